import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { NatsRpcClient } from '../nats/nats-rpc-client.js';
import { RedisConnection } from '../redis/redis.provider.js';

const CHECK_TIMEOUT_MS = 1000;

/** Liveness and readiness for nginx, the start script and Kubernetes probes. */
@Controller('api')
export class HealthController {
  constructor(
    private readonly nats: NatsRpcClient,
    private readonly redis: RedisConnection,
  ) {}

  @Get('healthz')
  healthz() {
    return { status: 'ok' };
  }

  /** 200 when NATS and Redis answer within a second each, 503 (same shape, the failing check named) otherwise. */
  @Get('readyz')
  async readyz(@Res({ passthrough: true }) reply: FastifyReply) {
    const [nats, redis] = await Promise.all([
      this.nats.isReachable(CHECK_TIMEOUT_MS),
      this.redis.isReachable(CHECK_TIMEOUT_MS),
    ]);
    const ready = nats && redis;
    void reply.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: ready ? 'ok' : 'unavailable',
      checks: { nats: nats ? 'ok' : 'unreachable', redis: redis ? 'ok' : 'unreachable' },
    };
  }
}
