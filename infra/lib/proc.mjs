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
 * @typedef {object} Child
 * @property {string} name
 * @property {number} pid
 * @property {string | null} startTime
 * @property {string} command
 * @property {import('node:child_process').ChildProcess | null} proc
 * @property {Promise<{ code: number | null, signal: string | null }>} exited
 * @property {{ code: number | null, signal: string | null } | null} exit
 * @property {(() => Promise<void>) | null} stop  custom stop for services we started outside the tree
 */

/**
 * Starts and stops the long-running children. Every child runs in its own process group; `stopAll`
 * stops them in reverse order (SIGTERM, then SIGKILL after a grace period).
 */
export class Supervisor {
  /** @type {Child[]} */
  children = [];
  stopping = false;
  /** @type {((child: Child) => void) | null} */
  onUnexpectedExit = null;
  /** @type {(() => void) | null} called whenever the set of children changes */
  onChange = null;

  /**
   * @param {string} name
   * @param {string} cmd
   * @param {string[]} args
   * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [opts]
   * @returns {Child}
   */
  start(name, cmd, args, opts = {}) {
    const proc = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    pipeOutput(proc, name, { quiet: opts.quiet });
    /** @type {Child} */
    const child = {
      name,
      pid: proc.pid ?? -1,
      startTime: proc.pid ? procStartTime(proc.pid) : null,
      command: [cmd, ...args].join(' '),
      proc,
      exit: null,
      stop: null,
      exited: new Promise((resolve) => {
        proc.on('error', (e) => {
          process.stdout.write(`${formatPrefix(name)} failed to start: ${e.message}\n`);
          child.exit = { code: 127, signal: null };
          resolve(child.exit);
        });
        proc.on('exit', (code, signal) => {
          child.exit = { code, signal };
          resolve(child.exit);
        });
      }),
    };
    void child.exited.then(() => {
      if (!this.stopping) this.onUnexpectedExit?.(child);
    });
    this.children.push(child);
    this.onChange?.();
    return child;
  }

  /**
   * Registers something we started outside our process tree (e.g. a system Postgres cluster) with its stop.
   * @param {string} name
   * @param {() => Promise<void>} stop
   */
  addExternal(name, stop) {
    this.children.push({
      name, pid: -1, startTime: null, command: '', proc: null, exit: null, stop,
      exited: new Promise(() => {}),
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
