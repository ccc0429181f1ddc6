// @hp/service-platform: what every service needs. A service holds only its own domain.
export {
  databaseUrlShape,
  envPrefixOf,
  LOCAL_NATS_URL,
  loadConfigOrExit,
  localDefault,
  orExit,
  redisConfigShape,
  serviceConfigShape,
  smtpConfigShape,
  type Env,
  type RedisConfig,
  type ServiceConfig,
  type SmtpConfig,
} from './config/service-config.js';
export {
  runService,
  serviceSettingsOf,
  startService,
  type RunningService,
  type ServiceSettings,
} from './bootstrap/start-service.js';
export { releaseMemoryWhenIdle, releaseStartUpMemory } from './bootstrap/release-memory.js';
export { ServicePlatformModule } from './platform.module.js';
export { PLATFORM_OPTIONS, SERVICE_CONFIG, type ServicePlatformOptions } from './platform-options.js';

export { DomainError } from './rpc/domain-error.js';
export { OnCommand, type CommandRequest } from './rpc/on-command.js';
export { RpcRequestPipe } from './rpc/rpc-request.pipe.js';
export { correlationIdOf, type RpcMeta } from './rpc/rpc-meta.js';
export { toRpcError } from './rpc/to-rpc-error.js';

export { DATABASE, isDatabaseUnavailable, isUniqueViolation, type Database, type SqlClient } from './database/database.js';
export {
  databaseUrlOf,
  PrismaDatabase,
  type DatabaseOwner,
  type PrismaClientClass,
} from './database/prisma-database.js';
export { failFastRedisOptions, REDIS_OPTIONS, RedisService } from './redis/redis.service.js';
export { Mailer, type OutgoingMail } from './mail/mailer.js';
export { ObjectStorage, s3ConfigShape, type S3Config, type StoredObject } from './storage/object-storage.js';
export { OrphanSweeper, type OrphanSweeperOptions } from './storage/orphan-sweeper.js';
export { Readiness, type ReadinessCheck } from './health/readiness.js';
export { ServiceMetrics } from './metrics/service-metrics.js';

export { newEvent, writeToOutbox, type PendingEvent } from './events/outbox.js';
export { OutboxRelay } from './events/outbox-relay.js';
export { JetStreamConnection } from './events/jetstream.connection.js';
export { EventConsumers, retryDelayMs } from './events/event-consumers.js';
export {
  DEFAULT_DELIVERY,
  type DeliveryPolicy,
  type EventContext,
  type EventHandler,
} from './events/event-handler.js';
export { natsConnectionOptions, natsSettingsOf, type NatsSettings } from './nats/connection-options.js';
export {
  contextOfTraceFields,
  endSpan,
  flushTracing,
  startSpan,
  startTracing,
  stopTracing,
  traceFieldsOf,
  tracesEndpointOf,
  tracingEnabled,
  type StartedSpan,
  type TraceFields,
  type TracingOptions,
} from './tracing/tracing.js';
