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
    for (const row of memory.rows) expect(row.rssMiB).toBeGreaterThan(10);
    expect(memory.totalMiB).toBeCloseTo(
      memory.rows.reduce((sum, r) => sum + r.rssMiB, 0),
      5,
    );
  });

  it('names every figure over its target', () => {
    const lines = formatIdleMemory({
      rows: [
        { name: 'auth', pid: 1, rssMiB: 120, service: true },
        { name: 'booking', pid: 2, rssMiB: 80, service: true },
        { name: 'nginx', pid: 3, rssMiB: 900, service: false },
      ],
      totalMiB: 1100,
    });

    expect(lines[0]).toMatch(/auth .* 120\.0 MiB {2}OVER \(target <= 90 MiB\)/);
    expect(lines[1]).toMatch(/booking .* 80\.0 MiB {2}ok/);
    expect(lines[2]).not.toMatch(/target/);
    expect(lines[3]).toMatch(
      /every process npm start started .* 1100\.0 MiB {2}ok {3}\(target <= 1200 MiB\)/,
    );
  });
});
