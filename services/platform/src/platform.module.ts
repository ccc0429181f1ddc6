import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { DATABASE } from './database/database.js';
import { EventConsumers } from './events/event-consumers.js';
import { JetStreamConnection } from './events/jetstream.connection.js';
import { OutboxRelay } from './events/outbox-relay.js';
import { OutboxRepository } from './events/outbox.repository.js';
import { Readiness } from './health/readiness.js';
import { loggingModule } from './logging/logging.module.js';
import { Mailer } from './mail/mailer.js';
import { ServiceMetrics } from './metrics/service-metrics.js';
import { PLATFORM_OPTIONS, SERVICE_CONFIG, type ServicePlatformOptions } from './platform-options.js';
import { RedisService } from './redis/redis.service.js';
import { ObjectStorage, type S3Config } from './storage/object-storage.js';
import { RpcEnvelopeInterceptor } from './rpc/rpc-envelope.interceptor.js';
import { RpcReplyFilter } from './rpc/rpc-reply.filter.js';

/**
 * What every service's feature modules may inject: its config (SERVICE_CONFIG), its database (its own Prisma
 * class, also under DATABASE), Redis, the mailer, object storage, JetStream and the outbox relay; and what applies to every
 * message: JSON logs with the correlation id, the RpcReply envelope, durable event consumers, metrics (ServiceMetrics,
 * served as /metrics on the health port).
 */
@Global()
@Module({})
export class ServicePlatformModule {
  static forRoot(options: ServicePlatformOptions): DynamicModule {
    requireConfigFor(options);
    const exported: Provider[] = [JetStreamConnection, Readiness, ServiceMetrics];
    if (options.database) {
      exported.push(options.database, { provide: DATABASE, useExisting: options.database });
      exported.push(OutboxRepository, OutboxRelay);
    }
    if (options.redis) exported.push(RedisService);
    if (options.mailer) exported.push(Mailer);
    if (options.storage) {
      // The bucket is made at the first call that needs it (ObjectStorage), not at start-up.
      exported.push({ provide: ObjectStorage, useFactory: () => new ObjectStorage(options.config as unknown as S3Config) });
    }
    return {
      module: ServicePlatformModule,
      imports: [
        loggingModule({ service: options.service, level: options.config.LOG_LEVEL, redact: options.redact }),
      ],
      providers: [
        { provide: SERVICE_CONFIG, useValue: options.config },
        { provide: PLATFORM_OPTIONS, useValue: options },
        ...exported,
        EventConsumers,
        { provide: APP_INTERCEPTOR, useClass: RpcEnvelopeInterceptor },
        { provide: APP_FILTER, useClass: RpcReplyFilter },
      ],
      exports: [SERVICE_CONFIG, PLATFORM_OPTIONS, ...exported],
    };
  }
}

/**
 * A Mailer or Redis without their settings would fall back to a client's defaults (SMTP on port 587, Redis on
 * localhost) and fail only at the first mail or command; a service that asks for one must also have its shape.
 */
function requireConfigFor({ service, config, mailer, redis, storage }: ServicePlatformOptions): void {
  const missing = (keys: string[]) => keys.filter((key) => !(key in config));
  const smtp = mailer ? missing(['SMTP_HOST', 'SMTP_PORT', 'MAIL_FROM']) : [];
  if (smtp.length)
    throw new Error(`${service}: mailer needs smtpConfigShape in its configuration (${smtp.join(', ')})`);
  if (redis && missing(['REDIS_URL']).length)
    throw new Error(`${service}: redis needs redisConfigShape in its configuration (REDIS_URL)`);
  const s3 = storage ? missing(['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_PRIVATE_BUCKET']) : [];
  if (s3.length)
    throw new Error(`${service}: storage needs s3ConfigShape in its configuration (${s3.join(', ')})`);
}
