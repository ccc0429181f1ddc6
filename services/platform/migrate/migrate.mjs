// Applies migrations, or writes a new one, without Prisma's native schema engine. Every service database holds
// two histories: the platform's tables (outbox, processed events) in the Postgres schema `platform`, migrated
// from this package's prisma/migrations, and the service's own domain in `public`, from its prisma/migrations.
// Each schema has its own `_prisma_migrations`, written by Prisma's engine itself, so `prisma migrate deploy`
// reads the same history.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectionConfig, ensureDatabase, ensureSchema, redact } from './database.mjs';
import { readMigrationList, slug, writeMigration } from './migrations-dir.mjs';
import { NO_FILTERS, openSchemaEngine } from './schema-engine.mjs';

/** services/platform: its prisma/migrations create the platform's tables in every service database. */
export const PLATFORM_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLATFORM_SCHEMA = 'platform';
const SERVICE_SCHEMA = 'public';

/**
 * A folder with prisma/schema.prisma and prisma/migrations, and the Postgres schema its migrations work in.
 * @typedef {{ dir: string, schema: string }} MigrationSource
 */

/** @param {string} dir @returns {MigrationSource} */
export const sourceOf = (dir) =>
  path.resolve(dir) === PLATFORM_DIR ? { dir: PLATFORM_DIR, schema: PLATFORM_SCHEMA } : { dir, schema: SERVICE_SCHEMA };

/** @param {MigrationSource} source */
const migrationsDirOf = (source) => path.join(source.dir, 'prisma', 'migrations');

/** @param {string} dir */
export function hasPrismaSchema(dir) {
  return existsSync(path.join(dir, 'prisma', 'schema.prisma'));
}

/**
 * The platform's migrations, then the service's (only the platform's when `serviceDir` is the platform).
 * @param {{ serviceDir: string; databaseUrl: string; createDb?: boolean; verbose?: boolean; log?: (line: string) => void }} options
 * @returns {Promise<string[]>} names of the migrations applied now (`platform/<name>` for the platform's)
 */
export async function applyMigrations({ serviceDir, databaseUrl, createDb = false, verbose = false, log = console.log }) {
  const connection = connectionConfig(databaseUrl);
  if ((await ensureDatabase(connection, { create: createDb })) === 'created') {
    log(`Created database ${connection.database}`);
  }
  const service = sourceOf(serviceDir);
  const sources = service.dir === PLATFORM_DIR ? [service] : [sourceOf(PLATFORM_DIR), service];
  /** @type {string[]} */
  const applied = [];
  for (const source of sources) {
    const migrationsList = await readMigrationList(migrationsDirOf(source));
    await ensureSchema(connection, source.schema);
    const engine = await openSchemaEngine(connection, { schema: source.schema, verbose });
    try {
      const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
      const names = appliedMigrationNames.map((/** @type {string} */ name) => `${source.schema}/${name}`);
      log(
        names.length
          ? `Applied to ${redact(databaseUrl)}:\n${names.map((name) => `  ${name}`).join('\n')}`
          : `${redact(databaseUrl)} schema ${source.schema} is up to date (${migrationsList.migrationDirectories.length} migrations).`,
      );
      applied.push(...names);
    } finally {
      await engine.close();
    }
  }
  return applied;
}

/**
 * The SQL that would bring the migrations (replayed on a throw-away shadow database) to prisma/schema.prisma;
 * null when there is nothing to do.
 * @param {{ serviceDir: string; databaseUrl: string; verbose?: boolean }} options
 */
export async function pendingSchemaChanges({ serviceDir, databaseUrl, verbose = false }) {
  const source = sourceOf(serviceDir);
  const schemaPath = path.join(source.dir, 'prisma', 'schema.prisma');
  const schema = await readFile(schemaPath, 'utf8');
  const migrationsList = await readMigrationList(migrationsDirOf(source));
  // The shadow database is created beside whatever database the adapter points at; the server's maintenance
  // database always exists, the service's own may not yet.
  const connection = { ...connectionConfig(databaseUrl), database: 'postgres' };
  const engine = await openSchemaEngine(connection, { schema: source.schema, verbose });
  try {
    const { stdout } = await engine.diff({
      from: migrationsList.migrationDirectories.length ? { tag: 'migrations', ...migrationsList } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return stdout && hasStatements(stdout) ? stdout : null;
  } finally {
    await engine.close();
  }
}

/**
 * @param {{ serviceDir: string; name: string; databaseUrl: string; verbose?: boolean; log?: (line: string) => void }} options
 * @returns {Promise<string | null>} the new folder, or null when the schema has no changes
 */
export async function createMigration({ serviceDir, name, log = console.log, ...options }) {
  slug(name); // fail on a bad name before the slow part
  const sql = await pendingSchemaChanges({ serviceDir, ...options });
  if (!sql) {
    log('prisma/schema.prisma matches the migrations: nothing to write.');
    return null;
  }
  const folder = await writeMigration(migrationsDirOf(sourceOf(serviceDir)), name, sql);
  log(`Wrote prisma/migrations/${folder}/migration.sql (review it, then run db:migrate).`);
  return folder;
}

/** @param {string} sql */
function hasStatements(sql) {
  return sql.split('\n').some((line) => line.trim() && !line.trim().startsWith('--'));
}
