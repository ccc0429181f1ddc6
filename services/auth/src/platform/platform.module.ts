import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';
import { JetStreamService } from './events/jetstream.service.js';
import { OutboxRelay } from './events/outbox-relay.service.js';
import { OutboxRepository } from './events/outbox.repository.js';
import { Readiness } from './health/readiness.js';
import { loggingModule } from './logging/logging.module.js';
import { Mailer } from './mail/mailer.service.js';
import { PrismaService } from './prisma/prisma.service.js';
import { RedisService } from './redis/redis.provider.js';
import { RpcEnvelopeInterceptor } from './rpc/rpc-envelope.interceptor.js';
import { RpcReplyFilter } from './rpc/rpc-reply.filter.js';

/** Infrastructure every feature module may inject: config, database, Redis, mail, events, the RPC envelope. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AuthConfig): DynamicModule {
    const shared = [
      PrismaService,
      RedisService,
      Mailer,
      JetStreamService,
      OutboxRepository,
      OutboxRelay,
      Readiness,
    ];
    return {
      module: PlatformModule,
      imports: [loggingModule(config)],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        ...shared,
        { provide: APP_INTERCEPTOR, useClass: RpcEnvelopeInterceptor },
        { provide: APP_FILTER, useClass: RpcReplyFilter },
      ],
      exports: [AUTH_CONFIG, ...shared],
    };
  }
}
