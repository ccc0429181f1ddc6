// The bench's `directory` section (`npm run bench -- --only directory`): the public directory at scale.
//
// A database of its own (`<directory database>_bench_directory`, dropped first) seeded with the service's own seed
// command; the bench gateway (its own NATS, bench-processes.mjs) and the directory service behind it with its cache
// off, so every request runs the statement; and a bare Fastify + pg endpoint running that same statement on the
// same data (bare-directory.mjs). Measured:
// - the first page (no parameters: three lists) and a filtered search through gateway -> NATS -> service ->
//   Postgres, against the bare endpoint, best of the bench's rounds each (ratio printed);
// - the p95 latency of the filtered search through the chain at 10,000 and then 100,000 providers (ratio printed;
//   the target is at most 1.5), from every response's own time (autocannon's percentiles have no p95);
// - the first page with the cache on (Redis), for reference.
import fs from 'node:fs';
import { directoryRoutes } from '@hp/contracts';
import { fromRoot } from '../lib/paths.mjs';
import { stopDetached } from '../lib/proc.mjs';
import { serviceBuildFile } from '../lib/workspace.mjs';
import { startBareDirectory, startBenchService, startLoneGateway } from './bench-processes.mjs';
import { benchDatabase, runNode } from './bench-setup.mjs';
import { latencies, percentile } from './load-runs.mjs';

const PATH = directoryRoutes.approvedProviders.path;
export const DIRECTORY_QUERIES = {
  firstPage: '',
  filtered: '?type=clinic&area=Andheri%20West&specialization=Cardiology&emi=true',
};
const SIZES = [10_000, 100_000];
const P95_TARGET = 1.5;



/**
 * @param {{ scenario: Function, bestOfRounds: Function, warmUp: Function, connections: number, duration: number, rounds: number }} runner
 */
export async function runDirectoryBench({ bestOfRounds, warmUp, connections, duration, rounds }) {
  for (const file of [
    ['services', 'directory', 'dist', 'main.js'],
    ['gateway', 'dist', 'main.js'],
  ]) {
    if (!fs.existsSync(fromRoot(...file)))
      throw new Error(`${file.join('/')} is missing: npm run build first`);
  }
  const database = await benchDatabase('directory', 'directory');
  const databaseUrl = database.url;
  const env = { ...process.env, DIRECTORY_DATABASE_URL: databaseUrl };
  const seed = (/** @type {number} */ n) => {
    const line = runNode(
      [serviceBuildFile('directory', 'cli/seed.js'), '--providers', String(n)],
      'Seeding',
      env,
    );
    console.log(`bench directory: ${line}`);
  };

  seed(SIZES[0]);
  const gateway = await startLoneGateway();
  const service = await startBenchService('directory', { natsUrl: gateway.natsUrl, databaseUrl, env: { DIRECTORY_CACHE_SECONDS: '0' }, label: 'directory-cache-0' });
  const bare = await startBareDirectory(databaseUrl);
  const chain = (/** @type {string} */ query) => `${gateway.url}${PATH}${query}`;
  const floor = (/** @type {string} */ query) => `${bare.url}${PATH}${query}`;

  /** @type {Array<[string, { url: string }, number]>} */
  const pairs = [
    ['bare Fastify + pg: first page (3 lists)', { url: floor(DIRECTORY_QUERIES.firstPage) }, bare.pid],
    ['gateway -> NATS -> directory: first page', { url: chain(DIRECTORY_QUERIES.firstPage) }, service.pid],
    ['bare Fastify + pg: filtered search', { url: floor(DIRECTORY_QUERIES.filtered) }, bare.pid],
    [
      'gateway -> NATS -> directory: filtered search',
      { url: chain(DIRECTORY_QUERIES.filtered) },
      service.pid,
    ],
  ];
  for (const [, o] of pairs) await warmUp(o);
  const rows = await bestOfRounds(pairs);

  /** p95 of the filtered search through the chain and on the floor, the lowest of the rounds. */
  const p95s = async () => {
    const best = { chain: Infinity, bare: Infinity };
    for (let round = 0; round < rounds; round++) {
      for (const [name, url] of /** @type {const} */ ([
        ['chain', chain(DIRECTORY_QUERIES.filtered)],
        ['bare', floor(DIRECTORY_QUERIES.filtered)],
      ])) {
        const { times, non2xx, errors } = /** @type {{ times: number[], non2xx: number, errors: number }} */ (
          await latencies(url, {}, { connections, duration })
        );
        if (non2xx || errors) throw new Error(`${name}: ${non2xx} non-2xx answers, ${errors} errors`);
        best[name] = Math.min(best[name], percentile(times, 95));
      }
    }
    return best;
  };
  const scale = [{ providers: SIZES[0], ...(await p95s()) }];
  seed(SIZES[1]);
  await warmUp({ url: chain(DIRECTORY_QUERIES.filtered) });
  await warmUp({ url: floor(DIRECTORY_QUERIES.filtered) });
  scale.push({ providers: SIZES[1], ...(await p95s()) });

  // The same first page with the cache on (a second service instance; the first one stops).
  await stopDetached(service.child);
  const cached = await startBenchService('directory', { natsUrl: gateway.natsUrl, databaseUrl, env: { DIRECTORY_CACHE_SECONDS: '30' }, label: 'directory-cache-30' });
  const cachedScenario = [
    [
      'gateway -> NATS -> directory: first page, cached',
      { url: chain(DIRECTORY_QUERIES.firstPage) },
      cached.pid,
    ],
  ];
  await warmUp(cachedScenario[0][1]);
  rows.push(...(await bestOfRounds(cachedScenario)));
  await database.drop();
  return { rows, scale };
}

/** @param {Awaited<ReturnType<typeof runDirectoryBench>>} result @param {{ connections: number, duration: number, rounds: number }} o */
export function printDirectoryBench({ rows, scale }, { connections, duration, rounds }) {
  console.log(
    `\ndirectory: ${SIZES[0].toLocaleString('en')} seeded providers, cache off unless said; autocannon ${connections} connections, ${duration} s, best of ${rounds}`,
  );
  console.log(
    `  ${'scenario'.padEnd(52)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'cpu µs/req'.padStart(10)}`,
  );
  for (const r of rows) {
    const cpu = r.cpuMicrosPerRequest === null ? '' : r.cpuMicrosPerRequest.toFixed(0);
    console.log(
      `  ${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)} ${cpu.padStart(10)}`,
    );
  }
  const rps = (/** @type {string} */ name) => rows.find((r) => r.name === name)?.rps ?? NaN;
  for (const what of ['first page', 'filtered search']) {
    const ratio =
      rps(`gateway -> NATS -> directory: ${what}`) /
      rps(`bare Fastify + pg: ${what === 'first page' ? 'first page (3 lists)' : what}`);
    console.log(`  ${what}: the whole chain serves ${ratio.toFixed(3)} x the bare endpoint's req/s`);
  }
  console.log(`  filtered search p95 (ms), lowest of ${rounds} rounds:`);
  for (const s of scale)
    console.log(
      `    ${s.providers.toLocaleString('en').padStart(7)} providers: chain ${s.chain.toFixed(1)}, bare ${s.bare.toFixed(1)}`,
    );
  const [small, large] = scale;
  const ratio = large.chain / small.chain;
  console.log(
    `  p95 at ${large.providers.toLocaleString('en')} / at ${small.providers.toLocaleString('en')}: chain ${ratio.toFixed(2)} (target <= ${P95_TARGET}: ${ratio <= P95_TARGET ? 'met' : 'NOT met'}), bare ${(large.bare / small.bare).toFixed(2)}`,
  );
}
