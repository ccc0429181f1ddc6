// The product's memory at idle, against the targets: each service at most 90 MiB resident (issue 13), every process
// `npm start` started (itself included) at most 1.4 GiB together with all seven services (issue 14; it was 1.2 GiB
// with five). Beside the resident size (VmRSS, the targets'
// measure) the proportional one (Pss): pages shared between processes, Node's binary above all (about 58 MiB in
// each Node process), counted once across them, so the Pss total is what the product takes from the machine.
import fs from 'node:fs';
import { groupRssMiB } from './load-runs.mjs';

export const SERVICE_TARGET_MIB = 90;
export const TOTAL_TARGET_MIB = 1400;

/** Resident memory of one process alone, in MiB (0 once it has ended). @param {number} pid */
export function rssMiB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Proportional set size of a process and the rest of its process group, in MiB. @param {number} pid */
export function groupPssMiB(pid) {
  let kib = 0;
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (Number(entry) !== pid && group !== pid) continue;
      kib += Number(
        /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'))?.[1] ?? 0,
      );
    } catch {
      /* the process ended meanwhile */
    }
  }
  return kib / 1024;
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
    pssMiB: groupPssMiB(c.pid),
    service: services.includes(c.name),
  }));
  if (starter)
    rows.unshift({
      name: 'npm start (start.mjs)',
      pid: starter.pid,
      rssMiB: rssMiB(starter.pid),
      pssMiB: groupPssMiB(starter.pid),
      service: false,
    });
  const total = (/** @type {'rssMiB' | 'pssMiB'} */ key) => rows.reduce((sum, r) => sum + r[key], 0);
  return { rows, totalMiB: total('rssMiB'), totalPssMiB: total('pssMiB') };
}

/** Printable lines: RSS and Pss of each, the targets on RSS. @param {ReturnType<typeof idleMemory>} memory */
export function formatIdleMemory({ rows, totalMiB, totalPssMiB }) {
  const verdict = (/** @type {number} */ value, /** @type {number} */ target) =>
    `${value <= target ? 'ok  ' : 'OVER'} (target <= ${target} MiB)`;
  const mib = (/** @type {number} */ value) => value.toFixed(1).padStart(8);
  return [
    `${''.padEnd(52)} ${'RSS MiB'.padStart(8)} ${'Pss MiB'.padStart(8)}`,
    ...rows.map(
      (r) =>
        `${r.name.padEnd(40)} pid ${String(r.pid).padStart(7)} ${mib(r.rssMiB)} ${mib(r.pssMiB)}` +
        (r.service ? `  ${verdict(r.rssMiB, SERVICE_TARGET_MIB)}` : ''),
    ),
    `${'every process npm start started'.padEnd(52)} ${mib(totalMiB)} ${mib(totalPssMiB)}  ${verdict(totalMiB, TOTAL_TARGET_MIB)}`,
  ];
}
