import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SMTP_PORT,
  startServiceProcess,
  startServiceUnderTest,
  type RunningServiceProcess,
  type ServiceUnderTest,
} from '@hp/service-platform/testing';
import { Redis } from 'ioredis';
import { AppModule } from '../../src/app.module.js';
import { loadAuthConfig, type AuthConfig } from '../../src/config.js';
import { PrismaService } from '../../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AuthHarness extends ServiceUnderTest<AuthConfig> {
  prisma: PrismaService;
  redis: Redis;
}

/**
 * The auth service in this process against real servers (see startServiceUnderTest): a fresh database, a private
 * NATS with the product's permissions, the shared Redis and maildev. Values in `env` override the test defaults.
 */
export async function startAuthHarness(
  env: Record<string, string> = {},
  options: { notification?: boolean } = {},
): Promise<AuthHarness> {
  const harness = await startServiceUnderTest({
    service: 'auth',
    serviceDir,
    loadConfig: loadAuthConfig,
    rootModule: (config) => AppModule.forRoot(config),
    env,
    consumesEventsOf: ['verification', 'payment'],
    otherServices: options.notification ? ['notification'] : [],
  });
  // The notification service (the one sender of e-mail) as a process beside auth: it mails the password-reset codes
  // auth hands it over NATS, into maildev.
  let notification: RunningServiceProcess | undefined;
  try {
    if (options.notification) {
      const nats = harness.testNats.as('notification');
      notification = await startServiceProcess('notification', {
        natsUrl: nats.url,
        nats,
        smtpPort: SMTP_PORT,
      });
    }
  } catch (error) {
    await harness.stop();
    throw error;
  }
  const redis = new Redis(harness.config.REDIS_URL);
  return {
    ...harness,
    prisma: harness.service.app.get(PrismaService),
    redis,
    async stop() {
      await redis.quit();
      await notification?.stop();
      await harness.stop();
    },
  };
}
