// Prisma's schema engine compiled to WebAssembly (npm @prisma/schema-engine-wasm), driven through
// @prisma/adapter-pg. Used where the CLI's native engine cannot be downloaded.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dropDatabase, ensureDatabase, quoteIdentifier } from './database.mjs';
import { createPool } from './pg-pool.mjs';
import { importAdapterDependency, importPackage, resolvePackage } from './service-packages.mjs';

/** No externally managed tables or enums. */
export const NO_FILTERS = { externalTables: [], externalEnums: [] };

/**
 * The package's entry imports the .wasm file as an ES module, which Node 20 does not do without a flag;
 * instantiate it by hand with the generated bindings as its import object instead.
 */
function loadBindings() {
  bindingsOnce ??= instantiateBindings();
  return bindingsOnce;
}
/** @type {Promise<any> | undefined} one instance per process: the bindings module keeps a single wasm instance */
let bindingsOnce;

async function instantiateBindings() {
  // Where the engine's panic handler writes a Rust panic's message before the wasm traps; without it, a panic shows
  // only as "Cannot read properties of undefined (reading 'set_message')".
  globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message: (/** @type {string} */ message) => console.error(`schema engine panicked: ${message}`),
  };
  const bindingsPath = resolvePackage('@prisma/schema-engine-wasm/schema_engine_bg');
  const bindings = await importPackage('@prisma/schema-engine-wasm/schema_engine_bg');
  const wasmBytes = await readFile(path.join(path.dirname(bindingsPath), 'schema_engine_bg.wasm'));
  const { instance } = await WebAssembly.instantiate(wasmBytes, { './schema_engine_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return bindings;
}

/**
 * An engine working in one Postgres schema; `close()` frees it and ends its connections. The engine takes a
 * session-level advisory lock around its work, and adapter-pg's pool may unlock on another connection than the
 * one that locked: only ending the pool releases the lock for the next engine (the service's after the platform's).
 * @param {Record<string, unknown> & { database: string }} connection discrete pg settings (see database.mjs)
 * @param {{ schema: string, verbose?: boolean }} options `schema`: the Postgres schema the engine works in
 *   (its tables and its `_prisma_migrations` history)
 */
export async function openSchemaEngine(connection, { schema, verbose = false }) {
  const bindings = await loadBindings();
  const { bindMigrationAwareSqlAdapterFactory } = await importAdapterDependency('@prisma/driver-adapter-utils');
  const factory = await adapterFactory(connection, schema);
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  const log = (/** @type {string} */ line) => {
    if (verbose) process.stderr.write(`[schema-engine] ${line}\n`);
  };
  try {
    const engine = await bindings.SchemaEngine.new({ datamodels: undefined }, log, adapter);
    return Object.assign(engine, {
      async close() {
        engine.free();
        await factory.disposeAll();
      },
    });
  } catch (error) {
    await factory.disposeAll();
    throw adapter.errorRegistry.lookupError(error)?.error ?? error;
  }
}

/**
 * A migration-aware PrismaPg factory over our own pools (see pg-pool.mjs). Its shadow database replaces the
 * adapter's own, which (7.10) drops the database while its pool is still connected: that fails and leaves the
 * database behind. This one closes the pool first and drops with FORCE.
 * @param {Record<string, unknown> & { database: string }} connection
 * @param {string} schema
 */
async function adapterFactory(connection, schema) {
  const { PrismaPg } = await importPackage('@prisma/adapter-pg');
  // The engine writes `_prisma_migrations` and unqualified names into the session's search_path.
  const factoryFor = (/** @type {Record<string, unknown>} */ settings) =>
    new PrismaPg(createPool({ ...settings, options: `-c search_path=${quoteIdentifier(schema)}` }), {
      schema,
      disposeExternalPool: true,
    });
  const main = factoryFor(connection);
  /** @type {{ dispose(): Promise<void> }[]} */
  const connected = [];
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    async connect() {
      const adapter = await main.connect();
      connected.push(adapter);
      return adapter;
    },
    async disposeAll() {
      await Promise.all(connected.splice(0).map((adapter) => adapter.dispose().catch(() => {})));
    },
    async connectToShadowDb() {
      const shadow = { ...connection, database: `prisma_migrate_shadow_db_${randomUUID()}` };
      await ensureDatabase(shadow, { create: true });
      const adapter = await factoryFor(shadow).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await dropDatabase(shadow);
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
