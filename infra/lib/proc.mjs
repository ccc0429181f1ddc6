// Processes (execa): finding executables, running commands with prefixed output, and a supervisor for the
// long-running children of `npm start` (each in its own process group so a stop reaches its children).
import fs from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { formatPrefix } from './log.mjs';
import { dataPath } from './paths.mjs';

const EXTRA_PATH = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/**
 * Full path of an executable on PATH (plus the sbin folders, where nginx lives), or null.
 * @param {string} cmd
 */
export function which(cmd) {
  if (cmd.includes('/')) return fs.existsSync(cmd) ? cmd : null;
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), ...EXTRA_PATH]) {
    const full = dir && path.join(dir, cmd);
    try {
      if (full && fs.statSync(full).isFile()) return (fs.accessSync(full, fs.constants.X_OK), full);
    } catch {
      /* keep looking */
    }
  }
  return null;
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Fields of /proc/<pid>/stat after the command name (field 3 onwards), or null. @param {number} pid */
function procStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Whether a process exists and is not a zombie (killed but not yet reaped). @param {number} pid */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return /** @type {NodeJS.ErrnoException} */ (e).code === 'EPERM';
  }
  const state = procStat(pid)?.[0];
  return state !== 'Z' && state !== 'X';
}

/**
 * The kernel's start time of a process (field 22 of /proc/<pid>/stat): with the pid it identifies one
 * process for good, so a recorded pid that was reused by something else is never signalled.
 * @param {number} pid
 */
export const procStartTime = (pid) => (isAlive(pid) ? (procStat(pid)?.[19] ?? null) : null);

/** @param {number} pid */
export function procCmdline(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/**
 * Signals a whole process group (children are started detached, so pid == pgid), falling back to the pid.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 * @param {boolean} [groupOnly] do not fall back to the single pid (it may be reused once the process is gone)
 */
export function killGroup(pid, signal, groupOnly = false) {
  for (const target of groupOnly ? [-pid] : [-pid, pid]) {
    try {
      process.kill(target, signal);
      return true;
    } catch {
      /* next */
    }
  }
  return false;
}

/**
 * execa's stdout/stderr for a child: each line to our stdout with a prefix (unless quiet), to
 * `.data/logs/<name>.log`, and (with `keep`) to the result's `all`.
 * @param {string} name
 * @param {{ quiet?: boolean, keep?: boolean }} opts
 */
function prefixedOutput(name, { quiet = false, keep = false }) {
  fs.mkdirSync(dataPath('logs'), { recursive: true });
  const prefix = function* (/** @type {string} */ line) {
    if (!quiet) process.stdout.write(`${formatPrefix(name)} ${line}\n`);
    yield line;
  };
  const file = { file: dataPath('logs', `${name.replace(/[^\w.-]/g, '_')}.log`), append: true };
  return /** @type {const} */ ([prefix, file, ...(keep ? ['pipe'] : [])]);
}

/** Commands running in the foreground (install, build, migrations), so a Ctrl-C can stop them. */
/** @type {Set<number>} */
const foreground = new Set();

export function stopForeground() {
  for (const pid of foreground) killGroup(pid, 'SIGTERM');
}

/**
 * Runs a command to completion with prefixed output.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, name?: string, quiet?: boolean, inherit?: boolean }} [opts]
 * @returns {Promise<{ code: number, output: string }>}
 */
export async function run(cmd, args, opts = {}) {
  const output = opts.inherit ? 'inherit' : prefixedOutput(opts.name ?? path.basename(cmd), { quiet: opts.quiet, keep: true });
  const subprocess = execa(cmd, args, {
    cwd: opts.cwd, env: opts.env ?? process.env, extendEnv: false, stdin: 'ignore', stdout: output, stderr: output,
    all: !opts.inherit, detached: true, reject: false, maxBuffer: 64 * 1024 * 1024,
  });
  if (subprocess.pid) foreground.add(subprocess.pid);
  const result = await subprocess;
  if (subprocess.pid) foreground.delete(subprocess.pid);
  if (result.exitCode === undefined && !result.signal) return { code: 127, output: result.message }; // could not start
  return { code: result.exitCode ?? 128, output: typeof result.all === 'string' ? result.all : '' };
}

/**
 * Who listens on a TCP port (pid and command), from `ss`; null when unknown.
 * @param {number} port
 */
export async function portHolder(port) {
  if (!which('ss')) return null;
  const { output } = await run('ss', ['-ltnpH', `sport = :${port}`], { quiet: true, name: 'ss' });
  const m = /pid=(\d+)/.exec(output);
  if (!m) return null;
  const pid = Number(m[1]);
  return { pid, command: procCmdline(pid).slice(0, 120) };
}

/**
 * Stops a child started detached (its own process group): SIGTERM to the group, SIGKILL after 30 s.
 * @param {import('node:child_process').ChildProcess | null} child
 */
export async function stopDetached(child) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid && killGroup(child.pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Restart policy of the supervisor: a child that exits on its own is started again after 0.5 s, then 1 s,
 * 2 s, ... up to 30 s between tries; a child that had run for 30 s counts as healthy again (back to 0.5 s).
 */
export const RESTART_POLICY = { firstDelayMs: 500, maxDelayMs: 30_000, stableMs: 30_000 };

/**
 * Delay before the `n`-th restart in a row (1-based): first, 2x first, 4x first, ... capped.
 * @param {number} n
 * @param {{ firstDelayMs: number, maxDelayMs: number }} [policy]
 */
export function restartDelay(n, policy = RESTART_POLICY) {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, n - 1), policy.maxDelayMs);
}

/**
 * A long-running child. On a restart the same object gets the new process (pid, startTime, exit, exited).
 * @typedef {object} Child
 * @property {string} name
 * @property {number} pid
 * @property {string | null} startTime
 * @property {Promise<{ code: number | null, signal: string | null }>} exited  the current process's exit
 * @property {{ code: number | null, signal: string | null } | null} exit
 * @property {(() => Promise<void>) | null} stop  custom stop for services we started outside the tree
 * @property {number} restarts  restarts in a row (reset once a process has run for `stableMs`)
 * @property {number} startedAt  when the current process was started (epoch ms)
 * @property {ReturnType<typeof setTimeout> | null} restartTimer  a restart waiting for its delay
 * @property {(() => void) | null} launch  starts the process again
 */

/**
 * Starts, restarts and stops the long-running children. Every child runs in its own process group; `stopAll`
 * stops them in reverse order (SIGTERM, then SIGKILL after a grace period). While `restart` is false (start-up)
 * a child that exits is reported to `onUnexpectedExit(child, null)`; once it is true the child is started
 * again with back-off (`onUnexpectedExit(child, { delayMs, count })`, then `onRestarted(child)`).
 */
export class Supervisor {
  /** @type {Child[]} */
  children = [];
  stopping = false;
  /** Restart children that exit on their own (set once everything is up). */
  restart = false;
  /** @type {((child: Child, restart: { delayMs: number, count: number } | null) => void) | null} */
  onUnexpectedExit = null;
  /** @type {((child: Child) => void) | null} */
  onRestarted = null;
  /** @type {(() => void) | null} called whenever a child starts or stops (the lock file lists them) */
  onChange = null;

  /** @param {typeof RESTART_POLICY} [policy] */
  constructor(policy = RESTART_POLICY) {
    this.policy = policy;
  }

  /**
   * @param {string} name
   * @param {string} cmd
   * @param {string[]} args
   * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [opts]
   * @returns {Child}
   */
  start(name, cmd, args, opts = {}) {
    const output = prefixedOutput(name, { quiet: opts.quiet });
    /** @type {Child} */
    const child = {
      name, pid: -1, startTime: null, exit: null, stop: null, exited: Promise.resolve({ code: null, signal: null }),
      restarts: 0, startedAt: 0, restartTimer: null, launch: null,
    };
    child.launch = () => {
      const subprocess = execa(cmd, args, {
        cwd: opts.cwd, env: opts.env ?? process.env, extendEnv: false, stdin: 'ignore', stdout: output, stderr: output,
        detached: true, reject: false, buffer: false, cleanup: false,
      });
      const pid = subprocess.pid ?? -1;
      Object.assign(child, { pid, startTime: pid > 0 ? procStartTime(pid) : null, exit: null, startedAt: Date.now() });
      child.exited = subprocess.then((result) => {
        if (result.exitCode === undefined && !result.signal) process.stdout.write(`${formatPrefix(name)} failed to start: ${result.shortMessage}\n`);
        child.exit = { code: result.exitCode ?? (result.signal ? null : 127), signal: result.signal ?? null };
        return child.exit;
      });
      void child.exited.then(() => this.#exited(child));
    };
    child.launch();
    this.children.push(child);
    this.onChange?.();
    return child;
  }

  /** @param {Child} child */
  #exited(child) {
    // What the process left in its group (nginx workers holding the port, a service's workers) goes too.
    if (child.pid > 0) killGroup(child.pid, 'SIGKILL', true);
    this.onChange?.();
    if (this.stopping) return;
    if (!this.restart) {
      this.onUnexpectedExit?.(child, null);
      return;
    }
    if (Date.now() - child.startedAt >= this.policy.stableMs) child.restarts = 0;
    child.restarts += 1;
    const delayMs = restartDelay(child.restarts, this.policy);
    child.restartTimer = setTimeout(() => {
      child.restartTimer = null;
      if (this.stopping) return;
      child.launch?.();
      this.onChange?.();
      this.onRestarted?.(child);
    }, delayMs);
    this.onUnexpectedExit?.(child, { delayMs, count: child.restarts });
  }

  /**
   * Registers something we started outside our process tree (e.g. a system Postgres cluster) with its stop.
   * @param {string} name
   * @param {() => Promise<void>} stop
   */
  addExternal(name, stop) {
    this.children.push({
      name, pid: -1, startTime: null, exit: null, stop, exited: new Promise(() => {}),
      restarts: 0, startedAt: Date.now(), restartTimer: null, launch: null,
    });
    this.onChange?.();
  }

  /** Why a child is gone, in words. @param {Child} child */
  static describeExit(child) {
    if (!child.exit) return 'running';
    if (child.exit.signal) return `killed by ${child.exit.signal}`;
    return `exited with code ${child.exit.code}`;
  }

  /**
   * @param {{ graceMs?: number, log?: (msg: string) => void }} [opts]
   */
  async stopAll(opts = {}) {
    this.stopping = true;
    const graceMs = opts.graceMs ?? 10_000;
    for (const child of this.children) {
      if (child.restartTimer) clearTimeout(child.restartTimer); // a child waiting for its restart stays stopped
      child.restartTimer = null;
    }
    for (const child of [...this.children].reverse()) {
      if (child.stop) {
        opts.log?.(`stopping ${child.name}`);
        await child.stop().catch((e) => opts.log?.(`could not stop ${child.name}: ${e.message}`));
        continue;
      }
      if (child.exit || child.pid < 0) continue;
      opts.log?.(`stopping ${child.name} (pid ${child.pid})`);
      killGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        opts.log?.(`${child.name} did not stop in ${graceMs / 1000} s; killing it`);
        killGroup(child.pid, 'SIGKILL');
      }, graceMs);
      await child.exited;
      clearTimeout(timer);
    }
  }

  /** Children as recorded in the lock file (for cleaning up after a crashed `npm start`). */
  records() {
    return this.children
      .filter((c) => c.pid > 0 && !c.exit)
      .map((c) => ({ name: c.name, pid: c.pid, startTime: c.startTime }));
  }
}
