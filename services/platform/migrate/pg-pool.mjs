// pg pools for the schema engine's driver adapter.
import { loadPg } from './service-packages.mjs';

const PG_CHAR_OID = 18; // the single-byte `"char"` type of pg_catalog (relkind, contype, ...)
const PG_TEXT_OID = 25;

/**
 * @prisma/adapter-pg 7.10 rejects columns of type `"char"` ("Column type 'char' could not be deserialized"),
 * and the schema engine's Postgres describer reads several from pg_catalog, so every diff against a live or
 * shadow database would fail. pg already parses `"char"` as a string; report it as text so the adapter agrees.
 * @param {any} result a pg result, or an array of them for multi-statement queries
 */
function charColumnsAsText(result) {
  for (const single of Array.isArray(result) ? result : [result]) {
    for (const field of single?.fields ?? []) {
      if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    }
  }
  return result;
}

/** @param {any} pg the `pg` module */
function charAsTextClient(pg) {
  return class CharAsTextClient extends pg.Client {
    /** @param {any[]} args */
    query(...args) {
      const callbackIndex = args.findIndex((arg) => typeof arg === 'function');
      if (callbackIndex >= 0) {
        const callback = args[callbackIndex];
        args[callbackIndex] = (/** @type {unknown} */ error, /** @type {unknown} */ result) =>
          callback(error, error ? result : charColumnsAsText(result));
        return super.query(...args);
      }
      const pending = super.query(...args);
      return pending && typeof pending.then === 'function' ? pending.then(charColumnsAsText) : pending;
    }
  };
}

/** @param {Record<string, unknown>} connection discrete pg settings */
export function createPool(connection) {
  const pg = loadPg();
  return new pg.Pool({ ...connection, Client: charAsTextClient(pg) });
}
