import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnTracked, stopChild, waitFor } from './processes.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const authServiceDir = join(repoRoot, 'services', 'auth');
const authMain = join(authServiceDir, 'dist', 'main.js');
const migrateTool = join(repoRoot, 'infra', 'db', 'migrate.mjs');

/** The Postgres server to create the test database on (any database name in the URL is replaced). */
const postgresServer = new URL(
  process.env.AUTH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/hp_auth',
);

export interface RunningAuthService {
  databaseUrl: string;
  /** What the service printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface AuthServiceOptions {
  natsUrl: string;
  redisUrl: string;
  jwtSecret: string;
  smtpPort: number;
  env?: Record<string, string>;
}

/**
 * The real auth service (services/auth/dist/main.js) as a child process, with a fresh database
 * `hp_auth_test_gw_<random>` migrated by infra/db/migrate.mjs and dropped on stop. The gateway never imports
 * the service's code; it talks to it over NATS like in production.
 */
export async function startAuthService(options: AuthServiceOptions): Promise<RunningAuthService> {
  if (!existsSync(authMain)) {
    throw new Error(`${authMain} is missing: build it first with "npm run build -w @hp/auth-service"`);
  }
  const database = `hp_auth_test_gw_${randomBytes(5).toString('hex')}`;
  const databaseUrl = withDatabase(database);
  const migrated = spawnSync(
    process.execPath,
    [migrateTool, authServiceDir, '--database-url', databaseUrl, '--create-db'],
    {
      encoding: 'utf8',
    },
  );
  if (migrated.status !== 0) throw new Error(`migrate.mjs failed:\n${migrated.stdout}\n${migrated.stderr}`);

  const healthPort = await freePort();
  let output = '';
  const child: ChildProcess = spawnTracked(process.execPath, [authMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      AUTH_DATABASE_URL: databaseUrl,
      NATS_URL: options.natsUrl,
      REDIS_URL: options.redisUrl,
      JWT_SECRET: options.jwtSecret,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.smtpPort),
      AUTH_HEALTH_PORT: String(healthPort),
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
  child.once('exit', (code, signal) => (exited = `auth service exited (${signal ?? code}):\n${output}`));

  const stop = async () => {
    await stopChild(child);
    dropDatabase(database);
  };
  try {
    await waitFor(
      'the auth service to be ready',
      async () => ((await fetch(`http://127.0.0.1:${healthPort}/readyz`)).status === 200 ? true : undefined),
      { timeoutMs: 30_000, abort: () => exited },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl, output: () => output, stop };
}

function withDatabase(name: string): string {
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return url.href;
}

function dropDatabase(name: string): void {
  const dropped = spawnSync(
    'psql',
    [withDatabase('postgres'), '-q', '-c', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`],
    {
      encoding: 'utf8',
    },
  );
  if (dropped.status !== 0)
    process.stderr.write(`gateway tests: could not drop ${name}: ${dropped.stderr || dropped.error}\n`);
}
