// The product's memory at idle, against issue 13's targets: each service at most 90 MiB resident, every process
// `npm start` started (itself included) at most 1.2 GiB together.
import fs from 'node:fs';
import { groupRssMiB } from './load-runs.mjs';

export const SERVICE_TARGET_MIB = 90;
export const TOTAL_TARGET_MIB = 1200;

/** Resident memory of one process alone, in MiB (0 once it has ended). @param {number} pid */
export function rssMiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Each process of the product (its process group: nginx's workers too) and the start script itself.
 * @param {{ name: string, pid: number }[]} children the start script's children (its lock file)
 * @param {{ pid: number } | null} starter the start script (the lock's holder), when known
 * @param {string[]} services the names of the services, which have a target of their own
 */
export function idleMemory(children, starter, services) {
  const rows = children.map((c) => ({
    ...c,
    rssMiB: groupRssMiB(c.pid),
    service: services.includes(c.name),
  }));
  if (starter)
    rows.unshift({
      name: 'npm start (start.mjs)',
      pid: starter.pid,
      rssMiB: rssMiB(starter.pid),
      service: false,
    });
  return { rows, totalMiB: rows.reduce((sum, r) => sum + r.rssMiB, 0) };
}

/** Printable lines. @param {ReturnType<typeof idleMemory>} memory */
export function formatIdleMemory({ rows, totalMiB }) {
  const verdict = (/** @type {number} */ value, /** @type {number} */ target) =>
    `${value <= target ? 'ok  ' : 'OVER'} (target <= ${target} MiB)`;
  return [
    ...rows.map(
      (r) =>
        `${r.name.padEnd(40)} pid ${String(r.pid).padStart(7)} ${r.rssMiB.toFixed(1).padStart(8)} MiB` +
        (r.service ? `  ${verdict(r.rssMiB, SERVICE_TARGET_MIB)}` : ''),
    ),
    `${'every process npm start started'.padEnd(52)} ${totalMiB.toFixed(1).padStart(8)} MiB  ${verdict(totalMiB, TOTAL_TARGET_MIB)}`,
  ];
}
