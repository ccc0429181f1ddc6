// Processes: finding executables, running commands with prefixed output, and a supervisor for the
// long-running children of `npm start` (each in its own process group so a stop reaches its children).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { formatPrefix } from './log.mjs';
import { dataPath } from './paths.mjs';

const EXTRA_PATH = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/**
 * Full path of an executable on PATH (plus the sbin folders, where nginx lives), or null.
 * @param {string} cmd
 */
export function which(cmd) {
  if (cmd.includes('/')) return fs.existsSync(cmd) ? cmd : null;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...EXTRA_PATH];
  for (const dir of dirs) {
    if (!dir) continue;
    const full = path.join(dir, cmd);
    try {
      fs.accessSync(full, fs.constants.X_OK);
      if (fs.statSync(full).isFile()) return full;
    } catch {
      /* keep looking */
    }
  }
  return null;
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether a process exists and is not a zombie (killed but not yet reaped). @param {number} pid */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return /** @type {NodeJS.ErrnoException} */ (e).code === 'EPERM';
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true; // no /proc: trust kill(0)
  }
}

/**
 * The kernel's start time of a process (field 22 of /proc/<pid>/stat): with the pid it identifies one
 * process for good, so a recorded pid that was reused by something else is never signalled.
 * @param {number} pid
 */
export function procStartTime(pid) {
  if (!isAlive(pid)) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

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
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    if (groupOnly) return false;
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Pipes a child's output line by line to our stdout with a prefix, and to `.data/logs/<name>.log`.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 * @param {{ quiet?: boolean, onLine?: (line: string) => void }} [opts]
 */
function pipeOutput(child, name, opts = {}) {
  fs.mkdirSync(dataPath('logs'), { recursive: true });
  const file = fs.createWriteStream(dataPath('logs', `${name.replace(/[^\w.-]/g, '_')}.log`), { flags: 'a' });
  let open = 2;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) {
      open--;
      continue;
    }
    const rl = readline.createInterface({ input: stream, crlfDelay: Infinity });
    rl.on('line', (line) => {
      file.write(line + '\n');
      opts.onLine?.(line);
      if (!opts.quiet) process.stdout.write(`${formatPrefix(name)} ${line}\n`);
    });
    rl.on('close', () => {
      if (--open === 0) file.end();
    });
  }
}

/** Commands running in the foreground (install, build, migrations), so a Ctrl-C can stop them. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const foreground = new Set();

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

export function stopForeground() {
  for (const child of foreground) if (child.pid) killGroup(child.pid, 'SIGTERM');
}

/**
 * Runs a command to completion with prefixed output.
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, name?: string, quiet?: boolean, inherit?: boolean }} [opts]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: opts.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    foreground.add(child);
    /** @type {string[]} */
    const lines = [];
    if (!opts.inherit) {
      pipeOutput(child, opts.name ?? path.basename(cmd), {
        quiet: opts.quiet,
        onLine: (l) => {
          lines.push(l);
          if (lines.length > 5000) lines.shift();
        },
      });
    }
    child.on('error', (e) => {
      foreground.delete(child);
      resolve({ code: 127, output: String(e) });
    });
    child.on('close', (code, signal) => {
      foreground.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output: lines.join('\n') });
    });
  });
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
 * A long-running child. On a restart the same object gets the new process (pid, proc, exit, exited).
 * @typedef {object} Child
 * @property {string} name
 * @property {number} pid
 * @property {string | null} startTime
 * @property {string} command
 * @property {import('node:child_process').ChildProcess | null} proc
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
    /** @type {Child} */
    const child = {
      name,
      pid: -1,
      startTime: null,
      command: [cmd, ...args].join(' '),
      proc: null,
      exit: null,
      stop: null,
      exited: Promise.resolve({ code: null, signal: null }),
      restarts: 0,
      startedAt: 0,
      restartTimer: null,
      launch: null,
    };
    child.launch = () => {
      const proc = spawn(cmd, args, {
        cwd: opts.cwd,
        env: opts.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      pipeOutput(proc, name, { quiet: opts.quiet });
      Object.assign(child, { proc, pid: proc.pid ?? -1, startTime: proc.pid ? procStartTime(proc.pid) : null, exit: null, startedAt: Date.now() });
      child.exited = new Promise((resolve) => {
        proc.on('error', (e) => {
          process.stdout.write(`${formatPrefix(name)} failed to start: ${e.message}\n`);
          child.exit = { code: 127, signal: null };
          resolve(child.exit);
        });
        proc.on('exit', (code, signal) => {
          child.exit = { code, signal };
          resolve(child.exit);
        });
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
      name, pid: -1, startTime: null, command: '', proc: null, exit: null, stop,
      exited: new Promise(() => {}), restarts: 0, startedAt: Date.now(), restartTimer: null, launch: null,
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
      // Whatever the child left behind in its group (workers) goes too.
      killGroup(child.pid, 'SIGKILL', true);
    }
  }

  /** Children as recorded in the lock file (for cleaning up after a crashed `npm start`). */
  records() {
    return this.children
      .filter((c) => c.pid > 0 && !c.exit)
      .map((c) => ({ name: c.name, pid: c.pid, startTime: c.startTime }));
  }
}
