import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrateTool = path.resolve(serviceDir, '../../infra/db/migrate.mjs');

/** The Postgres server the tests use: the one in AUTH_DATABASE_URL (any database name), or the local default. */
const serverUrl = new URL(
  process.env.AUTH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/hp_auth',
);

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database (`hp_auth_test_<random>`) with every migration applied by infra/db/migrate.mjs. */
export function createTestDatabase(): TestDatabase {
  const name = `hp_auth_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const migrated = spawnSync(
    process.execPath,
    [migrateTool, serviceDir, '--database-url', url.href, '--create-db'],
    {
      encoding: 'utf8',
    },
  );
  if (migrated.status !== 0) throw new Error(`migrate.mjs failed:\n${migrated.stdout}\n${migrated.stderr}`);
  return {
    url: url.href,
    async drop() {
      const maintenance = new URL(serverUrl);
      maintenance.pathname = '/postgres';
      const client = new pg.Client({ connectionString: maintenance.href });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
