import { describe, it, expect } from '@jest/globals';
import fs from 'node:fs';
import { isAlive, pathWithSbin, restartDelay, RESTART_POLICY, Supervisor } from './proc.mjs';

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
/** A child that runs until it is killed. */
const FOREVER = ['-e', 'setInterval(() => {}, 1000)'];

describe('pathWithSbin', () => {
  it('adds the sbin folders after the PATH given, once', () => {
    expect(pathWithSbin('/opt/node/bin:/usr/bin:/usr/sbin')).toBe('/opt/node/bin:/usr/bin:/usr/sbin:/usr/local/sbin:/sbin');
  });
});

describe('restart back-off', () => {
  it('doubles from 0.5 s and stops growing at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => restartDelay(n))).toEqual([
      500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(RESTART_POLICY.stableMs).toBe(30_000);
  });
});

describe('Supervisor', () => {
  it('reports an exit during start-up instead of restarting', async () => {
    const supervisor = new Supervisor();
    /** @type {unknown[]} */
    const seen = [];
    supervisor.onUnexpectedExit = (child, restart) => seen.push([child.name, Supervisor.describeExit(child), restart]);
    const child = supervisor.start('spec-once', process.execPath, ['-e', 'process.exit(3)'], { quiet: true });
    await child.exited;
    await sleep(50);
    expect(seen).toEqual([['spec-once', 'exited with code 3', null]]);
    await supervisor.stopAll();
  });

  it('restarts a killed child with growing delays, keeps its records current, and resets after a stable run', async () => {
    const supervisor = new Supervisor({ firstDelayMs: 100, maxDelayMs: 400, stableMs: 1500 });
    supervisor.restart = true;
    /** @type {{ delayMs: number, count: number }[]} */
    const restarts = [];
    let changes = 0;
    supervisor.onUnexpectedExit = (_child, restart) => restart && restarts.push(restart);
    supervisor.onChange = () => changes++;
    const child = supervisor.start('spec-svc', process.execPath, FOREVER, { quiet: true });
    try {
      const pids = [child.pid];
      for (let i = 0; i < 3; i++) {
        process.kill(child.pid, 'SIGKILL');
        await child.exited;
        expect(Supervisor.describeExit(child)).toBe('killed by SIGKILL');
        expect(supervisor.records()).toEqual([]); // not listed while it waits
        await waitUntil(() => child.pid !== pids[pids.length - 1] && !child.exit);
        pids.push(child.pid);
        expect(isAlive(child.pid)).toBe(true);
        expect(supervisor.records()).toEqual([{ name: 'spec-svc', pid: child.pid, startTime: child.startTime }]);
      }
      expect(restarts).toEqual([
        { delayMs: 100, count: 1 },
        { delayMs: 200, count: 2 },
        { delayMs: 400, count: 3 },
      ]);
      expect(changes).toBeGreaterThanOrEqual(7); // start, then an exit and a start per restart

      await sleep(1600); // runs stably: the next crash starts the schedule again
      process.kill(child.pid, 'SIGKILL');
      await waitUntil(() => restarts.length === 4);
      expect(restarts[3]).toEqual({ delayMs: 100, count: 1 });
    } finally {
      await supervisor.stopAll();
    }
    expect(child.exit).not.toBeNull();
  });

  it('does not restart a child whose restart is pending when everything stops (Ctrl-C)', async () => {
    const supervisor = new Supervisor({ firstDelayMs: 300, maxDelayMs: 300, stableMs: 10_000 });
    supervisor.restart = true;
    const child = supervisor.start('spec-svc', process.execPath, FOREVER, { quiet: true });
    const first = child.pid;
    process.kill(first, 'SIGKILL');
    await child.exited;
    await supervisor.stopAll();
    await sleep(500);
    expect(child.pid).toBe(first);
    expect(child.exit).not.toBeNull();
  });

  it('restarts a killed child whose own children keep its output open, and stops those children (nginx workers)', async () => {
    const supervisor = new Supervisor({ firstDelayMs: 100, maxDelayMs: 100, stableMs: 10_000 });
    supervisor.restart = true;
    const script = "const { spawn } = require('node:child_process'); spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' }); setInterval(() => {}, 1000);";
    const child = supervisor.start('spec-workers', process.execPath, ['-e', script], { quiet: true });
    const childrenOf = (/** @type {number} */ pid) => fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    try {
      await waitUntil(() => childrenOf(child.pid) !== '');
      const [first, worker] = [child.pid, Number(childrenOf(child.pid))];
      process.kill(first, 'SIGKILL');
      await waitUntil(() => child.pid !== first && !child.exit);
      await waitUntil(() => !isAlive(worker));
    } finally {
      await supervisor.stopAll();
    }
  });

  it('stops a running child and its whole process group', async () => {
    const supervisor = new Supervisor();
    supervisor.restart = true;
    const script = "const { spawn } = require('node:child_process'); spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']); setInterval(() => {}, 1000);";
    const child = supervisor.start('spec-parent', process.execPath, ['-e', script], { quiet: true });
    const childrenOf = (/** @type {number} */ pid) => fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    await waitUntil(() => childrenOf(child.pid) !== '');
    const grandchild = Number(childrenOf(child.pid));
    expect(isAlive(grandchild)).toBe(true);
    await supervisor.stopAll();
    await waitUntil(() => !isAlive(grandchild));
    expect(child.exit).not.toBeNull();
  });
});

/**
 * @param {() => boolean} check
 * @param {number} [timeoutMs]
 */
async function waitUntil(check, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}
