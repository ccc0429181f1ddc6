// The chaos run's soak (npm run chaos): the steady load for --minutes; every 15 s the requests, errors, p95 and each
// product process's lowest RSS of the 15 s (about one reading a second, at random moments: soak-stats.mjs's
// WindowFloor), V8's heap beside it; at the end the memory slope (Theil-Sen) per process over the last two thirds.
import { setTimeout as sleep } from 'node:timers/promises';
import { http } from '../lib/net.mjs';
import { failed } from './chaos-load.mjs';
import { cpuMicros, groupsRssMiB } from './load-runs.mjs';
import { FLAT_BOUND_MIB_PER_HOUR, memoryVerdict, percentile, WindowFloor } from './soak-stats.mjs';

/** One V8 heap gauge of prom-client's default metrics, in MiB. @param {string} text @param {string} metric */
const heapGaugeMiB = (text, metric) => {
  const match = new RegExp(`^${metric}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) / 2 ** 20 : undefined;
};

/** CPU time (µs) of each product process so far, by name. @param {import('./chaos-load.mjs').ChaosContext['children']} children */
function cpuByProcess(children) {
  /** @type {Record<string, number>} */
  const cpu = {};
  for (const c of children()) {
    try {
      if (c.pid > 0) cpu[c.name] = cpuMicros(c.pid);
    } catch {
      /* it ended meanwhile */
    }
  }
  return cpu;
}

/**
 * Calls `read` at intervals drawn evenly between half and one and a half times `meanMs`, until the returned function
 * is called. Not setInterval: the load's logins and registrations start once a second, and readings at a period of
 * exactly a second fall at the same moment of that cycle for minutes on end, either inside a password hash (19 MiB
 * in flight) or not, so whole windows' floors held one or two hashes and then none: auth's floors switched between
 * ~120 and ~160 MiB in phases of minutes, which read as slopes of -212 to +176 MiB/h over 10-minute spans of a flat
 * hour. Random moments find the gaps between hashes in every window.
 * @param {number} meanMs @param {() => void} read
 */
function atRandomIntervals(meanMs, read) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const next = () => {
    timer = setTimeout(() => {
      read();
      next();
    }, meanMs * (0.5 + Math.random()));
  };
  next();
  return () => clearTimeout(timer);
}

/** @param {import('./chaos-load.mjs').ChaosContext} ctx @param {number} minutes */
export async function soak({ gatewayPort, services, children, say, load, checks }, minutes) {
  say(`\nchaos: soak for ${minutes} min (every 15 s: requests, errors, p95, each process's lowest RSS of the 15 s)`);
  const runMs = minutes * 60_000;
  const running = load.steadyLoad();
  const registrations = load.registrar(1000);
  const t0 = Date.now();
  const cpuAtStart = cpuByProcess(children);
  /** @type {{ atMs: number, requests: number, errors: number, p95: number, p95ByRoute: Record<string, number>, rss: Record<string, number>, heapUsed: Record<string, number>, heapTotal: Record<string, number> }[]} */
  const windows = [];
  /** @type {Record<string, number[]>} */
  const latencyByRoute = {};
  const floor = new WindowFloor();
  // V8's heap in use beside the RSS, from each Node process's /metrics: its floor is what the JavaScript keeps, so a
  // rising RSS over a level heap is the allocator's or compiled code's, not objects held.
  const heapFloor = new WindowFloor();
  // And the heap V8 has committed: pages it took from the system for the heap, in use or not.
  const heapTotalFloor = new WindowFloor();
  const metricsUrls = [
    ...services.flatMap((svc) => (svc.healthPort ? [[svc.name, `http://127.0.0.1:${svc.healthPort}/metrics`]] : [])),
    ['gateway', `http://127.0.0.1:${gatewayPort}/metrics`],
  ];
  const readRss = () => {
    const alive = children().filter((c) => c.pid > 0);
    const rss = groupsRssMiB(alive.map((c) => c.pid));
    for (const c of alive) floor.add(c.name, rss.get(c.pid) ?? 0);
  };
  const readHeaps = () => {
    for (const [name, url] of metricsUrls)
      void http(url, { timeoutMs: 900 }).then((r) => {
        const used = heapGaugeMiB(r?.text ?? '', 'nodejs_heap_size_used_bytes');
        const total = heapGaugeMiB(r?.text ?? '', 'nodejs_heap_size_total_bytes');
        if (used !== undefined) heapFloor.add(name, used);
        if (total !== undefined) heapTotalFloor.add(name, total);
      });
  };
  // RSS from /proc about each second costs the processes nothing. /metrics about every 5 s, three readings a window:
  // read each second (15 times Prometheus's usual rate), prom-client's collectors were the hottest code of the
  // services the load does not call; booking compiled them to optimized code about 500 s in (--trace-opt), and a
  // 3 MiB RSS step followed 45 s later, at 540 s in three soaks.
  const stopReaders = [atRandomIntervals(1000, readRss), atRandomIntervals(5000, readHeaps)];
  while (Date.now() - t0 < runMs) {
    await sleep(Math.min(15_000, runMs - (Date.now() - t0)));
    const batch = running.samples.splice(0);
    for (const x of batch) if (typeof x.status === 'number') (latencyByRoute[x.route] ??= []).push(x.end - x.start);
    const errors = batch.filter((x) => failed(x)).length;
    const answered = batch.filter((x) => typeof x.status === 'number');
    const p95ByRoute = Object.fromEntries(load.routes.map((route) => [route, percentile(answered.filter((x) => x.route === route).map((x) => x.end - x.start), 95)]));
    const w = {
      atMs: Date.now() - t0,
      requests: batch.length,
      errors,
      p95: percentile(answered.map((x) => x.end - x.start), 95),
      p95ByRoute,
      rss: floor.take(),
      heapUsed: heapFloor.take(),
      heapTotal: heapTotalFloor.take(),
    };
    windows.push(w);
    say(`  +${String(Math.round(w.atMs / 1000)).padStart(4)} s  ${String(w.requests).padStart(6)} req  ${String(errors).padStart(4)} err  p95 ${String(Math.round(w.p95)).padStart(5)} ms (${Object.entries(p95ByRoute).map(([r, v]) => `${r} ${Math.round(v)}`).join(' ')})  ${Object.entries(w.rss).map(([n, v]) => `${n} ${v.toFixed(0)}`).join(' ')}`);
  }
  for (const stop of stopReaders) stop();
  const cpuAtEnd = cpuByProcess(children);
  await Promise.all([running.stop(), registrations.stop()]);
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  const errors = windows.reduce((sum, w) => sum + w.errors, 0);
  /** first, last and the slope over the last two thirds of one series of the windows. @param {string} name @param {'rss' | 'heapUsed' | 'heapTotal'} series */
  const trend = (name, series) => {
    const samples = windows.filter((w) => name in w[series]).map((w) => ({ atMs: w.atMs, rssMiB: w[series][name] }));
    return samples.length ? { first: samples[0].rssMiB, last: samples.at(-1)?.rssMiB, ...memoryVerdict(samples, runMs) } : undefined;
  };
  const names = [...new Set(windows.flatMap((w) => Object.keys(w.rss)))];
  const memory = Object.fromEntries(names.map((name) => [name, { ...trend(name, 'rss'), heapUsed: trend(name, 'heapUsed'), heapTotal: trend(name, 'heapTotal') }]));
  const result = {
    minutes,
    requests,
    errorRate: errors / Math.max(1, requests),
    p95ms: { median: percentile(windows.map((w) => w.p95), 50), worst: Math.max(...windows.map((w) => w.p95)) },
    p95msByRoute: Object.fromEntries(Object.entries(latencyByRoute).map(([route, times]) => [route, percentile(times, 95)])),
    memory,
    // CPU each process used per request of the load (ms), over the whole soak: what a runtime flag costs shows here.
    cpuMsPerRequest: Object.fromEntries(
      Object.entries(cpuAtEnd)
        .filter(([name]) => name in cpuAtStart)
        .map(([name, micros]) => [name, (micros - cpuAtStart[name]) / 1000 / Math.max(1, requests)]),
    ),
    boundMiBPerHour: FLAT_BOUND_MIB_PER_HOUR,
    windows,
    events: await checks.eventCheck(registrations.created(), t0 - 5000),
  };
  say(`  requests ${requests}, error rate ${(result.errorRate * 100).toFixed(3)} %, p95 per 15 s window: median ${Math.round(result.p95ms.median)} ms, worst ${Math.round(result.p95ms.worst)} ms`);
  say(`  p95 per route over the soak: ${Object.entries(result.p95msByRoute).map(([route, v]) => `${route} ${Math.round(v)} ms`).join(', ')}`);
  say(`  memory slope (Theil-Sen, MiB/hour) over all / over the last 2/3; flat within ±${FLAT_BOUND_MIB_PER_HOUR} MiB/h:`);
  const heapTrend = (/** @type {ReturnType<typeof trend>} */ t) => (t ? `${t.first.toFixed(1)} -> ${t.last?.toFixed(1)} MiB, ${t.slopeLate.toFixed(1)} MiB/h` : '');
  for (const [name, m] of Object.entries(memory)) {
    const heap = m.heapUsed ? `  (V8 heap used ${heapTrend(m.heapUsed)}; committed ${heapTrend(m.heapTotal)})` : '';
    say(`    ${name.padEnd(18)} ${m.first?.toFixed(1).padStart(7)} -> ${m.last?.toFixed(1).padStart(7)} MiB  slope ${m.slopeAll?.toFixed(1).padStart(7)} / ${m.slopeLate?.toFixed(1).padStart(7)}  ${m.verdict}${heap}`);
  }
  say(`  CPU per request (ms): ${Object.entries(result.cpuMsPerRequest).map(([name, ms]) => `${name} ${ms.toFixed(3)}`).join(' ')}`);
  say(`  events: ${JSON.stringify(result.events)}`);
  return result;
}
