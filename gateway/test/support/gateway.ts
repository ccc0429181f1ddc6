import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TestNats } from '@hp/service-platform/testing';
import { createGatewayApp, type GatewayOptions } from '../../src/app.js';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config.js';

export const TEST_JWT_SECRET = 'gateway-integration-tests-jwt-secret-0123456789';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface RunningGateway {
  url: string;
  config: GatewayConfig;
  app: NestFastifyApplication;
  stop(): Promise<void>;
}

/**
 * The real gateway (same code as main.ts), on a free port of 127.0.0.1, configured like production would be
 * through environment variables. Limits are high unless a test lowers them.
 */
export async function startGateway(
  env: Record<string, string>,
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  const config = testGatewayConfig(env);
  const app = await createGatewayApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (!address || typeof address !== 'object') throw new Error('gateway did not listen');
  const url = `http://127.0.0.1:${address.port}`;
  // Bounded, so that a request stuck in the gateway cannot keep a test file from stopping what it started.
  const stop = () =>
    Promise.race([app.close(), new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]);
  return { url, config, app, stop };
}

/** The gateway's NATS settings on a test NATS server: its URL and the gateway's own user. */
export function gatewayNatsEnv(nats: TestNats): Record<string, string> {
  const { user, password } = nats.as('gateway');
  return { NATS_URL: nats.url, NATS_USER: user!, NATS_PASSWORD: password! };
}

/** The configuration a test gateway runs with: `env` over high limits and the test's Redis and JWT secret. */
export function testGatewayConfig(env: Record<string, string>): GatewayConfig {
  return loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_LOGIN_FREE_FAILURES: '1000',
    RATE_LIMIT_REGISTER_MAX: '1000',
    RATE_LIMIT_RECOVERY_MAX: '1000',
    RATE_LIMIT_ENQUIRY_MAX: '1000',
    RATE_LIMIT_FHIR_MAX: '100000',
    ...env,
  });
}

type Checks = { nats: 'ok' | 'unreachable'; redis: 'ok' | 'unreachable' };

/**
 * Waits until /api/readyz reports `expected` (by default: NATS and Redis connected). The gateway connects in
 * the background, so right after start-up a reachable server may still read "unreachable".
 */
export async function untilReady(
  gateway: RunningGateway,
  expected: Checks = { nats: 'ok', redis: 'ok' },
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const response = await fetch(`${gateway.url}/api/readyz`).catch(() => undefined);
    last = await response?.json().catch(() => undefined);
    const checks = (last as { checks?: Checks } | undefined)?.checks;
    if (checks?.nats === expected.nats && checks.redis === expected.redis) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `gateway at ${gateway.url}: readyz not ${JSON.stringify(expected)} within ${timeoutMs} ms (last: ${JSON.stringify(last)})`,
  );
}
