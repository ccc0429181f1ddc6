// Connection settings and database creation for the migration tool.
import { loadPg, pgConnectionString } from './service-packages.mjs';

/**
 * Discrete pg settings rather than a connection string: pg lets `connectionString` override `database`, and the
 * Prisma adapter derives its shadow database by overriding `database`, which must then really change.
 * @param {string} serviceDir
 * @param {string} url
 */
export function connectionConfig(serviceDir, url) {
  const { parseIntoClientConfig } = pgConnectionString(serviceDir);
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
 * @param {string} serviceDir
 * @param {Record<string, unknown>} config
 * @param {(client: import('pg').Client) => Promise<T>} fn
 */
async function withMaintenanceClient(serviceDir, config, fn) {
  const pg = loadPg(serviceDir);
  const client = new pg.Client({ ...config, database: 'postgres' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {string} serviceDir
 * @param {Record<string, unknown> & { database: string }} config
 * @param {{ create: boolean }} options
 * @returns {Promise<'exists' | 'created'>}
 */
export async function ensureDatabase(serviceDir, config, { create }) {
  return withMaintenanceClient(serviceDir, config, async (client) => {
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
 * @param {string} serviceDir
 * @param {Record<string, unknown> & { database: string }} config
 */
export async function dropDatabase(serviceDir, config) {
  await withMaintenanceClient(serviceDir, config, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(config.database)} WITH (FORCE)`);
  });
}

/** @param {string} name */
function quoteIdentifier(name) {
  return `"${name.replaceAll('"', '""')}"`;
}
