// What an HTTP app (the gateway) takes from the platform: config shapes, logging and Redis, without the
// microservice bootstrap. Its NATS client to the services is under `@hp/service-platform/nats`.
export * from '../config/service-config.js';
export { createPinoLogger, NestPinoLogger } from '../logging/pino-logger.js';
export { registerRequestLog, type RequestLogOptions } from '../logging/request-log.js';
export { failFastRedisOptions, REDIS_OPTIONS, RedisService } from '../redis/redis.service.js';
