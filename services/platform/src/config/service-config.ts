import { ConfigError, intFromEnv, loadConfig } from '@hp/contracts/server';
import { z } from 'zod/mini';

export type Env = Record<string, string | undefined>;

/** Loopback defaults for local runs; production must say where things are. */
export const localDefault = (env: Env, value: string) =>
  env.NODE_ENV === 'production'
    ? z.string({ error: 'is required in production' }).check(z.minLength(1, 'is required in production'))
    : z._default(z.string().check(z.minLength(1)), value);

/** The product's own local nats-server (per-process users); the machine's open one listens on 4222. */
export const LOCAL_NATS_URL = 'nats://127.0.0.1:4223';

/** What every service reads: environment, log level, and its NATS connection (user and password when NATS has auth). */
export function serviceConfigShape(env: Env) {
  return {
    NODE_ENV: z._default(z.enum(['development', 'test', 'production']), 'development'),
    LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
    NATS_URL: z.pipe(localDefault(env, LOCAL_NATS_URL), z.url()),
    NATS_USER: z.optional(z.string().check(z.minLength(1))),
    NATS_PASSWORD: z.optional(z.string().check(z.minLength(1))),
  };
}

/**
 * How many copies of each JetStream stream and consumer the cluster keeps (`JETSTREAM_REPLICAS`, 1 to 5; 1 for a
 * single nats-server, 3 on the three-node cluster of infra/k8s's staging and production overlays).
 */
export function jetStreamReplicasOf(env: Env): number {
  const shape = { JETSTREAM_REPLICAS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(5)), 1) };
  return loadConfig(z.object(shape), env).JETSTREAM_REPLICAS;
}

/** For services that use Redis. */
export const redisConfigShape = (env: Env) => ({
  REDIS_URL: z.pipe(localDefault(env, 'redis://127.0.0.1:6379'), z.url()),
});

/** For services that send e-mail. */
export const smtpConfigShape = (env: Env) => ({
  SMTP_HOST: localDefault(env, '127.0.0.1'),
  SMTP_PORT: intFromEnv(1025),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'HealthPlus Care <no-reply@localhost>'),
});

/** `lab-results` -> `LAB_RESULTS`: the prefix of a service's own variables (`<NAME>_DATABASE_URL`, `<NAME>_HEALTH_PORT`). */
export const envPrefixOf = (service: string) => service.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** `<SERVICE>_DATABASE_URL`, defaulting to the local database `hp_<service>`. */
export const databaseUrlShape = <K extends string>(env: Env, key: K, database: string) =>
  ({ [key]: localDefault(env, `postgresql://postgres:postgres@127.0.0.1:5432/${database}`) }) as Record<
    K,
    ReturnType<typeof localDefault>
  >;

export type ServiceConfig = z.infer<z.ZodMiniObject<ReturnType<typeof serviceConfigShape>>>;
export type RedisConfig = z.infer<z.ZodMiniObject<ReturnType<typeof redisConfigShape>>>;
export type SmtpConfig = z.infer<z.ZodMiniObject<ReturnType<typeof smtpConfigShape>>>;

/** For entry points: load, or print which variables are wrong and stop. */
export function loadConfigOrExit<S extends z.ZodMiniObject>(
  schema: S,
  env: Env,
  processName: string,
): z.infer<S> {
  return orExit(() => loadConfig(schema, env), processName);
}

export function orExit<T>(load: () => T, processName: string): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${processName}: ${error.message}\n`);
    process.exit(1);
  }
}
