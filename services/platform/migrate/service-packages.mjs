// The Prisma packages the migration tool drives, resolved from the platform package (one pinned version of
// @prisma/schema-engine-wasm and @prisma/adapter-pg for every service).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const platformRequire = createRequire(import.meta.url);

/** @param {string} specifier */
export function resolvePackage(specifier) {
  return platformRequire.resolve(specifier);
}

/** @param {string} specifier */
export async function importPackage(specifier) {
  return import(pathToFileURL(resolvePackage(specifier)).href);
}

/**
 * A require as seen from @prisma/adapter-pg: the adapter may carry its own copy of `pg` and only accepts pools
 * made by that copy (an `instanceof` check); @prisma/driver-adapter-utils is its dependency.
 */
function adapterRequire() {
  return createRequire(resolvePackage('@prisma/adapter-pg'));
}

/** @returns {any} `pg` exactly as @prisma/adapter-pg sees it */
export function loadPg() {
  return adapterRequire()('pg');
}

/** @param {string} specifier a dependency of @prisma/adapter-pg */
export async function importAdapterDependency(specifier) {
  return import(pathToFileURL(adapterRequire().resolve(specifier)).href);
}

/** pg parses URLs with pg-connection-string, its own dependency. */
export function pgConnectionString() {
  return createRequire(adapterRequire().resolve('pg'))('pg-connection-string');
}
