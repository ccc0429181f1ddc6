// What an HTTP app (the gateway) takes from the platform: config shapes, logging, Redis, object storage, metrics,
// tracing and the release of start-up's memory, without the microservice bootstrap. Its NATS client to the services is under
// `@hp/service-platform/nats`.
export * from '../config/service-config.js';
export { createPinoLogger, NestPinoLogger } from '../logging/pino-logger.js';
export { registerRequestLog, type RequestLogOptions } from '../logging/request-log.js';
export { failFastRedisOptions, REDIS_OPTIONS, RedisService } from '../redis/redis.service.js';
export { ObjectStorage, s3ConfigShape, type S3Config, type StoredObject } from '../storage/object-storage.js';
export { releaseMemoryWhenIdle, releaseStartUpMemory } from '../bootstrap/release-memory.js';
export { SHUTDOWN_DEADLINE_MS, stopOnSignals } from '../bootstrap/stop-on-signals.js';
export {
  flushTracing,
  startTracing,
  stopTracing,
  traceFieldsOf,
  tracesEndpointOf,
  tracingEnabled,
  type TracingOptions,
} from '../tracing/tracing.js';
export { registerHttpTracing, type HttpTracingOptions } from '../tracing/http-tracing.js';
export {
  noteErrorCode,
  registerHttpMetrics,
  UNMATCHED_ROUTE,
  type HttpMetricsOptions,
} from '../metrics/http-metrics.js';
