import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { formatIdleMemory, idleMemory } from './idle-memory.mjs';

describe('the idle memory the bench prints', () => {
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  beforeAll(async () => {
    child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      detached: true,
      stdio: 'ignore',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(() => child.kill('SIGKILL'));

  it('reads each process, the start script, and their total; only services are held to the per-service target', () => {
    const children = [
      { name: 'booking', pid: /** @type {number} */ (child.pid) },
      { name: 'gateway', pid: /** @type {number} */ (child.pid) },
    ];
    const memory = idleMemory(children, { pid: process.pid }, ['booking']);

    expect(memory.rows.map((r) => [r.name, r.service])).toEqual([
      ['npm start (start.mjs)', false],
      ['booking', true],
      ['gateway', false],
    ]);
    for (const row of memory.rows) {
      expect(row.rssMiB).toBeGreaterThan(10);
      // Pss counts the pages shared with other processes (Node's binary) in part only.
      expect(row.pssMiB).toBeGreaterThan(1);
      expect(row.pssMiB).toBeLessThanOrEqual(row.rssMiB);
    }
    const sum = (/** @type {'rssMiB' | 'pssMiB'} */ key) =>
      memory.rows.reduce((total, r) => total + r[key], 0);
    expect(memory.totalMiB).toBeCloseTo(sum('rssMiB'), 5);
    expect(memory.totalPssMiB).toBeCloseTo(sum('pssMiB'), 5);
  });

  it('names every figure over its target', () => {
    const lines = formatIdleMemory({
      rows: [
        { name: 'auth', pid: 1, rssMiB: 120, pssMiB: 60, service: true },
        { name: 'booking', pid: 2, rssMiB: 80, pssMiB: 40, service: true },
        { name: 'nginx', pid: 3, rssMiB: 900, pssMiB: 850, service: false },
      ],
      totalMiB: 1100,
      totalPssMiB: 950,
    });

    expect(lines[0]).toMatch(/RSS MiB +Pss MiB/);
    expect(lines[1]).toMatch(/auth .* 120\.0 +60\.0 {2}OVER \(target <= 90 MiB\)/);
    expect(lines[2]).toMatch(/booking .* 80\.0 +40\.0 {2}ok/);
    expect(lines[3]).not.toMatch(/target/);
    expect(lines[4]).toMatch(
      /every process npm start started .* 1100\.0 +950\.0 {2}ok {3}\(target <= 1400 MiB\)/,
    );
  });
});
