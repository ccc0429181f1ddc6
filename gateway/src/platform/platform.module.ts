import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { AccessGuard } from './auth/access.guard.js';
import { AccessTokenVerifier } from './auth/access-token-verifier.js';
import { ErrorResponseFilter } from './errors/error-response.filter.js';
import { HealthController } from './health/health.controller.js';
import { NatsRpcClient } from './nats/nats-rpc-client.js';
import { DocsController } from './openapi/docs.controller.js';
import { RateLimitGuard } from './rate-limit/rate-limit.guard.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { RedisConnection } from './redis/redis.provider.js';

/**
 * What every feature module of the gateway relies on: configuration, NATS, Redis, and the global
 * guards (rate limits, then access) and error filter that apply the contracts route table to every route.
 */
@Global()
@Module({})
export class PlatformModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: PlatformModule,
      controllers: [HealthController, DocsController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        NatsRpcClient,
        RedisConnection,
        AccessTokenVerifier,
        RateLimiter,
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorResponseFilter },
      ],
      exports: [GATEWAY_CONFIG, NatsRpcClient, RedisConnection],
    };
  }
}
