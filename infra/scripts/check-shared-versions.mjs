#!/usr/bin/env node
// Fails unless every shared front-end package has the identical version spec in every front-end workspace
// that declares it (shell, shell/sdk's peer dependencies, every mfe-*) AND package-lock.json holds exactly
// one installed version of it. Two copies of React or of the session store break Module Federation at run
// time ("Invalid hook call", a second zustand store), so this runs in CI.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, fromRoot } from '../lib/paths.mjs';
import { frontEndWorkspaces } from '../lib/workspace.mjs';

/** Shared packages: exact names, or a scope ending in `/*`. */
export const SHARED = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@mantine/*',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  '@module-federation/enhanced',
  '@rspack/*',
];

/** @param {string} name */
export function isShared(name) {
  return SHARED.some((p) => (p.endsWith('/*') ? name.startsWith(p.slice(0, -1)) : name === p));
}

const FIELDS = /** @type {const} */ (['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']);

/**
 * @typedef {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }} PackageJson
 * @typedef {{ packages: Record<string, { version?: string, link?: boolean }> }} Lockfile
 */

/**
 * @param {{ workspaces: Record<string, PackageJson>, lock: Lockfile }} input workspaces by folder (e.g. "mfe-patient")
 * @returns {{ problems: string[], checked: string[] }}
 */
export function checkSharedVersions({ workspaces, lock }) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, Map<string, string[]>>} package -> spec -> where */
  const specs = new Map();
  for (const [ws, pkg] of Object.entries(workspaces)) {
    for (const field of FIELDS) {
      for (const [name, spec] of Object.entries(pkg[field] ?? {})) {
        if (!isShared(name)) continue;
        const bySpec = specs.get(name) ?? new Map();
        bySpec.set(spec, [...(bySpec.get(spec) ?? []), field === 'dependencies' ? ws : `${ws} (${field})`]);
        specs.set(name, bySpec);
      }
    }
  }
  for (const [name, bySpec] of [...specs].sort(([a], [b]) => a.localeCompare(b))) {
    if (bySpec.size > 1) {
      const detail = [...bySpec].map(([spec, where]) => `"${spec}" in ${where.join(', ')}`).join('; ');
      problems.push(`${name} has different version specs: ${detail}`);
    }
  }

  // Installed copies: every lockfile entry whose path ends in node_modules/<shared package>.
  /** @type {Map<string, Map<string, string[]>>} package -> version -> lockfile paths */
  const installed = new Map();
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    const i = key.lastIndexOf('node_modules/');
    if (i < 0 || entry.link || !entry.version) continue;
    const name = key.slice(i + 'node_modules/'.length);
    if (!isShared(name)) continue;
    const byVersion = installed.get(name) ?? new Map();
    byVersion.set(entry.version, [...(byVersion.get(entry.version) ?? []), key]);
    installed.set(name, byVersion);
  }
  for (const [name, byVersion] of [...installed].sort(([a], [b]) => a.localeCompare(b))) {
    if (byVersion.size > 1) {
      const detail = [...byVersion].map(([v, where]) => `${v} at ${where.join(', ')}`).join('; ');
      problems.push(`${name} is installed in ${byVersion.size} versions (package-lock.json): ${detail}`);
    }
  }
  for (const name of specs.keys()) {
    if (!installed.has(name)) problems.push(`${name} is declared by front-end workspaces but not in package-lock.json (run npm install)`);
  }
  return { problems, checked: [...specs.keys()].sort() };
}

/**
 * package.json of every front-end workspace (shell, shell/sdk and every mfe-*), keyed by its folder.
 * @returns {Record<string, PackageJson>}
 */
export function readFrontEndWorkspaces() {
  /** @type {Record<string, PackageJson>} */
  const out = {};
  for (const dir of frontEndWorkspaces().sort()) {
    out[dir] = JSON.parse(fs.readFileSync(fromRoot(dir, 'package.json'), 'utf8'));
  }
  return out;
}

/** @param {string} root */
export function main(root) {
  const workspaces = readFrontEndWorkspaces();
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const { problems, checked } = checkSharedVersions({ workspaces, lock });
  if (problems.length) {
    console.error(`Shared front-end packages are out of line (${problems.length} problem${problems.length > 1 ? 's' : ''}):`);
    for (const p of problems) console.error(`  - ${p}`);
    console.error('Use one exact version everywhere (npm install -w <workspace> <pkg>@<version>), then npm dedupe.');
    return 1;
  }
  console.log(`shared front-end packages OK: ${checked.length} packages, one spec and one installed version each, in ${Object.keys(workspaces).join(', ')}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(main(ROOT));
}
