// Connection settings and database creation for the migration tool.
import { loadPg, pgConnectionString } from './service-packages.mjs';

/**
 * Discrete pg settings rather than a connection string: pg lets `connectionString` override `database`, and the
 * Prisma adapter derives its shadow database by overriding `database`, which must then really change.
 * @param {string} url
 */
export function connectionConfig(url) {
  const { parseIntoClientConfig } = pgConnectionString();
  const config = parseIntoClientConfig(url);
  if (!config.database) throw new Error(`The database URL names no database: ${redact(url)}`);
  return config;
}

/** @param {string} url */
export function redact(url) {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/**
 * Runs `fn` with a client connected to the server's maintenance database (`postgres`).
 * @template T
 * @param {Record<string, unknown>} config
 * @param {(client: import('pg').Client) => Promise<T>} fn
 */
async function withMaintenanceClient(config, fn) {
  const pg = loadPg();
  const client = new pg.Client({ ...config, database: 'postgres' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {Record<string, unknown> & { database: string }} config
 * @param {{ create: boolean }} options
 * @returns {Promise<'exists' | 'created'>}
 */
export async function ensureDatabase(config, { create }) {
  return withMaintenanceClient(config, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [config.database]);
    if (found.rowCount) return 'exists';
    if (!create) {
      throw new Error(`Database "${config.database}" does not exist. Pass --create-db to create it.`);
    }
    await client.query(`CREATE DATABASE ${quoteIdentifier(config.database)}`);
    return 'created';
  });
}

/**
 * @param {Record<string, unknown> & { database: string }} config
 */
export async function dropDatabase(config) {
  await withMaintenanceClient(config, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(config.database)} WITH (FORCE)`);
  });
}

/**
 * Creates the Postgres schema in the database of `config` when it is missing (the engine's history table goes there).
 * @param {Record<string, unknown>} config
 * @param {string} schema
 */
export async function ensureSchema(config, schema) {
  const client = new (loadPg().Client)(config);
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
  } finally {
    await client.end();
  }
}

/** @param {string} name */
export function quoteIdentifier(name) {
  return `"${name.replaceAll('"', '""')}"`;
}
