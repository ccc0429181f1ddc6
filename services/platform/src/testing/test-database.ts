import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// services/platform/{src,dist}/testing -> services/platform/migrate/cli.mjs (hp-migrate)
const migrateTool = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrate/cli.mjs');

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database `hp_<name>_test_<random>` on the server of `serverUrl` (any database name), with every
 * migration applied by hp-migrate (the tool `npm start` and the Kubernetes Jobs use): the platform's, then
 * those of `serviceDir/prisma/migrations`.
 */
export function createTestDatabase(options: {
  name: string;
  serviceDir: string;
  serverUrl: string;
}): TestDatabase {
  const name = `hp_${options.name.replace(/-/g, '_')}_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  const migrated = spawnSync(
    process.execPath,
    [migrateTool, options.serviceDir, '--database-url', url.href, '--create-db'],
    { encoding: 'utf8' },
  );
  if (migrated.status !== 0) throw new Error(`hp-migrate failed:\n${migrated.stdout}\n${migrated.stderr}`);
  return {
    url: url.href,
    async drop() {
      const maintenance = new URL(options.serverUrl);
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
