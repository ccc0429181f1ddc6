import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes, randomUUID } from 'node:crypto';
import { Role, type Actor } from '@hp/contracts';
import {
  SMTP_PORT,
  startAuthService,
  startServiceUnderTest,
  type RunningServiceProcess,
  type ServiceUnderTest,
  type TestS3,
} from '@hp/service-platform/testing';
import { AppModule } from '../../src/app.module.js';
import { loadVerificationConfig, type VerificationConfig } from '../../src/config.js';
import { PrismaService } from '../../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface VerificationHarness extends ServiceUnderTest<VerificationConfig> {
  prisma: PrismaService;
  s3: TestS3;
  /** The real auth service (built), beside this one on the same NATS. */
  auth: RunningServiceProcess;
}

/**
 * The verification service in this process with its own database, NATS (the product's users), S3, and the real
 * auth service as a child process (it makes the logins and consumes the decisions). Build auth first
 * (`npm run build -w @hp/auth-service`).
 */
export async function startVerificationHarness(
  env: Record<string, string> = {},
): Promise<VerificationHarness> {
  const harness = await startServiceUnderTest({
    service: 'verification',
    serviceDir,
    loadConfig: loadVerificationConfig,
    rootModule: (config) => AppModule.forRoot(config),
    s3: true,
    otherServices: ['auth'],
    env,
  });
  let auth: RunningServiceProcess;
  try {
    auth = await startAuthService({
      natsUrl: harness.testNats.url,
      nats: harness.testNats.as('auth'),
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      jwtSecret: `verification-tests-jwt-secret-${randomBytes(8).toString('hex')}`,
      smtpPort: SMTP_PORT,
    });
  } catch (error) {
    await harness.stop();
    throw error;
  }
  return {
    ...harness,
    s3: harness.s3!,
    auth,
    prisma: harness.service.app.get(PrismaService),
    async stop() {
      await auth.stop();
      await harness.stop();
    },
  };
}

export const anAdmin = (): Actor => ({ id: randomUUID(), role: Role.Admin, sessionId: randomUUID() });
export const aPatient = (): Actor => ({ id: randomUUID(), role: Role.User, sessionId: randomUUID() });
