#!/usr/bin/env node
// `npm run bench`: a short, bounded load test on loopback with autocannon.
//
// Every figure is a ratio to a bare Node `http` server measured in the same run (bare-server.mjs), so the
// numbers compare across machines and across changes. The bare server and the gateway alone are measured in
// alternating rounds and the best round of each is kept, so that a burst of other work on the machine does not
// decide the ratio; for them the server's own CPU time per request is shown too. Three groups of scenarios:
// - the gateway alone (gateway/dist/main.js on a free port, configured like the product, LOG_LEVEL info unless
//   set): GET /api/healthz, and a forwarded command (POST /api/user/verify-otp -> private NATS -> a responder
//   that answers at once, fake-responder.mjs), so the ratio is the gateway's own cost; beside it the floor
//   of such a forward, a bare Node server that makes the same NATS request;
// - the product through nginx at http://localhost:$PORT (the one running, or one started with start.mjs with
//   raised rate limits and stopped afterwards; against a running product the login and checkout scenarios are
//   skipped because rate limits would turn them into 429 tests); the checkout goes through the whole chain to the
//   Plural simulator and is also shown as a ratio to GET /api/healthz through nginx;
// - the resident memory (VmRSS, and Pss) of each product process at idle before the load and again once the load has
//   been over for a minute, and (VmRSS) of each and of the bench's gateway right after its load;
// - before any load, Lighthouse's mobile profile on every route of the registry, Home included (infra/lib/lighthouse.mjs,
//   median of 3 runs), with the bare Node page as the floor of LCP in the same run; printed as a table and drawn in
//   .data/bench/lighthouse-*.svg.
//
// Options: --duration <s> (per scenario, default 8) --connections <n> (default 50) --rounds <n> (default 3)
//          --lighthouse-runs <n> (default 3) --only lighthouse (no load scenarios) --json
//          --only directory: the public directory at 10,000 and 100,000 providers against a bare Fastify + pg endpoint
//          (directory-bench.mjs; needs no running product and starts none); also part of the full run.
//          --only consultations: booking a consultation through the chain against a bare Fastify + pg endpoint, and the
//          admins' list p95 at 10,000 and 1,000,000 consultations (consultations-bench.mjs; needs no running product;
//          not part of the full run: its seed takes about two minutes).
//          --only sse: 1,000 open notification streams on one gateway (its memory before and after) and the time from
//          an admin's decision to the patient's stream (sse-bench.mjs; needs no running product; also part of the full run).
//          --only fhir: the SMART Scheduling Links feed read whole at 1,000 and 10,000 clinics (time to the last byte, the
//          gateway's peak RSS) and the FHIR Slot search p95 (fhir-bench.mjs; needs no running product and starts none;
//          fails on wrong line counts; not part of the full run: it takes about two and a quarter minutes here, most of
//          it reading the 1.56 M-line feed at 10,000 clinics, as long as the consultations section left out for its seed).
import fs from 'node:fs';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
// What follows imports the built contracts; on a fresh clone nothing is built yet (npm start builds it all anyway).
if (!fs.existsSync(new URL('../../contracts/dist/index.js', import.meta.url))) await (await import('../lib/product.mjs')).buildAll();
const { authCommands, authRoutes, checkoutRequestFrom, PaymentFormSchema, paymentRoutes } = await import('@hp/contracts');
const { loadDotEnv, serviceDatabaseUrl, settings } = await import('../lib/env.mjs');
const { useScratchRedisDb } = await import('../lib/infrastructure.mjs');
const { PidLock } = await import('../lib/lock.mjs');
const { http } = await import('../lib/net.mjs');
const { dataPath } = await import('../lib/paths.mjs');
const { portHolder, stopDetached } = await import('../lib/proc.mjs');
const { listServices } = await import('../lib/workspace.mjs');
const { connectionConfig, dropDatabase } = await import('@hp/service-platform/migrate/database');
const { auditRoutes, formatTable, registryRoutes } = await import('../lib/lighthouse.mjs');
const { lighthouseChart } = await import('./lighthouse-chart.mjs');
const { BENCH_REDIS_DB, startBareServer, startLoneGateway, stopHelpers } = await import('./bench-processes.mjs');
const { startProductInBackground } = await import('../lib/product.mjs');
const { groupRssMiB, loadRunner } = await import('./load-runs.mjs');
const { printDirectoryBench, runDirectoryBench } = await import('./directory-bench.mjs');
const { printConsultationsBench, runConsultationsBench } = await import('./consultations-bench.mjs');
const { printSseBench, runSseBench } = await import('./sse-bench.mjs');
const { printFhirBench, runFhirBench } = await import('./fhir-bench.mjs');
const { formatIdleMemory, idleMemory } = await import('./idle-memory.mjs');

loadDotEnv();
const args = process.argv.slice(2);
const opt = (/** @type {string} */ name, /** @type {number} */ fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const duration = opt('--duration', 8);
const connections = opt('--connections', 50);
const rounds = opt('--rounds', 3);
const lighthouseRuns = opt('--lighthouse-runs', 3);
/** `--only lighthouse`: the per-route Lighthouse table and chart, without the load scenarios. */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const lighthouseOnly = only === 'lighthouse';
const directoryOnly = only === 'directory';
const consultationsOnly = only === 'consultations';
const sseOnly = only === 'sse';
const fhirOnly = only === 'fhir';
const runner = loadRunner({ duration, connections, rounds });
const { scenario, bestOfRounds, warmUp } = runner;
const s = settings();
const base = `http://127.0.0.1:${s.port}`;

/** @type {import('node:child_process').ChildProcess | null} */
let product = null;

async function answers() {
  const r = await http(`${base}/api/healthz`);
  return Boolean(r?.ok);
}

/**
 * `<NAME>_DATABASE_URL` of every service with a database, naming `<its database>_bench`, each dropped first: the
 * bench's thousands of accounts and orders stay out of the product's databases, and each run starts empty (its
 * open orders would otherwise be reconciled at Plural by the next product run).
 */
async function freshBenchDatabases() {
  /** @type {Record<string, string>} */
  const env = {};
  for (const service of listServices().filter((candidate) => candidate.prisma)) {
    const { key, url } = serviceDatabaseUrl(service.name);
    const bench = new URL(url);
    bench.pathname = `${bench.pathname}_bench`;
    await dropDatabase(connectionConfig(bench.toString()));
    env[key] = bench.toString();
  }
  return env;
}

async function startProduct() {
  // Its own Redis database, so the bench's thousands of logins leave no rate-limit counters behind.
  const redis = await useScratchRedisDb(BENCH_REDIS_DB);
  const databases = await freshBenchDatabases();
  console.log(
    `bench: starting the product with raised login rate limits, databases of its own (${Object.values(databases)
      .map((url) => new URL(url).pathname.slice(1))
      .join(', ')})${redis ? ` and Redis ${redis}` : ''} (output in .data/logs/bench-product.log)`,
  );
  product = await startProductInBackground({
    args: ['--no-install', '--chromium'],
    env: {
      ...process.env,
      ...databases,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      RATE_LIMIT_LOGIN_MAX: '100000000',
      // The login scenario sends 50 attempts on one account at once; each counts until its answer comes.
      RATE_LIMIT_LOGIN_FREE_FAILURES: '100000000',
      RATE_LIMIT_REGISTER_MAX: '1000',
      // The checkout scenario creates thousands of orders from one address (the enquiry bucket).
      RATE_LIMIT_ENQUIRY_MAX: '100000000',
      RATE_LIMIT_FHIR_MAX: '100000000',
    },
    logName: 'bench-product',
    answers,
    timeoutMs: 300_000,
  });
}

/** The product's processes: from the start script's lock file, otherwise whoever listens on their ports. */
async function productProcesses() {
  const children = new PidLock('start').read()?.children ?? [];
  if (children.length) return children.map((c) => ({ name: c.name, pid: c.pid }));
  const byPort = [
    ['nginx', s.port],
    ['gateway', s.gatewayPort],
    ['auth', s.authHealthPort],
    ['plural-simulator', s.plural.port],
  ];
  const found = [];
  for (const [name, port] of byPort) {
    const holder = await portHolder(Number(port));
    if (holder) found.push({ name: String(name), pid: holder.pid });
  }
  return found;
}

/**
 * A process gives memory back on the first quiet one of releaseMemoryWhenIdle's 30 s windows after work
 * (services/platform/src/bootstrap/release-memory.ts): after a load, two windows and a margin.
 */
const QUIET_AFTER_LOAD_MS = 65_000;

/** Each product process's memory once the product has been quiet for `quietMs` (before any load: a few seconds). */
async function measureIdleMemory(quietMs = 10_000) {
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  const starter = new PidLock('start').read();
  return idleMemory(await productProcesses(), starter, listServices().map((service) => service.name));
}

/**
 * Lighthouse on every route, before the load scenarios (a busy machine would slow its figures), and on the bare Node
 * page: the least any page costs under the same profile, in the same run.
 */
async function measureRoutes() {
  const bare = await startBareServer('bare-node-page', ['--page']);
  const [floor] = await auditRoutes({ baseUrl: bare.url, routes: ['/'], runs: lighthouseRuns });
  const routes = registryRoutes().map((r) => r.route);
  console.log(`bench: Lighthouse (mobile profile) on ${routes.length} routes, ${lighthouseRuns} runs each`);
  const reports = await auditRoutes({ baseUrl: base, routes, runs: lighthouseRuns });
  return { floor: /** @type {import('../lib/lighthouse.mjs').RouteReport} */ (floor), reports };
}

/** The load scenarios (autocannon) and the memory of each process afterwards. */
async function runLoadScenarios() {
  const gateway = await startLoneGateway();
  const bare = await startBareServer('bare-node');
  const bareForwarder = await startBareServer('bare-node-nats', [gateway.natsUrl, authCommands.verifyOtp.subject]);
  const verifyOtp = (/** @type {string} */ url) => ({
    url: `${url}${authRoutes.userVerifyOtp.path}`,
    method: /** @type {const} */ ('POST'),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', otp: '123456' }),
  });
  /** @type {Array<[string, Partial<autocannon.Options> & { url: string }, number]>} */
  const alone = [
    ['baseline: bare Node http server', { url: bare.url }, bare.pid],
    ['floor: bare Node http + one NATS request', verifyOtp(bareForwarder.url), bareForwarder.pid],
    ['gateway alone: GET /api/healthz', { url: `${gateway.url}/api/healthz` }, gateway.pid],
    ['gateway alone: POST verify-otp -> NATS -> responder', verifyOtp(gateway.url), gateway.pid],
  ];
  for (const [, o] of alone) await warmUp(o);
  results.push(...(await bestOfRounds(alone)));
  memory.push({ name: 'bench gateway (after its load)', pid: gateway.pid, rssMiB: groupRssMiB(gateway.pid) });

  // One patient for the login scenario, registered through the API.
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'Bench-password-1';
  if (startedHere) {
    const reg = await http(`${base}${authRoutes.userRegister.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench User', phone: '9876543210', email, password }),
      timeoutMs: 10_000,
    });
    if (reg?.status !== 201) throw new Error(`could not register the bench user: ${reg?.status} ${reg?.text}`);
  }

  await warmUp({ url: `${base}/api/healthz` });
  results.push(await scenario('nginx -> gateway: GET /api/healthz', { url: `${base}/api/healthz` }));
  results.push(await scenario('nginx: GET / (shell index.html)', { url: `${base}/` }));
  results.push(
    await scenario('nginx: GET /mfe/marketing/remoteEntry.js (gzip)', {
      url: `${base}/mfe/marketing/remoteEntry.js`,
      headers: { 'accept-encoding': 'gzip' },
    }),
  );
  results.push(await scenario('nginx -> gateway: GET /api/readyz (NATS + Redis)', { url: `${base}/api/readyz` }));
  results.push(
    await scenario('nginx -> gateway: POST login, invalid body (400)', {
      url: `${base}${authRoutes.userLogin.path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email', password: '' }),
    }),
  );
  if (startedHere) {
    results.push(
      await scenario('nginx -> gateway -> auth: POST login (argon2)', {
        url: `${base}${authRoutes.userLogin.path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );
  }
  if (startedHere) {
    // The whole chain: nginx -> gateway -> payment service (order stored) -> the Plural simulator (token, order).
    const checkout = checkoutRequestFrom(
      PaymentFormSchema.parse({
        firstName: 'Bench',
        lastName: 'User',
        email: 'bench-checkout@example.com',
        mobile: '9876543210',
        service: 'dental-checkup',
        amount: 500,
      }),
    );
    results.push(
      await scenario('nginx -> gateway -> payment -> Plural: POST checkout', {
        url: `${base}${paymentRoutes.paymentCheckout.path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checkout),
      }),
    );
  }
  for (const p of await productProcesses()) memory.push({ ...p, rssMiB: groupRssMiB(p.pid) });
}

const results = [];
/** @type {Awaited<ReturnType<typeof runDirectoryBench>> | undefined} */
let directory;
/** @type {Awaited<ReturnType<typeof runConsultationsBench>> | undefined} */
let consultations;
/** @type {Awaited<ReturnType<typeof runSseBench>> | undefined} */
let sse;
/** @type {Awaited<ReturnType<typeof runFhirBench>> | undefined} */
let fhir;
const startedHere = !directoryOnly && !consultationsOnly && !sseOnly && !fhirOnly && !(await answers());
/** @type {{ name: string, pid: number, rssMiB: number }[]} */
const memory = [];
/** @type {Awaited<ReturnType<typeof measureRoutes>> | undefined} */
let pages;
/** @type {ReturnType<typeof idleMemory> | undefined} */
let idle;
/** @type {ReturnType<typeof idleMemory> | undefined} */
let idleAfterLoad;
try {
  if (directoryOnly) {
    directory = await runDirectoryBench({ ...runner, connections, duration, rounds });
  } else if (consultationsOnly) {
    consultations = await runConsultationsBench({ ...runner, connections, duration, rounds });
  } else if (sseOnly) {
    sse = await runSseBench();
  } else if (fhirOnly) {
    fhir = await runFhirBench({ rounds });
  } else {
    if (startedHere) await startProduct();
    else console.log(`bench: using the product already running at ${base} (login scenario skipped: rate limits)`);
    idle = await measureIdleMemory();
    pages = await measureRoutes();
    if (!lighthouseOnly) {
      await runLoadScenarios();
      await stopHelpers();
      directory = await runDirectoryBench({ ...runner, connections, duration, rounds });
      await stopHelpers();
      sse = await runSseBench();
      console.log(`bench: the product quiet for ${QUIET_AFTER_LOAD_MS / 1000} s, then its memory again`);
      idleAfterLoad = await measureIdleMemory(QUIET_AFTER_LOAD_MS);
    }
  }
} finally {
  await stopHelpers();
  if (startedHere) await stopDetached(product);
}

const baseline = results[0]?.rps || 1;
const rows = results.map((r) => ({ ...r, ratio: r.rps / baseline }));
fs.mkdirSync(dataPath('bench'), { recursive: true });
const file = dataPath('bench', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  file,
  JSON.stringify({ duration, connections, rows, idleMemory: idle, idleMemoryAfterLoad: idleAfterLoad, memory, lighthouse: pages, directory, consultations, sse, fhir }, null, 2),
);
const chartFile = pages && file.replace(/bench-(.*)\.json$/, 'lighthouse-$1.svg');
if (pages && chartFile) {
  const caption = `Lighthouse mobile profile, median of ${lighthouseRuns} runs (${new Date().toISOString().slice(0, 16)}Z)`;
  fs.writeFileSync(chartFile, lighthouseChart(pages.reports, caption));
}
if (args.includes('--json')) {
  console.log(JSON.stringify({ rows, idleMemory: idle, idleMemoryAfterLoad: idleAfterLoad, memory, lighthouse: pages, directory, consultations, sse, fhir }, null, 2));
} else {
  if (pages) {
    console.log(`\nLighthouse, mobile profile (simulated slow 4G, 4x CPU slowdown), median of ${lighthouseRuns} runs; KB as transferred`);
    console.log(`  floor (bare Node page, same run): LCP ${(pages.floor.lcpMs / 1000).toFixed(2)} s, performance ${pages.floor.scores.performance}`);
    for (const line of formatTable(pages.reports)) console.log(`  ${line}`);
    const lcpRatios = pages.reports.map((r) => `${new URL(r.url).pathname} ${(r.lcpMs / pages.floor.lcpMs).toFixed(2)}`);
    console.log(`  LCP x floor: ${lcpRatios.join(' · ')}`);
    for (const r of pages.reports.filter((report) => report.failedAudits.length || report.consoleErrors.length)) {
      console.log(`  ${new URL(r.url).pathname}: ${[...r.failedAudits, ...r.consoleErrors].join('; ')}`);
    }
    console.log(`  chart: ${chartFile}`);
  }
  if (rows.length) {
    console.log(
      `\nautocannon, ${connections} connections, ${duration} s per scenario (best of ${rounds} for the first four), loopback; x bare = req/s / bare Node's`,
    );
    console.log(`  ${'scenario'.padEnd(52)} ${'req/s'.padStart(8)} ${'x bare'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)} ${'cpu µs/req'.padStart(10)}`);
    for (const r of rows) {
      const cpu = r.cpuMicrosPerRequest === null ? '' : r.cpuMicrosPerRequest.toFixed(1);
      console.log(
        `  ${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(8)} ${r.ratio.toFixed(3).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)} ${cpu.padStart(10)}`,
      );
    }
    const healthz = rows.find((r) => r.name === 'nginx -> gateway: GET /api/healthz');
    const checkout = rows.find((r) => r.name.endsWith('POST checkout'));
    if (healthz && checkout) {
      console.log(`  checkout through the whole chain: ${(checkout.rps / healthz.rps).toFixed(3)} x nginx -> gateway healthz`);
    }
  }
  if (idle) {
    console.log('\nresident memory at idle, before any load (VmRSS, process group)');
    for (const line of formatIdleMemory(idle)) console.log(`  ${line}`);
  }
  if (idleAfterLoad) {
    console.log(`\nresident memory at idle again, ${QUIET_AFTER_LOAD_MS / 1000} s after the load (VmRSS, process group)`);
    for (const line of formatIdleMemory(idleAfterLoad)) console.log(`  ${line}`);
  }
  if (directory) printDirectoryBench(directory, { connections, duration, rounds });
  if (consultations) printConsultationsBench(consultations, { connections, duration, rounds });
  if (sse) printSseBench(sse);
  if (fhir) printFhirBench(fhir);
  if (memory.length) {
    console.log('\nresident memory after the load (VmRSS, process group)');
    for (const m of memory) console.log(`  ${m.name.padEnd(40)} pid ${String(m.pid).padStart(7)} ${m.rssMiB.toFixed(1).padStart(8)} MiB`);
  }
  console.log(`(saved to ${file})`);
}