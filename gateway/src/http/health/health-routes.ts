import { Injectable } from '@nestjs/common';
import { HealthResponseSchema, type HttpRoute } from '@hp/contracts';
import { RedisService } from '@hp/service-platform/http';
import { NatsRpcClient } from '@hp/service-platform/nats';
import { handWritten, type ServesRoutesByHand } from '../routing/route-call.js';

const CHECK_TIMEOUT_MS = 1000;

/** Routes of the gateway itself, for nginx, the start script and Kubernetes probes (no remote calls them). */
export const probeRoutes = {
  healthz: {
    method: 'GET',
    path: '/api/healthz',
    tag: 'Platform',
    access: 'public',
    summary: 'The process is alive',
    response: HealthResponseSchema,
    successStatus: 200,
  },
  readyz: {
    method: 'GET',
    path: '/api/readyz',
    tag: 'Platform',
    access: 'public',
    summary: 'NATS and Redis are reachable (503 otherwise)',
    response: HealthResponseSchema,
    successStatus: 200,
  },
} satisfies Record<string, HttpRoute>;

/** Probes answer every few seconds for every replica: the request log leaves them out. */
export const probePaths = [probeRoutes.healthz.path, probeRoutes.readyz.path];

const alive = { status: 'ok' } as const;

/** Liveness, and readiness: 200 when NATS and Redis answer within a second each, 503 naming the failing check. */
@Injectable()
export class HealthRoutes implements ServesRoutesByHand {
  readonly routes = [
    handWritten(probeRoutes.healthz, () => Promise.resolve(alive)),
    handWritten(probeRoutes.readyz, async ({ reply }) => {
      const [nats, redis] = await Promise.all([
        this.nats.isReachable(CHECK_TIMEOUT_MS),
        this.redis.isReachable(CHECK_TIMEOUT_MS),
      ]);
      const ready = nats && redis;
      if (!ready) void reply.code(503);
      return {
        status: ready ? 'ok' : 'unavailable',
        checks: { nats: nats ? 'ok' : 'unreachable', redis: redis ? 'ok' : 'unreachable' },
      };
    }),
  ];

  constructor(
    private readonly nats: NatsRpcClient,
    private readonly redis: RedisService,
  ) {}
}
