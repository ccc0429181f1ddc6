// Loads the packages the migration tool needs from the service's own dependencies, so every service pins
// its own Prisma adapter and schema-engine versions.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @param {string} serviceDir */
export function serviceRequire(serviceDir) {
  return createRequire(path.join(serviceDir, 'package.json'));
}

/**
 * @param {string} serviceDir
 * @param {string} specifier
 */
export async function importFromService(serviceDir, specifier) {
  const resolved = serviceRequire(serviceDir).resolve(specifier);
  return import(pathToFileURL(resolved).href);
}

/**
 * `pg` exactly as @prisma/adapter-pg sees it: the adapter may carry its own copy, and it only accepts pools
 * made by that copy (an `instanceof` check).
 * @param {string} serviceDir
 */
function adapterRequire(serviceDir) {
  return createRequire(serviceRequire(serviceDir).resolve('@prisma/adapter-pg'));
}

/** @param {string} serviceDir @returns {any} */
export function loadPg(serviceDir) {
  return adapterRequire(serviceDir)('pg');
}

/** pg parses URLs with pg-connection-string, its own dependency. @param {string} serviceDir */
export function pgConnectionString(serviceDir) {
  return createRequire(adapterRequire(serviceDir).resolve('pg'))('pg-connection-string');
}
