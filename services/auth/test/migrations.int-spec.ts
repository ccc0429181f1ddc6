import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, appendFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// hp-migrate (@hp/service-platform), the tool every service uses for its migrations (run as the scripts run it).
const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrateTool = path.resolve(serviceDir, '../platform/migrate/cli.mjs');
const serverUrl = new URL(
  process.env.AUTH_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/hp_auth',
);

const migrate = (...args: string[]) =>
  spawnSync(process.execPath, [migrateTool, ...args], { encoding: 'utf8' });
const urlOf = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href;

async function query<T>(database: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('hp-migrate (integration)', () => {
  // A copy of this service's prisma folder, inside the service so that the tool resolves the same packages.
  const scratch = path.join(serviceDir, 'test', `.scratch-${randomBytes(4).toString('hex')}`);
  const database = `hp_auth_test_migrate_${randomBytes(4).toString('hex')}`;

  beforeAll(() => {
    mkdirSync(scratch, { recursive: true });
    cpSync(path.join(serviceDir, 'prisma'), path.join(scratch, 'prisma'), { recursive: true });
  });
  afterAll(async () => {
    rmSync(scratch, { recursive: true, force: true });
    await query('postgres', `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it('finds no schema change that the committed migrations lack', () => {
    const result = migrate(serviceDir, '--check', '--database-url', urlOf('postgres'));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('writes a migration for a schema change, applies it, and records it like prisma migrate', async () => {
    appendFileSync(path.join(scratch, 'prisma', 'schema.prisma'), '\nmodel Probe {\n  id Int @id\n}\n');
    const url = urlOf(database);

    const check = migrate(scratch, '--check', '--database-url', url);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('CREATE TABLE "Probe"');

    expect(migrate(scratch, '--new', 'Add probe!', '--database-url', url).status).toBe(0);
    const created = readdirSync(path.join(scratch, 'prisma', 'migrations')).filter((name) =>
      name.endsWith('_add_probe'),
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatch(/^\d{14}_add_probe$/);
    const sql = readFileSync(
      path.join(scratch, 'prisma', 'migrations', created[0]!, 'migration.sql'),
      'utf8',
    );
    expect(sql).toContain('CREATE TABLE "Probe"');
    expect(sql).not.toContain('"accounts"');

    const missing = migrate(scratch, '--database-url', url);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('--create-db');

    const applied = migrate(scratch, '--database-url', url, '--create-db');
    expect(applied.status).toBe(0);
    expect(applied.stdout).toContain(created[0]);
    const history = await query<{ migration_name: string; finished_at: Date | null }>(
      database,
      'SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(history.map((row) => row.migration_name)).toEqual(
      readdirSync(path.join(scratch, 'prisma', 'migrations'))
        .filter((name) => !name.endsWith('.toml'))
        .sort(),
    );
    expect(history.every((row) => row.finished_at !== null)).toBe(true);

    const again = migrate(scratch, '--database-url', url);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('is up to date');
  });
});
