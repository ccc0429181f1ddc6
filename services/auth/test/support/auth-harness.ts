import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { Actor, RpcReply } from '@hp/contracts';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { AppModule } from '../../src/app.module.js';
import { loadAuthConfig, type AuthConfig } from '../../src/config.js';
import { PrismaService } from '../../src/platform/prisma/prisma.service.js';
import { startMicroservice, type RunningMicroservice } from '../../src/platform/start-microservice.js';
import { ensureMaildev, SMTP_PORT } from './maildev.js';
import { startTestNats } from './nats-server.js';
import { freePort } from './network.js';
import { createTestDatabase } from './test-database.js';

export interface AuthHarness {
  config: AuthConfig;
  service: RunningMicroservice;
  prisma: PrismaService;
  redis: Redis;
  nats: NatsConnection;
  /** A request exactly as the gateway sends it (Nest's packet over NATS); answers the RpcReply. */
  call<T = unknown>(subject: string, data: unknown, actor?: Actor): Promise<RpcReply<T>>;
  /** Like `call`, for replies expected to succeed. */
  ok<T = unknown>(subject: string, data: unknown, actor?: Actor): Promise<T>;
  stop(): Promise<void>;
}

/**
 * The auth service in this process against real servers: a fresh Postgres database, a private NATS
 * server, the shared Redis and maildev. Environment values in `env` override the test defaults.
 */
export async function startAuthHarness(env: Record<string, string> = {}): Promise<AuthHarness> {
  const mail = await ensureMaildev();
  const testNats = await startTestNats();
  const database = createTestDatabase();
  const config = loadAuthConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    NATS_URL: testNats.url,
    AUTH_DATABASE_URL: database.url,
    AUTH_HEALTH_PORT: String(await freePort()),
    ...env,
  });
  const service = await startMicroservice(AppModule.forRoot(config), {
    natsUrl: config.NATS_URL,
    queue: 'auth',
    healthPort: config.AUTH_HEALTH_PORT,
    gracePeriodMs: 50,
  });
  const nats = await connect({ servers: config.NATS_URL });
  const redis = new Redis(config.REDIS_URL);

  const call = async <T>(subject: string, data: unknown, actor?: Actor): Promise<RpcReply<T>> => {
    const packet = {
      pattern: subject,
      id: randomUUID(),
      data: { meta: { correlationId: `test-${randomUUID()}`, actor }, data },
    };
    const message = await nats.request(subject, JSON.stringify(packet), { timeout: 10_000 });
    return message.json<{ response: RpcReply<T> }>().response;
  };

  return {
    config,
    service,
    prisma: service.app.get(PrismaService),
    redis,
    nats,
    call,
    async ok<T>(subject: string, data: unknown, actor?: Actor): Promise<T> {
      const reply = await call<T>(subject, data, actor);
      if (!reply.ok) throw new Error(`${subject} failed: ${JSON.stringify(reply.error)}`);
      return reply.data;
    },
    async stop() {
      await nats.close();
      await redis.quit();
      await service.close();
      await database.drop();
      await testNats.stop();
      await mail.stop();
    },
  };
}
