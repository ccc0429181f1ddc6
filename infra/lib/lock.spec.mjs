import { describe, it, expect } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { PidLock } from './lock.mjs';
import { isAlive, procStartTime } from './proc.mjs';

describe('PidLock', () => {
  it('lets one holder in, names it to the next, and frees the lock on release', async () => {
    const first = new PidLock('spec-lock');
    const second = new PidLock('spec-lock');
    expect((await first.acquire({ url: 'http://spec' })).acquired).toBe(true);
    try {
      first.update({ ready: true });
      const refused = await second.acquire();
      expect(refused.acquired).toBe(false);
      expect(refused.acquired ? null : refused.holder).toMatchObject({ pid: process.pid, url: 'http://spec', ready: true });
    } finally {
      first.release();
    }
    await new Promise((r) => setTimeout(r, 100));
    expect((await second.acquire()).acquired).toBe(true);
    second.release();
  });

  it('stops the children an earlier holder recorded and left running', async () => {
    const orphan = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
    const pid = /** @type {number} */ (orphan.pid);
    const earlier = new PidLock('spec-lock-stale');
    await earlier.acquire();
    earlier.update({ children: [{ name: 'orphan', pid, startTime: procStartTime(pid) }] });
    // The earlier run dies without cleaning up: its lock goes stale, its record of children stays.
    const record = earlier.read();
    earlier.release();
    const next = new PidLock('spec-lock-stale');
    fs.writeFileSync(next.file, JSON.stringify(record));
    const taken = await next.acquire();
    expect(taken.acquired && taken.staleChildrenStopped.length).toBe(1);
    expect(isAlive(pid)).toBe(false);
    next.release();
  });
});
