import { intFromEnv, loadConfig, NOTIFICATION_STREAM_HEARTBEAT_MS, secret } from '@hp/contracts/server';
import {
  loadConfigOrExit,
  redisConfigShape,
  s3ConfigShape,
  serviceConfigShape,
  type Env,
} from '@hp/service-platform/http';
import { z } from 'zod/mini';

/** Local-only JWT secret; the auth service signs with the same default so `npm start` works without `.env`. */
const LOCAL_JWT_SECRET = 'local-dev-only-jwt-secret-change-me-0000';

/**
 * NODE_ENV, LOG_LEVEL, NATS_URL (the product's own nats-server with per-process users), NATS_USER / NATS_PASSWORD
 * (unset connects without authentication) and REDIS_URL come from the platform's shapes, as for every service.
 */
export function gatewayConfigSchema(env: Env) {
  return z
    .object({
      ...serviceConfigShape(env),
      ...redisConfigShape(env),
      // Uploads (licence proofs) go into S3_PRIVATE_BUCKET.
      ...s3ConfigShape(env),
      GATEWAY_HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
      GATEWAY_PORT: intFromEnv(3000),
      JWT_SECRET: secret(env, LOCAL_JWT_SECRET),
      NATS_REQUEST_TIMEOUT_MS: intFromEnv(5000),
      BODY_LIMIT_BYTES: intFromEnv(100 * 1024),
      /** How often the live bell's streams get a heartbeat (a comment line) and revoked sessions' streams end. */
      LIVE_HEARTBEAT_MS: intFromEnv(NOTIFICATION_STREAM_HEARTBEAT_MS),
      /** Which proxies may set X-Forwarded-For (Fastify `trustProxy`): nginx runs on loopback or the pod network. */
      TRUST_PROXY: z._default(z.string().check(z.minLength(1)), 'loopback,linklocal,uniquelocal'),
      /** Per client address and window; high, because a carrier-grade NAT puts a whole town behind one address. */
      RATE_LIMIT_LOGIN_MAX: intFromEnv(300),
      RATE_LIMIT_LOGIN_WINDOW_SECONDS: intFromEnv(5 * 60),
      RATE_LIMIT_REGISTER_MAX: intFromEnv(200),
      RATE_LIMIT_REGISTER_WINDOW_SECONDS: intFromEnv(10 * 60),
      RATE_LIMIT_RECOVERY_MAX: intFromEnv(200),
      RATE_LIMIT_RECOVERY_WINDOW_SECONDS: intFromEnv(10 * 60),
      RATE_LIMIT_ENQUIRY_MAX: intFromEnv(100),
      RATE_LIMIT_ENQUIRY_WINDOW_SECONDS: intFromEnv(10 * 60),
      /** Reads of the FHIR API and feed (/fhir/*): a slot finder polls the feed every minute or so. */
      RATE_LIMIT_FHIR_MAX: intFromEnv(600),
      RATE_LIMIT_FHIR_WINDOW_SECONDS: intFromEnv(60),
      /** Per account (e-mail or phone), from any address: see LoginDelays. */
      RATE_LIMIT_LOGIN_FREE_FAILURES: intFromEnv(5),
      RATE_LIMIT_LOGIN_DELAY_BASE_SECONDS: intFromEnv(1),
      RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: intFromEnv(5 * 60),
      RATE_LIMIT_LOGIN_FAILURE_MEMORY_SECONDS: intFromEnv(24 * 60 * 60),
    })
    .check(
      z.refine((config) => !config.NATS_USER === !config.NATS_PASSWORD, {
        message: 'set both NATS_USER and NATS_PASSWORD, or neither',
        path: ['NATS_PASSWORD'],
      }),
    );
}

export type GatewayConfig = z.infer<ReturnType<typeof gatewayConfigSchema>>;

/** Nest injection token for the validated configuration. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = (env: Env): GatewayConfig => loadConfig(gatewayConfigSchema(env), env);

/** For main.ts: print which variables are wrong and stop. */
export const loadGatewayConfigOrExit = (env: Env): GatewayConfig =>
  loadConfigOrExit(gatewayConfigSchema(env), env, 'gateway');
