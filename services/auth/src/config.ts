import { intFromEnv, loadConfig, secret } from '@hp/contracts/server';
import {
  databaseUrlShape,
  loadConfigOrExit,
  redisConfigShape,
  serviceConfigShape,
  type Env,
} from '@hp/service-platform';
import { z } from 'zod/mini';

/** Local-only secrets; production must set its own (see `secret`). The gateway uses the same JWT default. */
const LOCAL_JWT_SECRET = 'local-dev-only-jwt-secret-change-me-0000';
const LOCAL_OTP_HASH_SECRET = 'local-dev-only-otp-hash-secret-change-me';

/** What the database tools (migrations, the admin CLI) need. */
export function databaseConfigSchema(env: Env) {
  return z.object({
    NODE_ENV: z._default(z.enum(['development', 'test', 'production']), 'development'),
    ...databaseUrlShape(env, 'AUTH_DATABASE_URL', 'hp_auth'),
  });
}

export function authConfigSchema(env: Env) {
  return z.extend(databaseConfigSchema(env), {
    ...serviceConfigShape(env),
    ...redisConfigShape(env),
    JWT_SECRET: secret(env, LOCAL_JWT_SECRET),
    OTP_HASH_SECRET: secret(env, LOCAL_OTP_HASH_SECRET),
    ACCESS_TOKEN_TTL_SECONDS: intFromEnv(900),
    REFRESH_TOKEN_TTL_DAYS: intFromEnv(30),
    OTP_TTL_SECONDS: intFromEnv(600),
    /** How long the notification service may take to take a password-reset code's mail. */
    AUTH_NOTIFICATION_TIMEOUT_MS: intFromEnv(10_000),
    OTP_MAX_ATTEMPTS: intFromEnv(5),
    /** Operator's one-time admin registration code; unset means only codes created by admins work. */
    ADMIN_REGISTRATION_CODE: z.optional(
      z.string().check(z.trim(), z.minLength(12, 'must be at least 12 characters')),
    ),
    AUTH_HEALTH_PORT: intFromEnv(3101),
  });
}

export type AuthConfig = z.infer<ReturnType<typeof authConfigSchema>>;
export type DatabaseConfig = z.infer<ReturnType<typeof databaseConfigSchema>>;

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export function loadAuthConfig(env: Env): AuthConfig {
  return loadConfig(authConfigSchema(env), env);
}

export const loadAuthConfigOrExit = (env: Env) => loadConfigOrExit(authConfigSchema(env), env, 'auth');
export const loadDatabaseConfigOrExit = (env: Env, processName: string) =>
  loadConfigOrExit(databaseConfigSchema(env), env, processName);
