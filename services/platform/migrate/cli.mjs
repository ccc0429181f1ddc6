#!/usr/bin/env node
// hp-migrate: a service database's migrations, the platform's first, then the service's (see migrate.mjs).
//
//   hp-migrate [serviceDir] [--database-url URL] [--create-db] [--verbose]   apply what is pending
//   hp-migrate [serviceDir] --new <name>      write prisma/migrations/<UTC timestamp>_<name> from the schema diff
//   hp-migrate [serviceDir] --check           exit 1 when schema.prisma has changes no migration holds
//
// serviceDir defaults to the current folder (npm scripts run in the service's). The database URL defaults to
// <NAME>_DATABASE_URL (services/lab-results -> LAB_RESULTS_DATABASE_URL, from the environment or the nearest
// .env above the service), else postgresql://postgres:postgres@127.0.0.1:5432/hp_<name>.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { describeEngineError } from './schema-engine.mjs';
import { applyMigrations, createMigration, hasPrismaSchema, pendingSchemaChanges } from './migrate.mjs';

const USAGE = 'Usage: hp-migrate [serviceDir] [--database-url URL] [--create-db] [--new <name> | --check] [--verbose]';

/** `<NAME>_DATABASE_URL` of the service in `dir`, by the convention every service's config follows. @param {string} dir */
function defaultDatabaseUrl(dir, env = process.env) {
  const name = path.basename(path.resolve(dir));
  const key = `${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_DATABASE_URL`;
  return env[key] || `postgresql://postgres:postgres@127.0.0.1:5432/hp_${name.replace(/-/g, '_')}`;
}

/**
 * The nearest .env at or above `dir` into `env`: set variables win, empty values count as unset.
 * @param {string} dir
 */
function loadNearestDotEnv(dir, env = process.env) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, '.env');
    if (fs.existsSync(file)) {
      for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
        if (value !== '' && env[key] === undefined) env[key] = value;
      }
      return;
    }
    if (path.dirname(at) === at) return;
  }
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
  if (positionals.length > 1) throw new Error(USAGE);
  const serviceDir = path.resolve(positionals[0] ?? '.');
  if (!hasPrismaSchema(serviceDir)) throw new Error(`No prisma/schema.prisma under ${serviceDir}. ${USAGE}`);
  loadNearestDotEnv(serviceDir);
  const common = {
    serviceDir,
    databaseUrl: values['database-url'] ?? defaultDatabaseUrl(serviceDir),
    verbose: values.verbose,
  };
  if (values.new !== undefined) {
    await createMigration({ ...common, name: values.new });
  } else if (values.check) {
    const sql = await pendingSchemaChanges(common);
    if (sql) {
      console.error(`prisma/schema.prisma has changes no migration holds; run db:new-migration. Missing SQL:\n${sql}`);
      process.exit(1);
    }
    console.log('prisma/schema.prisma matches the migrations.');
  } else {
    await applyMigrations({ ...common, createDb: values['create-db'] });
  }
}

main().then(
  // The adapter's connection pools keep the event loop alive; the work is done.
  () => process.exit(0),
  (error) => {
    console.error(`hp-migrate: ${describeEngineError(error)}`);
    process.exit(1);
  },
);
