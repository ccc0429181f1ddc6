// Node 24 LTS for every script of the repository, also on a machine whose Node is older (Debian 12 has 20).
//
// `await ensureNode24()` is the first statement of every entry script (start, test, bench, admin:create). On an
// older Node it installs Node 24 from the npm registry into .data/runtime (once; the package `node-<os>-<cpu>`
// holds the official binary and has no install script), then runs the same script again under that binary,
// with its folder first on PATH, so that npm, turbo, jest and every child also run on Node 24 (and npm
// prints no EBADENGINE warnings). The first process only forwards signals and exits with the second's status.
//
// This module runs on the old Node: node: built-ins only. Entry scripts import everything else after the
// call, with `await import(...)` (static imports are evaluated before it, and some packages need Node >= 22).
//
// Also a command: `node infra/lib/node-runtime.mjs` installs when needed and prints the folder to put first on
// PATH (used by .ci/run).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const NODE_MAJOR = 24;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RUNTIME_DIR = path.join(ROOT, '.data', 'runtime');
/** Set in the re-run script's environment: the binary it was started with (guards against a loop). */
const MARKER = 'HP_NODE_RUNTIME';

/** npm package with the official Node binary for this machine (what the `node` package's preinstall picks). */
export function runtimePackage(platform = process.platform, arch = process.arch) {
  const prefix = platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${arch}`;
}

/** Folder that holds `node` once installed (put first on PATH). @param {string} [dir] */
export const runtimeBinDir = (dir = RUNTIME_DIR) => path.join(dir, 'node_modules', '.bin');

/**
 * Major version of the Node installed in `dir`, or null.
 * @param {string} [dir]
 */
export function installedMajor(dir = RUNTIME_DIR) {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', runtimePackage(), 'package.json'), 'utf8'));
    if (!fs.existsSync(path.join(runtimeBinDir(dir), 'node'))) return null;
    return Number(String(pkg.version).split('.')[0]);
  } catch {
    return null;
  }
}

/**
 * What to do, from the running version, what is installed, and whether this process is already the re-run.
 * @param {{ running: string, installed: number | null, rerun: boolean, major?: number }} o
 * @returns {'continue' | 'rerun' | 'install-and-rerun' | 'fail'}
 */
export function bootstrapDecision({ running, installed, rerun, major = NODE_MAJOR }) {
  if (Number(running.replace(/^v/, '').split('.')[0]) >= major) return 'continue';
  if (rerun) return 'fail'; // started by us with the installed binary, and still old: never loop
  return installed !== null && installed >= major ? 'rerun' : 'install-and-rerun';
}

/**
 * Installs Node `major` into `dir` with npm (into a temporary folder first, then renamed, so that two scripts
 * starting at once never share a half-written folder).
 * @param {{ dir?: string, major?: number, log?: (msg: string) => void }} [o]
 */
export function installRuntime({ dir = RUNTIME_DIR, major = NODE_MAJOR, log = (m) => process.stderr.write(`${m}\n`) } = {}) {
  const spec = `${runtimePackage()}@${major}`;
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  log(`node: this is Node ${process.versions.node}; the repository needs Node >= ${major}. Installing ${spec} from the npm registry into ${path.relative(ROOT, dir)} (once) ...`);
  const started = Date.now();
  const npm = spawnSync(
    'npm',
    ['install', '--prefix', tmp, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec],
    { stdio: ['ignore', 'ignore', 'inherit'], cwd: tmp },
  );
  if (npm.status !== 0 || installedMajor(tmp) === null) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new Error(
      `could not install ${spec} with npm (${npm.error?.message ?? `exit ${npm.status}`}). Install Node ${major} LTS yourself and run again.`,
    );
  }
  if ((installedMajor(dir) ?? 0) < major) fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(tmp, dir);
  } catch (e) {
    // Another script installed it at the same moment: use theirs.
    fs.rmSync(tmp, { recursive: true, force: true });
    if ((installedMajor(dir) ?? 0) < major) throw e;
  }
  log(`node: installed Node ${major} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The environment of a process run on the installed Node: its folder first on PATH, and npm's own hints
 * about which Node runs it pointed at the new binary.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [dir]
 */
export function runtimeEnv(env, dir = RUNTIME_DIR) {
  const bin = runtimeBinDir(dir);
  const node = path.join(bin, 'node');
  const out = { ...env, PATH: [bin, ...(env.PATH ?? '').split(path.delimiter).filter((p) => p && p !== bin)].join(path.delimiter) };
  out[MARKER] = node;
  out.NODE = node;
  if (out.npm_node_execpath) out.npm_node_execpath = node;
  delete out.npm_config_user_agent; // names the old Node; npm rebuilds it
  return out;
}

/**
 * Makes sure this script runs on Node >= 24; otherwise installs it (once) and runs the script again under it.
 * Resolves only when the current process may go on; the first process of a re-run never resolves (it exits
 * with the re-run's status).
 * @returns {Promise<void>}
 */
export async function ensureNode24() {
  const decision = bootstrapDecision({
    running: process.versions.node,
    installed: installedMajor(),
    rerun: Boolean(process.env[MARKER]),
  });
  if (decision === 'continue') return;
  if (decision === 'fail') {
    process.stderr.write(`node: ${process.env[MARKER]} is Node ${process.versions.node}, not ${NODE_MAJOR}; remove ${RUNTIME_DIR} and run again\n`);
    process.exit(1);
  }
  if (decision === 'install-and-rerun') {
    try {
      installRuntime();
    } catch (e) {
      process.stderr.write(`node: ${/** @type {Error} */ (e).message}\n`);
      process.exit(1);
    }
  }
  const child = spawn(path.join(runtimeBinDir(), 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: runtimeEnv(process.env),
  });
  // Same process group: a Ctrl-C in the terminal reaches both; the scripts treat a signal repeated within a
  // second as one. A signal sent to this process alone (kill <pid>) is passed on.
  for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(sig, () => child.kill(sig));
  }
  child.on('error', (e) => {
    process.stderr.write(`node: could not run ${runtimeBinDir()}/node: ${e.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.removeAllListeners(sig);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
  await new Promise(() => {});
}

// As a command: install when needed, print the folder to put first on PATH.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) {
    process.stdout.write(`${path.dirname(process.execPath)}\n`);
  } else {
    if ((installedMajor() ?? 0) < NODE_MAJOR) installRuntime();
    process.stdout.write(`${runtimeBinDir()}\n`);
  }
}
