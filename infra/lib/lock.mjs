// A pid lock so that only one `npm start` runs per checkout. The lock file also lists the children the
// run started (pid + kernel start time), so a run that was killed with SIGKILL can be cleaned up by the next.
import fs from 'node:fs';
import path from 'node:path';
import { isAlive, killGroup, procCmdline, procStartTime } from './proc.mjs';
import { RUN_DIR } from './paths.mjs';

/**
 * @typedef {{ pid: number, startTime: string | null, script: string, url?: string, startedAt: string,
 *   ready?: boolean, children: { name: string, pid: number, startTime: string | null }[] }} LockInfo
 */

export class PidLock {
  /** @param {string} name */
  constructor(name) {
    this.file = path.join(RUN_DIR, `${name}.pid.json`);
    /** @type {LockInfo | null} */
    this.info = null;
  }

  /** The lock's content when a live process holds it, else null. */
  holder() {
    const info = this.read();
    if (!info) return null;
    return info.pid !== process.pid && isAlive(info.pid) && procStartTime(info.pid) === info.startTime ? info : null;
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
   * Takes the lock. Returns the holder's info when another live process holds it.
   * A stale lock (its process is gone) is removed after stopping the children it recorded that still run.
   * @param {{ url?: string }} [extra]
   * @returns {Promise<{ acquired: true, staleChildrenStopped: string[] } | { acquired: false, holder: LockInfo }>}
   */
  async acquire(extra = {}) {
    fs.mkdirSync(RUN_DIR, { recursive: true });
    /** @type {string[]} */
    const staleChildrenStopped = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      /** @type {LockInfo} */
      const info = {
        pid: process.pid,
        startTime: procStartTime(process.pid),
        script: process.argv[1] ?? '',
        startedAt: new Date().toISOString(),
        children: [],
        ...extra,
      };
      try {
        fs.writeFileSync(this.file, JSON.stringify(info, null, 2), { flag: 'wx' });
        this.info = info;
        return { acquired: true, staleChildrenStopped };
      } catch (e) {
        if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'EEXIST') throw e;
      }
      const existing = this.read();
      if (existing && isAlive(existing.pid) && procStartTime(existing.pid) === existing.startTime) {
        return { acquired: false, holder: existing };
      }
      // Stale: the previous run died without cleaning up. Stop only the exact processes it recorded.
      const same = (/** @type {{ pid: number, startTime: string | null }} */ c) =>
        c.pid > 0 && c.startTime !== null && procStartTime(c.pid) === c.startTime;
      const leftovers = (existing?.children ?? []).filter(same);
      for (const child of leftovers) {
        staleChildrenStopped.push(`${child.name} (pid ${child.pid}: ${procCmdline(child.pid).slice(0, 60)})`);
        killGroup(child.pid, 'SIGTERM');
      }
      for (let i = 0; i < 50 && leftovers.some(same); i++) await new Promise((r) => setTimeout(r, 100));
      for (const child of leftovers.filter(same)) killGroup(child.pid, 'SIGKILL');
      fs.rmSync(this.file, { force: true });
    }
    throw new Error(`could not take the lock ${this.file}`);
  }

  /** @param {Partial<LockInfo>} patch */
  update(patch) {
    if (!this.info) return;
    this.info = { ...this.info, ...patch };
    fs.writeFileSync(this.file, JSON.stringify(this.info, null, 2));
  }

  release() {
    if (!this.info) return;
    const current = this.read();
    if (current && current.pid === process.pid) fs.rmSync(this.file, { force: true });
    this.info = null;
  }
}
