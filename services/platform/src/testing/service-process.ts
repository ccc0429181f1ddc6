import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './network.js';
import { spawnTracked, stopChild, waitFor } from './processes.js';
import { createTestDatabase } from './test-database.js';

// services/platform/{src,dist}/testing -> the repository root
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

interface ServiceProcessSettings {
  service: string[];
  environment: Record<string, string>;
}

const serviceProcessSettings = (): ServiceProcessSettings =>
  JSON.parse(readFileSync(join(repoRoot, 'services', 'platform', 'node-flags.json'), 'utf8')) as ServiceProcessSettings;

/** Node's flags for a service process, as npm start and the Deployments run it. */
export const serviceNodeFlags = (): string[] => serviceProcessSettings().service;

/** The environment every service process gets beside its own settings (glibc's allocator tuning). */
export const serviceProcessEnvironment = (): Record<string, string> => serviceProcessSettings().environment;

/** The Postgres server to create the test database on (any database name in the URL is replaced). */
const postgresServer =
  process.env.AUTH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres';

export interface RunningServiceProcess {
  databaseUrl: string;
  pid: number;
  /** What the service printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  natsUrl: string;
  smtpPort: number;
  /** Its NATS user on a server with the product's users (startTestNats with `services`). */
  nats?: { user?: string | undefined; password?: string | undefined };
  env?: Record<string, string>;
}

export interface AuthServiceOptions extends ServiceProcessOptions {
  redisUrl: string;
  jwtSecret: string;
}

/** The real auth service as a child process (see startServiceProcess). */
export function startAuthService({
  redisUrl,
  jwtSecret,
  env,
  ...options
}: AuthServiceOptions): Promise<RunningServiceProcess> {
  return startServiceProcess('auth', {
    ...options,
    env: { REDIS_URL: redisUrl, JWT_SECRET: jwtSecret, ...env },
  });
}

/**
 * A real service (services/<name>/dist/main.js) as a child process, with a fresh database (the platform's
 * createTestDatabase: migrated by hp-migrate from the platform) dropped on stop. The gateway never imports
 * a service's code (nor does another service); it talks to it over NATS like in production.
 */
export async function startServiceProcess(
  service: string,
  options: ServiceProcessOptions,
): Promise<RunningServiceProcess> {
  const serviceDir = join(repoRoot, 'services', service);
  const main = join(serviceDir, 'dist', 'main.js');
  const NAME = service.toUpperCase().replace(/-/g, '_');
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: build it first with "npm run build -w @hp/${service}-service"`);
  }
  const database = createTestDatabase({ name: service, serviceDir, serverUrl: postgresServer });
  const databaseUrl = database.url;
  const healthPort = await freePort();
  let output = '';
  const child: ChildProcess = spawnTracked(process.execPath, [...serviceNodeFlags(), main], {
    cwd: repoRoot,
    env: {
      ...serviceProcessEnvironment(),
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      [`${NAME}_DATABASE_URL`]: databaseUrl,
      NATS_URL: options.natsUrl,
      ...(options.nats?.user && options.nats.password
        ? { NATS_USER: options.nats.user, NATS_PASSWORD: options.nats.password }
        : {}),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.smtpPort),
      [`${NAME}_HEALTH_PORT`]: String(healthPort),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | undefined;
  child.once(
    'exit',
    (code, signal) => (exited = `${service} service exited (${signal ?? code}):\n${output}`),
  );

  const stop = async () => {
    await stopChild(child);
    await database.drop();
  };
  try {
    await waitFor(
      `the ${service} service to be ready`,
      async () => ((await fetch(`http://127.0.0.1:${healthPort}/readyz`)).status === 200 ? true : undefined),
      { timeoutMs: 30_000, abort: () => exited },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl, pid: child.pid!, output: () => output, stop };
}
