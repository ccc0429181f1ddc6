// `npm ci` when node_modules is absent or does not match package-lock.json. Runs before the dependencies are
// installed, so node: built-ins only (entry scripts import the rest of lib/ after it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fromRoot, ROOT } from './paths.mjs';

/**
 * Compares package-lock.json with npm's own record of what is installed (node_modules/.package-lock.json).
 * @returns {string | null} why an install is needed, or null when node_modules is up to date
 */
export function installNeeded() {
  const lockFile = fromRoot('package-lock.json');
  const hidden = fromRoot('node_modules', '.package-lock.json');
  if (!fs.existsSync(fromRoot('node_modules'))) return 'node_modules is missing';
  if (!fs.existsSync(lockFile)) return 'package-lock.json is missing';
  if (!fs.existsSync(hidden)) return 'node_modules has no install record';
  /** @type {{ packages: Record<string, { version?: string, link?: boolean, optional?: boolean, dev?: boolean, os?: string[], cpu?: string[] }> }} */
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  /** @type {typeof lock} */
  const installed = JSON.parse(fs.readFileSync(hidden, 'utf8'));
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.includes('node_modules/')) continue;
    const have = installed.packages[key];
    if (!have) {
      // Optional packages for other platforms (native binaries) are never installed here.
      if (entry.optional) continue;
      return `${key.replace(/^.*node_modules\//, '')} is not installed`;
    }
    if (entry.link ? have.link !== true : have.version !== entry.version) {
      return `${key.replace(/^.*node_modules\//, '')} ${have.version ?? 'link'} is installed, the lockfile wants ${entry.version ?? 'a link'}`;
    }
  }
  return null;
}

/**
 * `npm ci`: exactly the locked versions, and never a change to package-lock.json. The lockfile holds every
 * platform's optional packages (infra/scripts/check-lockfile.mjs keeps it so), so `npm ci` has no reason to refuse it.
 * @param {import('./log.mjs').Logger} log
 * @returns {Promise<boolean>} true when an install ran
 */
export async function ensureNodeModules(log) {
  const reason = installNeeded();
  if (!reason) return false;
  log.step(`installing dependencies (${reason}): npm ci`);
  const { status: code } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (code !== 0) throw new Error(`npm ci failed (exit ${code}); if it says the lockfile is out of sync, run npm install and commit package-lock.json`);
  return true;
}
