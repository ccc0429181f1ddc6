#!/usr/bin/env node
// Fails when package-lock.json lacks a dependency of a locked package, above all an optional one (another
// platform's native binary, say @swc/core-darwin-arm64). Such a lockfile installs on the machine that wrote it,
// but `npm ci` refuses it elsewhere ("Missing: ... from lock file"), or installs a tree without the package. It
// happens when the lockfile is updated by an install that prunes what the current platform cannot use;
// `npm install --package-lock-only` after deleting the package's entries (and its parent's) writes them again.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/paths.mjs';

/**
 * @typedef {{ packages: Record<string, { dependencies?: Record<string, string>,
 *   optionalDependencies?: Record<string, string>, link?: boolean }> }} Lockfile
 */

/**
 * Where npm would find `name` for the package at lockfile key `from`: its own node_modules, then each ancestor's.
 * @param {Lockfile} lock
 * @param {string} from
 * @param {string} name
 */
function resolves(lock, from, name) {
  let dir = from;
  for (;;) {
    if (lock.packages[path.posix.join(dir, 'node_modules', name)]) return true;
    if (dir === '') return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

/**
 * @param {Lockfile} lock
 * @returns {string[]} one line for each dependency the lockfile lacks
 */
export function missingPackages(lock) {
  const missing = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue; // a workspace link: its target's own entry lists the dependencies
    for (const [field, kind] of /** @type {const} */ ([['dependencies', 'dependency'], ['optionalDependencies', 'optional dependency']])) {
      for (const name of Object.keys(entry[field] ?? {})) {
        if (!resolves(lock, key, name)) missing.push(`${name} (${kind} of ${key || 'the root'})`);
      }
    }
  }
  return missing;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const missing = missingPackages(lock);
  if (missing.length > 0) {
    console.error(`package-lock.json lacks ${missing.length} package(s), so npm ci would refuse it:`);
    for (const line of missing) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`package-lock.json: every dependency of its ${Object.keys(lock.packages).length} entries is locked`);
}
