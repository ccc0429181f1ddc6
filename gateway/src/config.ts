import { ConfigError, intFromEnv, loadConfig, secret } from '@hp/contracts/server';
import { z } from 'zod';

type Env = Record<string, string | undefined>;

/** Loopback defaults for local runs; production must say where things are. */
const localDefault = (env: Env, value: string) =>
  env.NODE_ENV === 'production' ? z.string().min(1) : z.string().min(1).default(value);

/** Local-only JWT secret; the auth service signs with the same default so `npm start` works without `.env`. */
const LOCAL_JWT_SECRET = 'local-dev-only-jwt-secret-change-me-0000';

export function gatewayConfigSchema(env: Env) {
  return z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
    GATEWAY_PORT: intFromEnv(3000),
    /** The product's own nats-server (per-process users); the system one on 4222 has no users. */
    NATS_URL: localDefault(env, 'nats://127.0.0.1:4223').pipe(z.url()),
    /** The gateway's NATS user; unset connects without authentication. */
    NATS_USER: z.string().min(1).optional(),
    NATS_PASSWORD: z.string().min(1).optional(),
    REDIS_URL: localDefault(env, 'redis://127.0.0.1:6379').pipe(z.url()),
    JWT_SECRET: secret(env, LOCAL_JWT_SECRET),
    NATS_REQUEST_TIMEOUT_MS: intFromEnv(5000),
    BODY_LIMIT_BYTES: intFromEnv(100 * 1024),
    /** Which proxies may set X-Forwarded-For (Fastify `trustProxy`): nginx runs on loopback or the pod network. */
    TRUST_PROXY: z.string().min(1).default('loopback,linklocal,uniquelocal'),
    /** Per client address and window; high, because a carrier-grade NAT puts a whole town behind one address. */
    RATE_LIMIT_LOGIN_MAX: intFromEnv(300),
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: intFromEnv(5 * 60),
    RATE_LIMIT_REGISTER_MAX: intFromEnv(200),
    RATE_LIMIT_REGISTER_WINDOW_SECONDS: intFromEnv(10 * 60),
    RATE_LIMIT_RECOVERY_MAX: intFromEnv(200),
    RATE_LIMIT_RECOVERY_WINDOW_SECONDS: intFromEnv(10 * 60),
    RATE_LIMIT_ENQUIRY_MAX: intFromEnv(100),
    RATE_LIMIT_ENQUIRY_WINDOW_SECONDS: intFromEnv(10 * 60),
    /** Per account (e-mail or phone), from any address: see LoginDelays. */
    RATE_LIMIT_LOGIN_FREE_FAILURES: intFromEnv(5),
    RATE_LIMIT_LOGIN_DELAY_BASE_SECONDS: intFromEnv(1),
    RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: intFromEnv(5 * 60),
    RATE_LIMIT_LOGIN_FAILURE_MEMORY_SECONDS: intFromEnv(24 * 60 * 60),
  });
}

export type GatewayConfig = z.infer<ReturnType<typeof gatewayConfigSchema>>;

/** Nest injection token for the validated configuration. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: Env): GatewayConfig {
  const schema = gatewayConfigSchema(env).refine((config) => !config.NATS_USER === !config.NATS_PASSWORD, {
    message: 'set both NATS_USER and NATS_PASSWORD, or neither',
    path: ['NATS_PASSWORD'],
  });
  return loadConfig(schema, env);
}

/** For main.ts: print which variables are wrong and stop. */
export function loadGatewayConfigOrExit(env: Env): GatewayConfig {
  try {
    return loadGatewayConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`gateway: ${error.message}\n`);
    process.exit(1);
  }
}
