// Prisma's schema engine compiled to WebAssembly (npm @prisma/schema-engine-wasm), driven through the service's
// own @prisma/adapter-pg. Used where the CLI's native engine cannot be downloaded.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dropDatabase, ensureDatabase } from './database.mjs';
import { createPool } from './pg-pool.mjs';
import { importFromService, serviceRequire } from './service-packages.mjs';

/** No externally managed tables or enums. */
export const NO_FILTERS = { externalTables: [], externalEnums: [] };

/**
 * The package's entry imports the .wasm file as an ES module, which Node 20 does not do without a flag;
 * instantiate it by hand with the generated bindings as its import object instead.
 * @param {string} serviceDir
 */
async function loadBindings(serviceDir) {
  const bindingsPath = serviceRequire(serviceDir).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bindings = await importFromService(serviceDir, '@prisma/schema-engine-wasm/schema_engine_bg');
  const wasmBytes = await readFile(path.join(path.dirname(bindingsPath), 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(wasmBytes, { './schema_engine_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bindings;
}

/**
 * @param {string} serviceDir
 * @param {Record<string, unknown> & { database: string }} connection discrete pg settings (see database.mjs)
 * @param {{ verbose?: boolean }} [options]
 */
export async function openSchemaEngine(serviceDir, connection, { verbose = false } = {}) {
  const bindings = await loadBindings(serviceDir);
  const { bindMigrationAwareSqlAdapterFactory } = await importFromService(
    serviceDir,
    '@prisma/driver-adapter-utils',
  );
  const adapter = bindMigrationAwareSqlAdapterFactory(await adapterFactory(serviceDir, connection));
  const log = (/** @type {string} */ line) => {
    if (verbose) process.stderr.write(`[schema-engine] ${line}\n`);
  };
  try {
    return await bindings.SchemaEngine.new({ datamodels: undefined }, log, adapter);
  } catch (error) {
    throw adapter.errorRegistry.lookupError(error)?.error ?? error;
  }
}

/**
 * A migration-aware PrismaPg factory over our own pools (see pg-pool.mjs). Its shadow database replaces the
 * adapter's own, which (7.10) drops the database while its pool is still connected: that fails and leaves the
 * database behind. This one closes the pool first and drops with FORCE.
 * @param {string} serviceDir
 * @param {Record<string, unknown> & { database: string }} connection
 */
async function adapterFactory(serviceDir, connection) {
  const { PrismaPg } = await importFromService(serviceDir, '@prisma/adapter-pg');
  const factoryFor = (/** @type {Record<string, unknown>} */ settings) =>
    new PrismaPg(createPool(serviceDir, settings), { disposeExternalPool: true });
  const main = factoryFor(connection);
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: () => main.connect(),
    async connectToShadowDb() {
      const shadow = { ...connection, database: `prisma_migrate_shadow_db_${randomUUID()}` };
      await ensureDatabase(serviceDir, shadow, { create: true });
      const adapter = await factoryFor(shadow).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await dropDatabase(serviceDir, shadow);
      };
      return adapter;
    },
  };
}

/**
 * Engine errors arrive as plain objects or errors with a `message`; make them printable.
 * @param {unknown} error
 */
export function describeEngineError(error) {
  if (error && typeof error === 'object') {
    const { code, message } = /** @type {{ code?: string; message?: string }} */ (error);
    if (message) return code ? `${code}: ${message}` : message;
  }
  return String(error);
}
