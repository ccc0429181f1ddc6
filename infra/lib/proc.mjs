// Processes: finding executables (which), running commands with prefixed output (execa), and the supervisor of
// `npm start`'s long-running children, each in its own process group so that a stop reaches its children too.
import fs from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import whichPackage from 'which';
import { formatPrefix } from './log.mjs';
import { waitFor } from './net.mjs';
import { dataPath } from './paths.mjs';

/** PATH with the sbin folders after it (Debian puts nginx and nats-server there; a user's PATH may lack them). */
export const pathWithSbin = (value = process.env.PATH ?? '') =>
  [...new Set([...value.split(path.delimiter).filter(Boolean), '/usr/local/sbin', '/usr/sbin', '/sbin'])].join(path.delimiter);

/** Full path of an executable on PATH or in the sbin folders, or null. @param {string} cmd */
export const which = (cmd) => whichPackage.sync(cmd, { nothrow: true, path: pathWithSbin() });

export const isRoot = () => process.getuid?.() === 0;

/** Fields of /proc/<pid>/stat from field 3 (the state) on, or null. @param {number} pid */
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
  return !['Z', 'X'].includes(procStat(pid)?.[0] ?? '');
}

/** The kernel's start time of a process (field 22): with the pid it names one process for good, never a reused pid. */
export const procStartTime = (/** @type {number} */ pid) => (isAlive(pid) ? (procStat(pid)?.[19] ?? null) : null);

export function procCmdline(/** @type {number} */ pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/**
 * Signals a process group (children are started detached: pid == pgid), else (unless `groupOnly`: the pid may be
 * reused once its process is gone) the single pid.
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
export function killGroup(pid, signal, groupOnly = false) {
  for (const target of groupOnly ? [-pid] : [-pid, pid]) {
    try {
      return (process.kill(target, signal), true);
    } catch {
      /* next */
    }
  }
  return false;
}

/** execa's stdout/stderr: each line prefixed to our stdout (unless quiet), to .data/logs/<name>.log, kept with `keep`. */
function prefixedOutput(/** @type {string} */ name, { quiet = false, keep = false }) {
  fs.mkdirSync(dataPath('logs'), { recursive: true });
  const prefix = function* (/** @type {string} */ line) {
    if (!quiet) process.stdout.write(`${formatPrefix(name)} ${line}\n`);
    yield line;
  };
  const file = { file: dataPath('logs', `${name.replace(/[^\w.-]/g, '_')}.log`), append: true };
  return /** @type {const} */ ([prefix, file, ...(keep ? ['pipe'] : [])]);
}

const execaOptions = (/** @type {{ cwd?: string, env?: NodeJS.ProcessEnv }} */ opts, /** @type {unknown} */ output) =>
  /** @type {const} */ ({
    cwd: opts.cwd, env: opts.env ?? process.env, extendEnv: false, stdin: 'ignore', stdout: output, stderr: output,
    detached: true, reject: false,
  });

/**
 * Calls `stop(signal)` on the first of `signals` and `kill()` on a second one. One Ctrl-C can arrive twice (from
 * the terminal and from the Node 24 launcher): within 1 s it counts once.
 * @param {NodeJS.Signals[]} signals
 * @param {(signal: NodeJS.Signals) => void} stop
 * @param {() => void} kill
 */
export function onStopSignals(signals, stop, kill) {
  let firstAt = 0;
  for (const signal of signals) {
    process.on(signal, () => {
      if (firstAt && Date.now() - firstAt < 1000) return;
      if (firstAt) return kill();
      firstAt = Date.now();
      stop(signal);
    });
  }
}

/** Commands running in the foreground (install, build, migrations), so that a Ctrl-C stops them. */
const foreground = new Set();
export const stopForeground = () => foreground.forEach((pid) => killGroup(pid, 'SIGTERM'));

/**
 * Runs a command to completion with prefixed output.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, name?: string, quiet?: boolean, inherit?: boolean }} [opts]
 * @returns {Promise<{ code: number, output: string }>}
 */
export async function run(cmd, args, opts = {}) {
  const output = opts.inherit ? 'inherit' : prefixedOutput(opts.name ?? path.basename(cmd), { quiet: opts.quiet, keep: true });
  const options = { ...execaOptions(opts, output), all: !opts.inherit, maxBuffer: 64 * 1024 * 1024 };
  const subprocess = execa(cmd, args, /** @type {any} */ (options));
  foreground.add(subprocess.pid);
  const result = await subprocess;
  foreground.delete(subprocess.pid);
  if (result.exitCode === undefined && !result.signal) return { code: 127, output: result.message }; // could not start
  return { code: result.exitCode ?? 128, output: typeof result.all === 'string' ? result.all : '' };
}

/** Who listens on a TCP port (pid and command, from `ss`), or null. @param {number} port */
export async function portHolder(port) {
  if (!which('ss')) return null;
  const pid = Number(/pid=(\d+)/.exec((await run('ss', ['-ltnpH', `sport = :${port}`], { quiet: true })).output)?.[1]);
  return pid ? { pid, command: procCmdline(pid).slice(0, 120) } : null;
}

/**
 * Stops a process group: SIGTERM, SIGKILL after `graceMs`; resolves once the leader has exited.
 * @param {number} pid
 * @param {Promise<unknown>} exited
 */
async function stopGroup(pid, exited, graceMs = 10_000, onKill = () => {}) {
  killGroup(pid, 'SIGTERM');
  const timer = setTimeout(() => (onKill(), killGroup(pid, 'SIGKILL')), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Stops a child started detached (its own process group). @param {import('node:child_process').ChildProcess | null} child */
export async function stopDetached(child) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  await stopGroup(child.pid, new Promise((resolve) => child.once('exit', resolve)), 30_000);
}

/** A child that exits on its own is started again after 0.5 s, 1 s, 2 s ... 30 s; 30 s up counts as healthy again. */
export const RESTART_POLICY = { firstDelayMs: 500, maxDelayMs: 30_000, stableMs: 30_000 };

/** Delay before the `n`-th restart in a row (1-based). @param {number} n */
export const restartDelay = (n, policy = RESTART_POLICY) => Math.min(policy.firstDelayMs * 2 ** Math.max(0, n - 1), policy.maxDelayMs);

/**
 * A long-running child; a restart gives the same object the new process (pid, startTime, exit, exited).
 * `stop` is set for something started outside our tree (a system Postgres cluster).
 * @typedef {{ name: string, pid: number, startTime: string | null, exit: { code: number | null, signal: string | null } | null,
 *   exited: Promise<unknown>, stop: (() => Promise<void>) | null, restarts: number, startedAt: number,
 *   restartTimer: ReturnType<typeof setTimeout> | null, launch: () => void }} Child
 */

/** @param {string} name @param {Partial<Child>} [fields] @returns {Child} */
const newChild = (name, fields) => ({
  name, pid: -1, startTime: null, exit: null, exited: Promise.resolve(), stop: null, restarts: 0, startedAt: 0, restartTimer: null,
  launch: () => {},
  ...fields,
});

/**
 * Starts, restarts and stops the long-running children. While `restart` is false (start-up) a child that exits is
 * reported to `onUnexpectedExit(child, null)`; once it is true the child is started again with back-off
 * (`onUnexpectedExit(child, { delayMs, count })`, then `onRestarted(child)`). `stopAll` stops them in reverse order.
 */
export class Supervisor {
  /** @type {Child[]} */
  children = [];
  stopping = false;
  restart = false;
  /** @type {((child: Child, restart: { delayMs: number, count: number } | null) => void) | null} */
  onUnexpectedExit = null;
  /** @type {((child: Child) => void) | null} */
  onRestarted = null;
  /** @type {(() => void) | null} called whenever a child starts or stops (the lock file lists them) */
  onChange = null;

  constructor(policy = RESTART_POLICY) {
    this.policy = policy;
  }

  /**
   * @param {string} name
   * @param {string} cmd
   * @param {string[]} args
   * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [opts]
   */
  start(name, cmd, args, opts = {}) {
    const output = prefixedOutput(name, opts);
    const child = newChild(name);
    child.launch = () => {
      const subprocess = execa(cmd, args, /** @type {any} */ ({ ...execaOptions(opts, output), buffer: false, cleanup: false }));
      const pid = subprocess.pid ?? -1;
      Object.assign(child, { pid, startTime: pid > 0 ? procStartTime(pid) : null, exit: null, startedAt: Date.now() });
      // The 'exit' event, not execa's promise: that one waits for the output pipes, which the process's own
      // children (nginx workers) keep open after it was killed.
      const exitEvent = new Promise((resolve) => {
        subprocess.nodeChildProcess.once('exit', (code, signal) => resolve({ code, signal }));
      });
      const settled = subprocess.then((result) => {
        const notStarted = result.exitCode === undefined && !result.signal;
        if (notStarted) process.stdout.write(`${formatPrefix(name)} failed to start: ${result.shortMessage}\n`);
        return { code: result.exitCode ?? (result.signal ? null : 127), signal: result.signal ?? null };
      });
      child.exited = Promise.race([exitEvent, settled]).then((exit) => {
        child.exit = /** @type {Child['exit']} */ (exit);
        this.#exited(child);
      });
    };
    child.launch();
    this.children.push(child);
    this.onChange?.();
    return child;
  }

  /**
   * start(), then waits until `ready()` answers; fails at once when the process exits meanwhile.
   * @param {string} name
   * @param {string} cmd
   * @param {string[]} args
   * @param {{ ready: () => Promise<unknown>, timeoutMs: number, what?: string, cwd?: string, env?: NodeJS.ProcessEnv }} opts
   */
  async startReady(name, cmd, args, { ready, timeoutMs, what = name, ...opts }) {
    const child = this.start(name, cmd, args, opts);
    await waitFor(ready, { timeoutMs, what, abort: () => (child.exit ? Supervisor.describeExit(child) : null) });
    return child;
  }

  /** @param {Child} child */
  #exited(child) {
    // What the process left in its group (nginx workers holding the port, a service's workers) goes too.
    if (child.pid > 0) killGroup(child.pid, 'SIGKILL', true);
    this.onChange?.();
    if (this.stopping) return;
    if (!this.restart) return this.onUnexpectedExit?.(child, null);
    child.restarts = Date.now() - child.startedAt >= this.policy.stableMs ? 1 : child.restarts + 1;
    const delayMs = restartDelay(child.restarts, this.policy);
    child.restartTimer = setTimeout(() => {
      child.restartTimer = null;
      if (this.stopping) return;
      child.launch();
      this.onChange?.();
      this.onRestarted?.(child);
    }, delayMs);
    this.onUnexpectedExit?.(child, { delayMs, count: child.restarts });
  }

  /** Registers something started outside our process tree with its stop. @param {string} name @param {() => Promise<void>} stop */
  addExternal(name, stop) {
    this.children.push(newChild(name, { stop, exited: new Promise(() => {}) }));
  }

  /** Why a child is gone, in words. @param {Child} child */
  static describeExit({ exit }) {
    return !exit ? 'running' : exit.signal ? `killed by ${exit.signal}` : `exited with code ${exit.code}`;
  }

  /** @param {{ graceMs?: number, log?: (msg: string) => void }} [opts] */
  async stopAll({ graceMs = 10_000, log = () => {} } = {}) {
    this.stopping = true;
    for (const child of this.children) clearTimeout(child.restartTimer ?? undefined); // a pending restart stays undone
    for (const child of [...this.children].reverse()) {
      if (child.stop) {
        log(`stopping ${child.name}`);
        await child.stop().catch((e) => log(`could not stop ${child.name}: ${e.message}`));
      } else if (!child.exit && child.pid > 0) {
        log(`stopping ${child.name} (pid ${child.pid})`);
        await stopGroup(child.pid, child.exited, graceMs, () => log(`${child.name} did not stop in ${graceMs / 1000} s; killing it`));
      }
    }
  }

  /** Children as recorded in the lock file (for cleaning up after a killed `npm start`). */
  records() {
    return this.children.filter((c) => c.pid > 0 && !c.exit).map(({ name, pid, startTime }) => ({ name, pid, startTime }));
  }
}
