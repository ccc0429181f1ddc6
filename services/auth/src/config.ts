import { ConfigError, intFromEnv, loadConfig, secret } from '@hp/contracts';
import { z } from 'zod';

type Env = Record<string, string | undefined>;

/** Local-only secrets; production must set its own (see `secret`). The gateway uses the same JWT default. */
const LOCAL_JWT_SECRET = 'local-dev-only-jwt-secret-change-me-0000';
const LOCAL_OTP_HASH_SECRET = 'local-dev-only-otp-hash-secret-change-me';

/** Loopback defaults for local runs; production must say where things are. */
const localDefault = (env: Env, value: string) =>
  env.NODE_ENV === 'production'
    ? z.string({ error: 'is required in production' }).min(1, 'is required in production')
    : z.string().min(1).default(value);

/** What the database tools (migrations, the admin CLI) need. */
export function databaseConfigSchema(env: Env) {
  return z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    AUTH_DATABASE_URL: localDefault(env, 'postgresql://postgres:postgres@127.0.0.1:5432/hp_auth'),
  });
}

export function authConfigSchema(env: Env) {
  return databaseConfigSchema(env).extend({
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NATS_URL: localDefault(env, 'nats://127.0.0.1:4222'),
    REDIS_URL: localDefault(env, 'redis://127.0.0.1:6379'),
    JWT_SECRET: secret(env, LOCAL_JWT_SECRET),
    OTP_HASH_SECRET: secret(env, LOCAL_OTP_HASH_SECRET),
    ACCESS_TOKEN_TTL_SECONDS: intFromEnv(900),
    REFRESH_TOKEN_TTL_DAYS: intFromEnv(30),
    OTP_TTL_SECONDS: intFromEnv(600),
    OTP_MAX_ATTEMPTS: intFromEnv(5),
    SMTP_HOST: localDefault(env, '127.0.0.1'),
    SMTP_PORT: intFromEnv(1025),
    MAIL_FROM: z.string().min(3).default('Healthcare Platform <no-reply@localhost>'),
    /** Operator's one-time admin registration code; unset means only codes created by admins work. */
    ADMIN_REGISTRATION_CODE: z.string().trim().min(12, 'must be at least 12 characters').optional(),
    AUTH_HEALTH_PORT: intFromEnv(3101),
  });
}

export type AuthConfig = z.infer<ReturnType<typeof authConfigSchema>>;
export type DatabaseConfig = z.infer<ReturnType<typeof databaseConfigSchema>>;

/** Nest injection token for the validated configuration. */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

/** Empty values (`VAR=` in a .env file) count as unset: see `loadConfig`. */
export function loadAuthConfig(env: Env): AuthConfig {
  return loadConfig(authConfigSchema(env), env);
}

export function loadDatabaseConfig(env: Env): DatabaseConfig {
  return loadConfig(databaseConfigSchema(env), env);
}

/** For entry points: print which variables are wrong and stop. */
export function orExit<T>(load: () => T, processName = 'auth'): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${processName}: ${error.message}\n`);
    process.exit(1);
  }
}
