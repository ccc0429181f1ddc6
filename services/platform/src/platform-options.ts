import type { Type } from '@nestjs/common';
import type { EventDefinition } from '@hp/contracts';
import type { ServiceConfig } from './config/service-config.js';
import type { Database } from './database/database.js';
import type { EventHandler } from './events/event-handler.js';

/** Injection token of the service's validated configuration (the object given to `ServicePlatformModule.forRoot`). */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
/** Injection token of the platform options themselves. */
export const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');

export interface ServicePlatformOptions<C extends ServiceConfig = ServiceConfig> {
  /** The service's name: its NATS queue group, log `service` field, event stream (`<NAME>_EVENTS`). */
  service: string;
  /** The validated environment (see serviceConfigShape); the domain reads it through SERVICE_CONFIG. */
  config: C;
  /** The service's Prisma client class: readiness, the outbox relay and the consumers' transactions use it. */
  database?: Type<Database>;
  /** A Redis connection (RedisService) for the domain, needs REDIS_URL in the config. */
  redis?: boolean;
  /** An SMTP Mailer, needs SMTP_HOST, SMTP_PORT and MAIL_FROM in the config. */
  mailer?: boolean;
  /** ObjectStorage on the private bucket (S3_PRIVATE_BUCKET, made if missing), needs s3ConfigShape in the config. */
  storage?: boolean;
  /**
   * Durable JetStream consumers (EventHandler classes) to run. Each is a provider of the feature module it belongs
   * to (so it can inject that module's repositories); the platform finds and starts it.
   */
  consumers?: Type<EventHandler<EventDefinition, unknown>>[];
  /** Request fields never to log (`*.password` style paths, added to the defaults). */
  redact?: string[];
}
