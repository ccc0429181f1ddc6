#!/usr/bin/env node
// Fails unless every shared front-end package has the identical version spec in every front-end workspace
// that declares it (shell, shell/sdk's peer dependencies, every mfe-*, and any workspace that depends on a
// workspace package shared at run time, such as shell/ui) AND package-lock.json holds exactly one installed
// version of it. A workspace package shared at run time (@hp/shell-sdk) must be asked for by exactly its own
// version, the one each build provides to Module Federation's share scope. Two copies of React or of the
// session store break Module Federation at run time ("Invalid hook call", a second zustand store), and the
// builds do not ask the runtime to compare versions (shell/sdk/rspack/federation.js: sharedFor), so this
// runs in CI.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sharedPackageNames } from '../../shell/sdk/rspack/shared.js';
import { ROOT } from '../lib/paths.mjs';
import { frontEndWorkspaces } from '../lib/workspace.mjs';

/**
 * Shared packages: exact names, or a scope ending in `/*`. Those Module Federation shares at run time come from
 * the federation setup itself; the rest are kept in line because every front end builds with them.
 */
export const SHARED = [
  ...sharedPackageNames(),
  '@mantine/*',
  '@hookform/resolvers',
  '@module-federation/enhanced',
  '@rspack/*',
];

/** @param {string} name */
export function isShared(name) {
  return SHARED.some((p) => (p.endsWith('/*') ? name.startsWith(p.slice(0, -1)) : name === p));
}

const FIELDS = /** @type {const} */ (['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']);

/** A plain semver version, as Module Federation compares it. */
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * @typedef {{ name?: string, version?: string, dependencies?: Record<string, string>,
 *   devDependencies?: Record<string, string>, peerDependencies?: Record<string, string>,
 *   optionalDependencies?: Record<string, string> }} PackageJson
 * @typedef {{ packages: Record<string, { version?: string, link?: boolean }> }} Lockfile
 */

/** @param {Map<string, string[]>} bySpec  spec -> where */
const describeSpecs = (bySpec) => [...bySpec].map(([spec, where]) => `"${spec}" in ${where.join(', ')}`).join('; ');

/**
 * @param {{ workspaces: Record<string, PackageJson>, lock: Lockfile }} input workspaces by folder (e.g. "mfe-patient")
 * @returns {{ problems: string[], checked: string[] }}
 */
export function checkSharedVersions({ workspaces, lock }) {
  /** @type {string[]} */
  const problems = [];
  /** Shared packages that are workspaces here: name -> folder. They are links, not lockfile installs. */
  const local = new Map(
    Object.entries(workspaces).flatMap(([ws, pkg]) => (pkg.name && isShared(pkg.name) ? [[pkg.name, ws]] : [])),
  );
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
    const home = local.get(name);
    if (home === undefined) {
      if (bySpec.size > 1) problems.push(`${name} has different version specs: ${describeSpecs(bySpec)}`);
      continue;
    }
    const version = workspaces[home]?.version;
    if (!version || !SEMVER.test(version)) {
      problems.push(`${name} (${home}) needs a semver version: it is the version each build provides to Module Federation's share scope`);
      continue;
    }
    const others = new Map([...bySpec].filter(([spec]) => spec !== version));
    if (others.size > 0) {
      problems.push(`${name} is version ${version} (${home}), but other specs ask for it: ${describeSpecs(others)}`);
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
    if (!installed.has(name) && !local.has(name)) problems.push(`${name} is declared by front-end workspaces but not in package-lock.json (run npm install)`);
  }
  return { problems, checked: [...specs.keys()].sort() };
}

/** @param {string} root  @param {string} dir  @returns {PackageJson} */
const readPackage = (root, dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

/**
 * Every workspace folder the root package.json names (`services/*` expanded), relative to the root.
 * @param {string} root
 */
export function workspaceFolders(root) {
  /** @type {{ workspaces?: string[] }} */
  const rootPackage = readPackage(root, '.');
  return (rootPackage.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  }).filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')));
}

/**
 * package.json of every front-end workspace, keyed by its folder: shell, shell/sdk and every mfe-*, plus any
 * workspace that depends on one of their packages shared at run time (a front-end library such as shell/ui).
 * @param {string} [root]
 * @returns {Record<string, PackageJson>}
 */
export function readFrontEndWorkspaces(root = ROOT) {
  /** @type {Record<string, PackageJson>} */
  const out = {};
  for (const dir of frontEndWorkspaces()) out[dir] = readPackage(root, dir);
  const sharedHere = new Set(Object.values(out).flatMap((pkg) => (pkg.name && isShared(pkg.name) ? [pkg.name] : [])));
  for (const dir of workspaceFolders(root)) {
    if (dir in out) continue;
    const pkg = readPackage(root, dir);
    if (FIELDS.some((field) => Object.keys(pkg[field] ?? {}).some((name) => sharedHere.has(name)))) out[dir] = pkg;
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** @param {string} root */
export function main(root) {
  const workspaces = readFrontEndWorkspaces(root);
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const { problems, checked } = checkSharedVersions({ workspaces, lock });
  if (problems.length) {
    console.error(`Shared front-end packages are out of line (${problems.length} problem${problems.length > 1 ? 's' : ''}):`);
    for (const p of problems) console.error(`  - ${p}`);
    console.error('Use one exact version everywhere (npm install -w <workspace> <pkg>@<version>), then npm dedupe;');
    console.error("for a workspace package such as @hp/shell-sdk, its own version (then npm install).");
    return 1;
  }
  console.log(`shared front-end packages OK: ${checked.length} packages, one spec and one installed version each, in ${Object.keys(workspaces).join(', ')}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(main(ROOT));
}
