#!/usr/bin/env node
// `npm run bench`: a short, bounded load test on loopback with autocannon.
//
// Measures a baseline in the same run (GET /api/healthz through nginx: nginx + gateway, no NATS, no
// database) and reports every other scenario as a ratio of the baseline's throughput, so the numbers
// compare across machines. Uses the product already answering at http://localhost:$PORT, or starts one
// (start.mjs) with the login rate limits raised for the bench and stops it afterwards. Against an
// already-running product the login scenario is skipped (its rate limits would turn it into a 429 test).
//
// Options: --duration <s> (per scenario, default 8) --connections <n> (default 10) --json
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { loadDotEnv, settings } from '../lib/env.mjs';
import { useScratchRedisDb } from '../lib/infrastructure.mjs';
import { PidLock } from '../lib/lock.mjs';
import { http, waitFor } from '../lib/net.mjs';
import { dataPath, fromRoot, ROOT } from '../lib/paths.mjs';
import { killGroup } from '../lib/proc.mjs';

loadDotEnv();
const args = process.argv.slice(2);
const opt = (/** @type {string} */ name, /** @type {number} */ fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const duration = opt('--duration', 8);
const connections = opt('--connections', 10);
const s = settings();
const base = `http://127.0.0.1:${s.port}`;

/** @type {import('node:child_process').ChildProcess | null} */
let product = null;

async function answers() {
  const r = await http(`${base}/api/healthz`);
  return Boolean(r?.ok);
}

async function startProduct() {
  if (new PidLock('start').holder()) throw new Error(`an npm start is running but ${base} does not answer`);
  // Its own Redis database, so the bench's thousands of logins leave no rate-limit counters behind.
  const redis = await useScratchRedisDb(Number(process.env.HP_BENCH_REDIS_DB ?? 14));
  console.log(
    `bench: starting the product with raised login rate limits${redis ? ` and Redis ${redis}` : ''} (output in .data/logs/bench-product.log)`,
  );
  fs.mkdirSync(dataPath('logs'), { recursive: true });
  const out = fs.openSync(dataPath('logs', 'bench-product.log'), 'w');
  product = spawn(process.execPath, [fromRoot('infra', 'scripts', 'start.mjs'), '--no-install'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      RATE_LIMIT_LOGIN_MAX: '100000000',
      RATE_LIMIT_LOGIN_PER_EMAIL_MAX: '100000000',
      RATE_LIMIT_REGISTER_MAX: '1000',
    },
  });
  /** @type {string | null} */
  let gone = null;
  product.on('exit', (code) => (gone = `start.mjs exited with ${code}; see .data/logs/bench-product.log`));
  await waitFor(async () => (new PidLock('start').read()?.ready ?? false) && (await answers()), {
    timeoutMs: 300_000,
    intervalMs: 1000,
    what: 'the product',
    abort: () => gone,
  });
}

async function stopProduct() {
  const child = product;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.pid && killGroup(child.pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(t);
}

/**
 * @param {string} name
 * @param {Partial<autocannon.Options>} o
 */
async function scenario(name, o) {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    amount: undefined,
    timeout: 10,
    ...o,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const startedHere = !(await answers());
const results = [];
try {
  if (startedHere) await startProduct();
  else console.log(`bench: using the product already running at ${base} (login scenario skipped: rate limits)`);

  // One patient for the login scenario, registered through the API.
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'Bench-password-1';
  if (startedHere) {
    const reg = await http(`${base}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench User', phone: '9876543210', email, password }),
      timeoutMs: 10_000,
    });
    if (reg?.status !== 201) throw new Error(`could not register the bench user: ${reg?.status} ${reg?.text}`);
  }

  // Warm up (JIT, connection pools), then measure.
  await autocannon({ url: `${base}/api/healthz`, connections, duration: 2 });
  results.push(await scenario('baseline GET /api/healthz', { url: `${base}/api/healthz` }));
  results.push(await scenario('GET / (shell index.html)', { url: `${base}/` }));
  results.push(
    await scenario('GET /mfe/marketing/remoteEntry.js (gzip)', {
      url: `${base}/mfe/marketing/remoteEntry.js`,
      headers: { 'accept-encoding': 'gzip' },
    }),
  );
  results.push(await scenario('GET /api/readyz (NATS + Redis checks)', { url: `${base}/api/readyz` }));
  results.push(
    await scenario('POST /api/user/login, invalid body (400)', {
      url: `${base}/api/user/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email', password: '' }),
    }),
  );
  if (startedHere) {
    results.push(
      await scenario('POST /api/user/login (NATS -> auth -> Postgres, argon2)', {
        url: `${base}/api/user/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );
  }
} finally {
  if (startedHere) await stopProduct();
}

const baseline = results[0]?.rps || 1;
const rows = results.map((r) => ({ ...r, ratio: r.rps / baseline }));
fs.mkdirSync(dataPath('bench'), { recursive: true });
const file = dataPath('bench', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ duration, connections, rows }, null, 2));
if (args.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`\nautocannon, ${connections} connections, ${duration} s per scenario, loopback (${base})`);
  console.log(`  ${'scenario'.padEnd(58)} ${'req/s'.padStart(8)} ${'x base'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(58)} ${r.rps.toFixed(0).padStart(8)} ${r.ratio.toFixed(3).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
  console.log(`(saved to ${file})`);
}
