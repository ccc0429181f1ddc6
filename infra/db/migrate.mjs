#!/usr/bin/env node
// Applies a service's Prisma migrations, or writes a new one, without Prisma's native schema engine.
//
//   node infra/db/migrate.mjs <serviceDir> [--database-url URL] [--create-db] [--verbose]
//   node infra/db/migrate.mjs <serviceDir> --new <name>      write prisma/migrations/<timestamp>_<name>
//   node infra/db/migrate.mjs <serviceDir> --check           exit 1 when schema.prisma has changes no migration holds
//
// The database URL defaults to the service's <NAME>_DATABASE_URL (services/auth -> AUTH_DATABASE_URL, read from the
// environment or the repository's .env), else postgresql://postgres:postgres@127.0.0.1:5432/hp_<name>.
// Applied migrations are recorded in `_prisma_migrations` by Prisma's own engine, so `prisma migrate deploy`
// sees the same history.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadDotEnv, serviceDatabaseUrl } from '../lib/env.mjs';
import { ROOT } from '../lib/paths.mjs';
import { connectionConfig, ensureDatabase, redact } from './database.mjs';
import { readMigrationList, slug, writeMigration } from './migrations-dir.mjs';
import { NO_FILTERS, describeEngineError, openSchemaEngine } from './schema-engine.mjs';

/** @param {string} serviceDir @param {string | undefined} explicitUrl */
function resolveDatabaseUrl(serviceDir, explicitUrl) {
  return explicitUrl ?? serviceDatabaseUrl(path.basename(serviceDir)).url;
}

/**
 * @param {{ serviceDir: string; databaseUrl?: string; createDb?: boolean; verbose?: boolean; log?: (line: string) => void }} options
 * @returns {Promise<string[]>} names of the migrations applied now
 */
export async function applyMigrations({
  serviceDir,
  databaseUrl,
  createDb = false,
  verbose = false,
  log = console.log,
}) {
  const url = resolveDatabaseUrl(serviceDir, databaseUrl);
  const connection = connectionConfig(serviceDir, url);
  if ((await ensureDatabase(serviceDir, connection, { create: createDb })) === 'created') {
    log(`Created database ${connection.database}`);
  }
  const migrationsList = await readMigrationList(path.join(serviceDir, 'prisma', 'migrations'));
  const engine = await openSchemaEngine(serviceDir, connection, { verbose });
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: NO_FILTERS });
    log(
      appliedMigrationNames.length
        ? `Applied to ${redact(url)}:\n${appliedMigrationNames.map((name) => `  ${name}`).join('\n')}`
        : `${redact(url)} is up to date (${migrationsList.migrationDirectories.length} migrations).`,
    );
    return appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/**
 * The SQL that would bring the migrations (replayed on a throw-away shadow database) to prisma/schema.prisma;
 * null when there is nothing to do.
 * @param {{ serviceDir: string; databaseUrl?: string; verbose?: boolean }} options
 */
export async function pendingSchemaChanges({ serviceDir, databaseUrl, verbose = false }) {
  const schemaPath = path.join(serviceDir, 'prisma', 'schema.prisma');
  const schema = await readFile(schemaPath, 'utf8');
  const migrationsList = await readMigrationList(path.join(serviceDir, 'prisma', 'migrations'));
  // The shadow database is created beside whatever database the adapter points at; the server's maintenance
  // database always exists, the service's own may not yet.
  const connection = {
    ...connectionConfig(serviceDir, resolveDatabaseUrl(serviceDir, databaseUrl)),
    database: 'postgres',
  };
  const engine = await openSchemaEngine(serviceDir, connection, { verbose });
  try {
    const { stdout } = await engine.diff({
      from: migrationsList.migrationDirectories.length
        ? { tag: 'migrations', ...migrationsList }
        : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return stdout && hasStatements(stdout) ? stdout : null;
  } finally {
    engine.free();
  }
}

/**
 * @param {{ serviceDir: string; name: string; databaseUrl?: string; verbose?: boolean; log?: (line: string) => void }} options
 * @returns {Promise<string | null>} the new folder, or null when the schema has no changes
 */
export async function createMigration({ serviceDir, name, log = console.log, ...options }) {
  slug(name); // fail on a bad name before the slow part
  const sql = await pendingSchemaChanges({ serviceDir, ...options });
  if (!sql) {
    log('prisma/schema.prisma matches the migrations: nothing to write.');
    return null;
  }
  const folder = await writeMigration(path.join(serviceDir, 'prisma', 'migrations'), name, sql);
  log(`Wrote prisma/migrations/${folder}/migration.sql (review it, then run db:migrate).`);
  return folder;
}

/** @param {string} sql */
function hasStatements(sql) {
  return sql.split('\n').some((line) => line.trim() && !line.trim().startsWith('--'));
}

/** @param {string} arg */
function resolveServiceDir(arg) {
  const candidates = [path.resolve(arg), path.resolve(ROOT, arg)];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'prisma', 'schema.prisma')));
  if (!found)
    throw new Error(`No prisma/schema.prisma under ${arg}. Usage: node infra/db/migrate.mjs services/<name>`);
  return found;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'database-url': { type: 'string' },
      'create-db': { type: 'boolean', default: false },
      new: { type: 'string' },
      check: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) {
    throw new Error(
      'Usage: node infra/db/migrate.mjs <serviceDir> [--database-url URL] [--create-db] [--new <name> | --check] [--verbose]',
    );
  }
  loadDotEnv();
  const serviceDir = resolveServiceDir(positionals[0] ?? '');
  const common = { serviceDir, databaseUrl: values['database-url'], verbose: values.verbose };
  if (values.new !== undefined) {
    await createMigration({ ...common, name: values.new });
  } else if (values.check) {
    const sql = await pendingSchemaChanges(common);
    if (sql) {
      console.error(
        `prisma/schema.prisma has changes no migration holds; run db:new-migration. Missing SQL:\n${sql}`,
      );
      process.exit(1);
    }
    console.log('prisma/schema.prisma matches the migrations.');
  } else {
    await applyMigrations({ ...common, createDb: values['create-db'] });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    // The adapter's connection pools keep the event loop alive; the work is done.
    () => process.exit(0),
    (error) => {
      console.error(`migrate: ${describeEngineError(error)}`);
      process.exit(1);
    },
  );
}
