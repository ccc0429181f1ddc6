import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { failFastRedisOptions, RedisService } from '@hp/service-platform/http';
import { NatsRpcClient, natsSettingsOf } from '@hp/service-platform/nats';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { AccessPolicy } from './auth/access-policy.js';
import { AccessTokenVerifier } from './auth/access-token-verifier.js';
import { ErrorResponseFilter } from './errors/error-response.filter.js';
import { HealthRoutes, probeRoutes } from './health/health-routes.js';
import { DocsController } from './openapi/docs.controller.js';
import { LoginDelays } from './rate-limit/login-delays.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { RateLimits } from './rate-limit/rate-limits.js';
import { ROUTE_TABLE, type RouteTable } from './routing/contract-routes.js';

/**
 * The gateway's HTTP layer, which every feature module relies on: configuration, the route table (with the
 * gateway's own health routes), the platform's NATS client and Redis (fail-fast options), access and rate-limit
 * checks, and the error filter every failure leaves through.
 */
@Global()
@Module({})
export class GatewayHttpModule {
  static register(config: GatewayConfig, routes: RouteTable): DynamicModule {
    return {
      module: GatewayHttpModule,
      controllers: [DocsController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: ROUTE_TABLE, useValue: { ...routes, ...probeRoutes } },
        {
          provide: NatsRpcClient,
          useFactory: () =>
            new NatsRpcClient({
              nats: natsSettingsOf(config),
              name: 'gateway',
              timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
            }),
        },
        {
          provide: RedisService,
          useFactory: () => new RedisService(config, { ...failFastRedisOptions, connectionName: 'gateway' }),
        },
        AccessTokenVerifier,
        AccessPolicy,
        RateLimiter,
        LoginDelays,
        RateLimits,
        HealthRoutes,
        { provide: APP_FILTER, useClass: ErrorResponseFilter },
      ],
      exports: [
        GATEWAY_CONFIG,
        ROUTE_TABLE,
        NatsRpcClient,
        RedisService,
        AccessPolicy,
        RateLimits,
        HealthRoutes,
      ],
    };
  }
}
