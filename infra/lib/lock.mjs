// One `npm start` (and one `npm test`) at a time per checkout. proper-lockfile holds `.data/run/<name>.lock`
// (its holder keeps the lock's mtime fresh; 10 s after the holder died the lock counts as stale). Beside it
// `<name>.pid.json` says who holds it (pid, URL, ready) and lists the children the run started (pid + kernel
// start time), so that the next run stops exactly what a run killed with SIGKILL left behind.
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { killGroup, procCmdline, procStartTime } from './proc.mjs';
import { RUN_DIR } from './paths.mjs';

/**
 * @typedef {{ pid: number, script: string, url?: string, startedAt: string, ready?: boolean,
 *   children: { name: string, pid: number, startTime: string | null }[] }} LockInfo
 */

export class PidLock {
  /** @type {LockInfo | null} */
  info = null;
  /** @type {(() => Promise<void>) | null} */
  #release = null;

  /** @param {string} name */
  constructor(name) {
    this.file = path.join(RUN_DIR, `${name}.pid.json`);
    this.lockOptions = { lockfilePath: path.join(RUN_DIR, `${name}.lock`), realpath: false, stale: 10_000 };
  }

  /** The lock's content when another live process holds it, else null. */
  holder() {
    if (!lockfile.checkSync(this.file, this.lockOptions)) return null;
    const info = this.read();
    return info?.pid === process.pid ? null : (info ?? { pid: 0, script: '', startedAt: 'just now', children: [] });
  }

  /** @returns {LockInfo | null} */
  read() {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8'));
    } catch {
      return null;
    }
  }

  /**
   * Takes the lock, or returns the holder's info when another live process holds it. Children that an earlier
   * holder recorded and that still run (it was killed without cleaning up) are stopped first.
   * @param {{ url?: string }} [extra]
   * @returns {Promise<{ acquired: true, staleChildrenStopped: string[] } | { acquired: false, holder: LockInfo }>}
   */
  async acquire(extra = {}) {
    fs.mkdirSync(RUN_DIR, { recursive: true });
    try {
      this.#release = await lockfile.lock(this.file, {
        ...this.lockOptions,
        // A machine too busy to refresh the lock in time must not crash the run that holds it.
        onCompromised: (e) => console.warn(`lock ${this.lockOptions.lockfilePath}: ${e.message}`),
      });
    } catch (e) {
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'ELOCKED') throw e;
      return { acquired: false, holder: /** @type {LockInfo} */ (this.holder() ?? this.read()) };
    }
    const staleChildrenStopped = await stopLeftovers(this.read()?.children ?? []);
    this.info = { pid: process.pid, script: process.argv[1] ?? '', startedAt: new Date().toISOString(), children: [], ...extra };
    fs.writeFileSync(this.file, JSON.stringify(this.info, null, 2));
    return { acquired: true, staleChildrenStopped };
  }

  /** @param {Partial<LockInfo>} patch */
  update(patch) {
    if (!this.info) return;
    this.info = { ...this.info, ...patch };
    fs.writeFileSync(this.file, JSON.stringify(this.info, null, 2));
  }

  release() {
    if (!this.info) return;
    fs.rmSync(this.file, { force: true });
    void this.#release?.().catch(() => {});
    this.info = null;
  }
}

/**
 * Stops the recorded children that still run (same pid and start time: never a process that reused the pid).
 * @param {LockInfo['children']} recorded
 * @returns {Promise<string[]>} what was stopped, in words
 */
async function stopLeftovers(recorded) {
  const same = (/** @type {LockInfo['children'][number]} */ c) => c.pid > 0 && c.startTime !== null && procStartTime(c.pid) === c.startTime;
  const leftovers = recorded.filter(same);
  const stopped = leftovers.map((c) => `${c.name} (pid ${c.pid}: ${procCmdline(c.pid).slice(0, 60)})`);
  for (const child of leftovers) killGroup(child.pid, 'SIGTERM');
  for (let i = 0; i < 50 && leftovers.some(same); i++) await new Promise((r) => setTimeout(r, 100));
  for (const child of leftovers.filter(same)) killGroup(child.pid, 'SIGKILL');
  return stopped;
}
