// Measuring: autocannon scenarios (each with the answering process's CPU time per request), the best of
// several rounds, and the resident memory of a process group.
import fs from 'node:fs';
import autocannon from 'autocannon';

/** CPU time (user + system) a process has used, in microseconds. @param {number} pid */
export function cpuMicros(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // USER_HZ, the unit of /proc/<pid>/stat times on Linux

/**
 * Every autocannon client here opens a new connection after 500 requests. nginx closes a keep-alive connection after
 * its 1000th request (keepalive_requests); autocannon 8 then reconnects without forgetting the request it had just
 * written to the closing socket, and from then on times each answer from the start of the request before it: a
 * chaos soak read a directory p95 of 920 ms from ~90 s on while nginx's access log gave 17 ms for the same requests.
 * Reconnecting first (reconnectRate clears its queue) keeps the timing honest.
 */
export const CLIENT_OPTIONS = { reconnectRate: 500 };

/**
 * Runs autocannon with the bench's connections and duration.
 * @param {{ connections: number, duration: number, rounds: number }} settings
 */
export function loadRunner({ connections, duration, rounds }) {
  /**
   * @param {string} name
   * @param {Partial<autocannon.Options> & { url: string }} o
   * @param {number} [serverPid] the process that answers, to report its CPU time per request
   */
  async function scenario(name, o, serverPid) {
    const cpuBefore = serverPid ? cpuMicros(serverPid) : 0;
    const result = await autocannon({ ...CLIENT_OPTIONS, connections, duration, amount: undefined, timeout: 10, ...o });
    return {
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      cpuMicrosPerRequest: serverPid
        ? (cpuMicros(serverPid) - cpuBefore) / Math.max(1, result.requests.total)
        : null,
    };
  }

  /**
   * Each scenario `rounds` times, taking turns, keeping each one's best round (highest req/s).
   * @param {Array<[string, Partial<autocannon.Options> & { url: string }, number]>} scenarios
   */
  async function bestOfRounds(scenarios) {
    /** @type {Map<string, Awaited<ReturnType<typeof scenario>>>} */
    const best = new Map();
    for (let round = 0; round < rounds; round++) {
      for (const [name, o, pid] of scenarios) {
        const result = await scenario(name, o, pid);
        if ((best.get(name)?.rps ?? -1) < result.rps) best.set(name, result);
      }
    }
    return [...best.values()];
  }

  /** Warm up (JIT, connection pools) before measuring. @param {Partial<autocannon.Options> & { url: string }} o */
  function warmUp(o) {
    return autocannon({ ...CLIENT_OPTIONS, connections, duration: 2, ...o });
  }

  return { scenario, bestOfRounds, warmUp };
}

/** Resident memory of a process and the rest of its process group (nginx's workers), in MiB. @param {number} pid */
export function groupRssMiB(pid) {
  return groupsRssMiB([pid]).get(pid) ?? 0;
}

/**
 * Resident memory of each process with the rest of its process group, in MiB, from one pass over /proc (the soak
 * reads a dozen of them every second). @param {number[]} pids @returns {Map<number, number>}
 */
export function groupsRssMiB(pids) {
  const wanted = new Set(pids);
  const kib = new Map(pids.map((pid) => [pid, 0]));
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const pid = Number(entry);
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const leader = wanted.has(pid) ? pid : wanted.has(group) ? group : undefined;
      if (leader === undefined) continue;
      kib.set(leader, (kib.get(leader) ?? 0) + rssKiB(pid));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return new Map([...kib].map(([pid, total]) => [pid, total / 1024]));
}

/** Resident memory of one process (VmRSS of /proc/<pid>/status), in KiB; throws once it has ended. @param {number} pid */
export function rssKiB(pid) {
  const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(rss?.[1] ?? 0);
}

/**
 * Latencies of every response (ms) under `connections` connections for `duration` seconds (or for `amount`
 * requests; `requests` to vary them), with the counts of non-2xx answers and errors (autocannon's own percentiles
 * have no p95).
 * @param {string} url @param {Record<string, string>} headers
 * @param {{ connections: number, duration?: number } & Pick<autocannon.Options, 'amount' | 'requests'>} o
 * @returns {Promise<{ times: number[], non2xx: number, errors: number }>}
 */
export function latencies(url, headers, { connections, duration, ...more }) {
  /** @type {number[]} */
  const times = [];
  return new Promise((resolve, reject) => {
    const tracker = autocannon(
      { ...CLIENT_OPTIONS, url, headers, connections, ...(duration ? { duration } : {}), timeout: 10, ...more },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ times, non2xx: result.non2xx, errors: result.errors + result.timeouts }),
    );
    tracker.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** The p-th percentile (nearest rank). @param {number[]} values @param {number} p */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * The processes' resident memory read every `everyMs` until `stop()`, which returns each one's highest (MiB).
 * @param {number[]} pids @param {number} everyMs
 */
export function sampleRssPeaks(pids, everyMs) {
  const peaks = pids.map(() => 0);
  const sample = () =>
    pids.forEach((pid, index) => {
      peaks[index] = Math.max(peaks[index], rssKiB(pid) / 1024);
    });
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

/** CPU seconds used by every process named `comm` (postgres: the queries run in its backends). @param {string} comm */
export function cpuSecondsOfProcessesNamed(comm) {
  let micros = 0;
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) micros += cpuMicros(Number(entry));
    } catch {
      /* ended meanwhile */
    }
  }
  return micros / 1e6;
}
