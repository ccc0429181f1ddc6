#!/usr/bin/env node
// `npm run chaos`: faults under steady load through the whole chain (nginx -> gateway -> services over NATS ->
// Postgres), then a soak. Issue 15 §4.
//
// It starts the product itself (start.mjs, in the background, output in .data/logs/chaos-product.log) on ports of
// its own, so that it never breaks a product someone else runs: the site on 18080, the gateway on 13000, the
// services' health ports +10000, NATS on 14223, the simulators, S3 and SMTP +10000, Redis database 12 of the
// machine's Redis, and Postgres on 15433 — a port nothing listens on, so start.mjs starts a cluster of its own there
// (as root the Debian cluster `<version>/hp`, otherwise .data/postgres), which the Postgres fault may stop. It refuses
// when an `npm start` of this checkout is running or one of its ports is taken.
//
// The steady load (autocannon, as the bench): GET /api/healthz, the public directory, a patient's login (argon2),
// a checkout through payment to the Plural simulator; beside it one registration every 0.4 s, whose
// auth.evt.user-registered.v1 events are followed from auth's outbox (platform.outbox_events, published_at) to the
// notification service's processed_events (each consumer must hold each event id: none lost; the primary key
// (consumer, event_id) and the handler's transaction make a second handling impossible to store, and the consumers'
// `duplicate` outcomes are read from the notification service's /metrics).
//
// Faults, each with 10 s of load before and 20 s after it is over:
//   kill       kill -9 of the directory service: its route answers 503, nothing else fails; start.mjs's supervisor
//              starts it again
//   nats       the product's nats-server stopped (SIGTERM) and started again by the supervisor; its JetStream
//              streams are on disk (.data/nats), their message counts are compared
//   postgres   the product's own Postgres stopped (pg_ctl(cluster) stop -m fast) for 10 s, then started: the
//              services' /readyz turn red, calls needing the database answer 503 with a message, all recovers
//   sigterm    SIGTERM to the auth service during logins, then to the gateway during everything: requests in flight
//              when the signal arrives must all answer 2xx
//   poison     a message that is not an event published on auth.evt.user-registered.v1: it must land in
//              NOTIFICATION_DEAD_LETTERS (JetStream API)
// then the soak (--minutes, default 10): error rate, p95 and every product process's RSS every 15 s (the lowest of
// the window's readings, one a second: soak-stats.mjs's WindowFloor), and the least-squares memory slope per process
// over the last two thirds (flat within 30 MiB/h).
//
// Options: --minutes <n> (soak, default 10; 0 skips it) --only <kill|nats|postgres|sigterm|poison|soak> --json
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24();
const { authRoutes, checkoutRequestFrom, PaymentFormSchema, paymentRoutes } = await import('@hp/contracts');
const { serviceDatabaseUrl, settings } = await import('../lib/env.mjs');
const { listServices } = await import('../lib/workspace.mjs');
const { useScratchRedisDb } = await import('../lib/infrastructure.mjs');
const { PidLock } = await import('../lib/lock.mjs');
const { http, isPortOpen, waitFor } = await import('../lib/net.mjs');
const { dataPath } = await import('../lib/paths.mjs');
const { stopDetached } = await import('../lib/proc.mjs');
const { readNatsPasswords, OPERATOR_NATS_USER } = await import('../lib/nats.mjs');
const { startProductInBackground } = await import('../lib/product.mjs');
const { CLIENT_OPTIONS, cpuMicros, groupsRssMiB } = await import('./load-runs.mjs');
const { memoryVerdict, percentile, FLAT_BOUND_MIB_PER_HOUR, WindowFloor } = await import('./soak-stats.mjs');
const { default: autocannon } = await import('autocannon');
const { default: pg } = await import('pg');
const { connect } = await import('@nats-io/transport-node');
const { jetstreamManager, jetstream } = await import('@nats-io/jetstream');

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const soakMinutes = Number(option('--minutes') ?? 10);
const only = option('--only');
const FAULTS = ['kill', 'nats', 'postgres', 'sigterm', 'poison'];
if (only && ![...FAULTS, 'soak'].includes(only)) {
  console.error(`chaos: --only takes one of ${[...FAULTS, 'soak'].join(', ')}`);
  process.exit(2);
}
const json = args.includes('--json');
const say = (/** @type {string} */ line) => (json ? process.stderr : process.stdout).write(`${line}\n`);
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- the product's own ports ------------------------------------------------------------------------------------
const CHAOS_POSTGRES_PORT = Number(process.env.HP_CHAOS_POSTGRES_PORT ?? 15433);
const CHAOS_REDIS_DB = Number(process.env.HP_CHAOS_REDIS_DB ?? 12);
const site = 18080;
/** @type {Record<string, string>} */
const chaosEnv = {
  PORT: String(site),
  GATEWAY_PORT: '13000',
  NATS_URL: 'nats://127.0.0.1:14223',
  SMTP_PORT: '11025',
  MAILDEV_WEB_PORT: '11080',
  S3_ENDPOINT: 'http://127.0.0.1:19000',
  PLURAL_SIMULATOR_PORT: '13310',
  PLURAL_BASE_URL: 'http://127.0.0.1:13310',
  PAYMENT_SITE_URL: `http://localhost:${site}`,
  NOTIFICATION_SITE_URL: `http://localhost:${site}`,
  WHATSAPP_SIMULATOR_PORT: '13320',
  WHATSAPP_API_URL: 'http://127.0.0.1:13320',
  SMS_API_URL: 'http://127.0.0.1:13320/sms/v1/messages',
};
for (const service of listServices()) {
  if (service.healthPort) chaosEnv[service.healthEnv] = String(service.healthPort + 10_000);
  if (service.prisma) {
    const { key } = serviceDatabaseUrl(service.name);
    chaosEnv[key] = `postgresql://postgres:postgres@127.0.0.1:${CHAOS_POSTGRES_PORT}/hp_${service.name.replace(/-/g, '_')}`;
  }
}
Object.assign(process.env, chaosEnv);
const s = settings();
const base = `http://127.0.0.1:${s.port}`;
const services = listServices();
const healthPortOf = (/** @type {string} */ name) => services.find((svc) => svc.name === name)?.healthPort;
const dbUrlOf = (/** @type {string} */ name) => serviceDatabaseUrl(name).url;

// ---- refuse to touch a running product --------------------------------------------------------------------------
const holder = new PidLock('start').holder();
if (holder) {
  console.error(
    `chaos: an npm start of this checkout runs (pid ${holder.pid}). The chaos run breaks things on purpose, on a ` +
      'product it starts itself on ports of its own: stop that one first.',
  );
  process.exit(1);
}
const taken = [];
for (const port of [s.port, s.gatewayPort, s.nats.port, CHAOS_POSTGRES_PORT, ...services.flatMap((x) => x.healthPort ?? [])]) {
  if (await isPortOpen(port)) taken.push(port);
}
if (taken.length) {
  console.error(`chaos: ports it starts its own product on are taken: ${taken.join(', ')}; is another chaos run going?`);
  process.exit(1);
}

// ---- the product -----------------------------------------------------------------------------------------------
const answers = async () => Boolean((await http(`${base}/api/healthz`))?.ok);
/** @type {import('node:child_process').ChildProcess | null} */
let product = null;
const children = () => new PidLock('start').read()?.children ?? [];
const pidOf = (/** @type {string} */ name) => children().find((c) => c.name === name)?.pid ?? 0;

async function startProduct() {
  const redis = await useScratchRedisDb(CHAOS_REDIS_DB);
  say(`chaos: starting the product on ${base} with its own Postgres on :${CHAOS_POSTGRES_PORT}, NATS ${s.nats.url}, Redis ${redis} (.data/logs/chaos-product.log)`);
  product = await startProductInBackground({
    args: ['--no-install'],
    env: {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      RATE_LIMIT_LOGIN_MAX: '100000000',
      RATE_LIMIT_LOGIN_FREE_FAILURES: '100000000',
      RATE_LIMIT_REGISTER_MAX: '100000000',
      RATE_LIMIT_ENQUIRY_MAX: '100000000',
    },
    logName: 'chaos-product',
    answers,
    timeoutMs: 600_000,
  });
}

/** The Debian cluster (or private data directory) of the product's own Postgres: never the machine's. */
function ownPostgres() {
  if (CHAOS_POSTGRES_PORT === 5432) throw new Error('chaos: refusing to stop a Postgres on 5432');
  try {
    const line = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .find((f) => Number(f[2]) === CHAOS_POSTGRES_PORT);
    if (line) {
      const ctl = (/** @type {string[]} */ ...more) =>
        execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', line[0], line[1], ...more], { stdio: 'ignore' });
      return { what: `cluster ${line[0]}/${line[1]}`, stop: () => ctl('stop', '-m', 'fast'), start: () => ctl('start') };
    }
  } catch {
    /* no postgresql-common */
  }
  throw new Error(`chaos: no Postgres cluster of its own on ${CHAOS_POSTGRES_PORT} (pg_lsclusters)`);
}

// ---- load --------------------------------------------------------------------------------------------------------
const patient = { email: `chaos-${Date.now().toString(36)}@example.com`, password: 'Chaos-password-1' };
const checkout = checkoutRequestFrom(
  PaymentFormSchema.parse({ firstName: 'Chaos', lastName: 'User', email: 'chaos-checkout@example.com', mobile: '9876543210', service: 'dental-checkup', amount: 500 }),
);
const json_ = (/** @type {unknown} */ body) => ({ method: /** @type {const} */ ('POST'), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
/**
 * route name -> [autocannon options, connections]: a steady rate (overallRate, req/s), not the most the machine can
 * do, so that the figures before, during and after a fault compare, and a 2-core machine keeps room for the rest.
 */
const MIX = {
  healthz: [{ url: `${base}/api/healthz`, overallRate: 100 }, 4],
  directory: [{ url: `${base}/api/clinic/approved-clinics`, overallRate: 50 }, 4],
  login: [{ url: `${base}${authRoutes.userLogin.path}`, ...json_(patient), overallRate: 4 }, 4],
  checkout: [{ url: `${base}${paymentRoutes.paymentCheckout.path}`, ...json_(checkout), overallRate: 10 }, 4],
};

/**
 * @typedef {{ route: string, start: number, end: number, status: number | string }} Sample a status, or `error:<code>`
 * Runs the mix until stop(); every answer (and error) with its start and end time.
 */
function steadyLoad() {
  /** @type {Sample[]} */
  const samples = [];
  const trackers = Object.entries(MIX).map(([route, [o, connections]]) => {
    const tracker = autocannon({ ...CLIENT_OPTIONS, ...o, connections, duration: 24 * 3600, timeout: 15 });
    tracker.on('response', (_client, status, _bytes, ms) => {
      const end = Date.now();
      samples.push({ route, start: end - ms, end, status });
    });
    tracker.on('reqError', (/** @type {any} */ error) => {
      const end = Date.now();
      samples.push({ route, start: end, end, status: `error:${error?.code ?? error?.message ?? 'unknown'}` });
    });
    return tracker;
  });
  return {
    samples,
    async stop() {
      await Promise.all(trackers.map((t) => new Promise((resolve) => { t.once('done', resolve); t.stop(); })));
    },
  };
}

/** A non-2xx answer or no answer. @param {Sample} x */
const failed = (x) => typeof x.status !== 'number' || x.status >= 300;

/** One registration every `everyMs` until stop(): the users that got 201, for the event checks. */
function registrar(everyMs = 400) {
  /** @type {{ email: string, status: number }[]} */
  const attempts = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const email = `chaos-${Date.now().toString(36)}-${i}@example.com`;
      const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
      const started = Date.now();
      const r = await http(`${base}${authRoutes.userRegister.path}`, { ...json_({ name: 'Chaos User', phone, email, password: patient.password }), timeoutMs: 15_000 });
      attempts.push({ email, status: r?.status ?? 0 });
      await sleep(Math.max(0, everyMs - (Date.now() - started)));
    }
  })();
  return { attempts, async stop() { running = false; await loop; } };
}

// ---- events ------------------------------------------------------------------------------------------------------
/** @template T @param {string} url @param {(c: import('pg').Client) => Promise<T>} work */
async function withDb(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The registered users' events: in auth's outbox (published or not) and in each notification consumer's
 * processed_events; waits up to 90 s for them all to arrive.
 * @param {string[]} emails
 */
async function eventCheck(emails, since = 0) {
  if (!emails.length) return { registered: 0 };
  const wanted = new Set(emails);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const outbox = await withDb(dbUrlOf('auth'), async (c) =>
      (await c.query(
        `SELECT id::text AS id, payload::text AS payload, published_at FROM platform.outbox_events
          WHERE subject = 'auth.evt.user-registered.v1' AND created_at >= to_timestamp($1 / 1000.0)`,
        [since],
      )).rows.filter((row) => [...wanted].some((email) => row.payload.includes(email))),
    );
    const ids = outbox.map((row) => row.id);
    const processed = await withDb(dbUrlOf('notification'), async (c) =>
      (await c.query(`SELECT consumer, count(*)::int AS n FROM platform.processed_events WHERE event_id = ANY($1) GROUP BY consumer`, [ids])).rows,
    );
    const published = outbox.filter((row) => row.published_at).length;
    const byConsumer = Object.fromEntries(processed.map((row) => [row.consumer, row.n]));
    const complete = outbox.length === emails.length && published === outbox.length && processed.length > 0 && processed.every((row) => row.n === ids.length);
    if (complete || Date.now() > deadline) {
      return { registered: emails.length, inOutbox: outbox.length, published, handledBy: byConsumer, lost: emails.length - Math.min(...processed.map((row) => row.n), published), complete };
    }
    await sleep(2000);
  }
}

/** The notification service's consumers' `duplicate` outcomes so far (Prometheus text of its /metrics). */
async function duplicateOutcomes() {
  const r = await http(`http://127.0.0.1:${healthPortOf('notification')}/metrics`);
  let total = 0;
  for (const line of (r?.text ?? '').split('\n')) if (/outcome="duplicate"/.test(line) && !line.startsWith('#')) total += Number(line.split(' ').pop()) || 0;
  return total;
}

// ---- JetStream ---------------------------------------------------------------------------------------------------
/** @template T @param {(nc: import('@nats-io/transport-node').NatsConnection) => Promise<T>} work */
async function withNats(work) {
  const nc = await connect({ servers: s.nats.url, user: OPERATOR_NATS_USER, pass: readNatsPasswords()[OPERATOR_NATS_USER] });
  try {
    return await work(nc);
  } finally {
    await nc.close();
  }
}
async function streamCounts() {
  return withNats(async (nc) => {
    const jsm = await jetstreamManager(nc);
    /** @type {Record<string, number>} */
    const counts = {};
    for await (const info of jsm.streams.list()) counts[info.config.name] = info.state.messages;
    return counts;
  });
}

// ---- one fault -----------------------------------------------------------------------------------------------------
/**
 * 10 s of load, the fault (`inject` resolves once the fault is over, with the routes it is allowed to fail), then
 * load until every route has answered 2xx for 20 s (at most 120 s); the figures per route and phase.
 * @param {string} name
 * @param {(t: { samples: Sample[] }) => Promise<{ allowed: string[], note?: Record<string, unknown>, inFlightAt?: number[] }>} inject
 */
async function runFault(name, inject) {
  say(`\nchaos: ${name}`);
  const duplicatesBefore = await duplicateOutcomes();
  const load = steadyLoad();
  const registrations = registrar();
  const t0 = Date.now();
  await sleep(10_000);
  const injectedAt = Date.now();
  const { allowed, note = {}, inFlightAt = [] } = await inject(load);
  const overAt = Date.now();
  // Then until 20 s without a failure (at most 120 s).
  const lastFailure = () => Math.max(0, ...load.samples.filter((x) => failed(x)).map((x) => x.end));
  await waitFor(async () => Date.now() - Math.max(overAt, lastFailure()) >= 20_000, { timeoutMs: 120_000, intervalMs: 500, what: 'recovery' }).catch(() => {});
  await Promise.all([load.stop(), registrations.stop()]);
  const failureEnd = lastFailure();
  const afterFrom = Math.max(overAt, failureEnd);
  const phaseOf = (/** @type {Sample} */ x) => (x.end < injectedAt ? 'before' : x.end <= afterFrom ? 'during' : 'after');
  /** @type {Record<string, any>} */
  const routes = {};
  for (const route of Object.keys(MIX)) {
    const mine = load.samples.filter((x) => x.route === route);
    /** @type {Record<string, number>} */
    const byStatus = {};
    for (const x of mine) byStatus[x.status] = (byStatus[x.status] ?? 0) + 1;
    const p95 = (/** @type {string} */ phase) => percentile(mine.filter((x) => phaseOf(x) === phase && typeof x.status === 'number').map((x) => x.end - x.start), 95);
    const failures = mine.filter((x) => failed(x)).length;
    routes[route] = { requests: mine.length, byStatus, failures, allowedToFail: allowed.includes(route), p95: { before: p95('before'), during: p95('during'), after: p95('after') } };
  }
  const unexpected = Object.entries(routes).filter(([route, r]) => !allowed.includes(route) && r.failures).map(([route, r]) => `${route} ${r.failures}`);
  // Requests in flight when a signal arrived: started before it, answered after it.
  const inFlight = inFlightAt.map((at) => {
    const caught = load.samples.filter((x) => x.start < at && x.end > at && x.start !== x.end);
    return { at: at - injectedAt, inFlight: caught.length, not2xx: caught.filter((x) => failed(x)).length };
  });
  const created = registrations.attempts.filter((a) => a.status === 201).map((a) => a.email);
  const events = await eventCheck(created, t0 - 5000);
  const result = {
    fault: name,
    ...note,
    seconds: { faultLasted: (overAt - injectedAt) / 1000, recoveredAfterFault: Math.max(0, failureEnd - overAt) / 1000, lastFailureAfterInjection: failureEnd ? (failureEnd - injectedAt) / 1000 : 0 },
    routes,
    unexpectedFailures: unexpected,
    inFlight,
    registrations: { attempted: registrations.attempts.length, byStatus: countBy(registrations.attempts.map((a) => a.status)) },
    events: { ...events, duplicatesHandled: (await duplicateOutcomes()) - duplicatesBefore },
  };
  printFault(result);
  return result;
}

/** @param {Array<string | number>} values */
function countBy(values) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/** @param {any} r */
function printFault(r) {
  const ms = (/** @type {number} */ v) => (Number.isNaN(v) ? '-' : String(Math.round(v)));
  say(`  fault lasted ${r.seconds.faultLasted.toFixed(1)} s; last failure ${r.seconds.lastFailureAfterInjection.toFixed(1)} s after injection; recovered ${r.seconds.recoveredAfterFault.toFixed(1)} s after the fault was over`);
  say(`  ${'route'.padEnd(10)} ${'requests'.padStart(8)}  ${'by status'.padEnd(34)} ${'p95 ms before/during/after'.padStart(27)}`);
  for (const [route, x] of Object.entries(r.routes)) {
    const statuses = Object.entries(x.byStatus).map(([k, v]) => `${k}:${v}`).join(' ');
    say(`  ${route.padEnd(10)} ${String(x.requests).padStart(8)}  ${statuses.padEnd(34)} ${`${ms(x.p95.before)}/${ms(x.p95.during)}/${ms(x.p95.after)}`.padStart(27)}${x.allowedToFail ? '  (may fail)' : ''}`);
  }
  say(`  failures outside the faulty part: ${r.unexpectedFailures.length ? r.unexpectedFailures.join(', ') : 'none'}`);
  for (const f of r.inFlight) say(`  in flight at the signal (+${(f.at / 1000).toFixed(1)} s): ${f.inFlight}, of which not 2xx: ${f.not2xx}`);
  for (const [key, value] of Object.entries(r)) if (!['fault', 'seconds', 'routes', 'unexpectedFailures', 'inFlight', 'registrations', 'events'].includes(key)) say(`  ${key}: ${JSON.stringify(value)}`);
  say(`  registrations: ${JSON.stringify(r.registrations.byStatus)}; events: ${JSON.stringify(r.events)}`);
}

// ---- the faults ----------------------------------------------------------------------------------------------------
/** Waits until start.mjs's supervisor has started `name` again (another pid) and it is ready. @param {string} name @param {number} oldPid */
async function restartedBySupervisor(name, oldPid, ready = async () => true) {
  const from = Date.now();
  await waitFor(async () => pidOf(name) !== oldPid && pidOf(name) > 0 && (await ready()), { timeoutMs: 90_000, intervalMs: 200, what: `${name} started again` });
  return { restartedBy: 'start.mjs supervisor', newPid: pidOf(name), backInSeconds: (Date.now() - from) / 1000 };
}
/**
 * `count` logins (argon2: a few hundred ms each) sent at once, `signal` sent to `pid` 100 ms later, while they are
 * in flight; their statuses. @param {number} pid @param {NodeJS.Signals} signal
 */
async function signalDuringLogins(pid, signal, count = 8) {
  const calls = Array.from({ length: count }, () => http(`${base}${authRoutes.userLogin.path}`, { ...json_(patient), timeoutMs: 30_000 }));
  await sleep(100);
  const at = Date.now();
  process.kill(pid, signal);
  const answers = await Promise.all(calls);
  const statuses = countBy(answers.map((r) => r?.status ?? 'no answer'));
  return { at, burst: { sent: count, statuses, not2xx: answers.filter((r) => !r || r.status >= 300).length } };
}
const serviceReady = (/** @type {string} */ name) => async () => Boolean((await http(`http://127.0.0.1:${healthPortOf(name)}/readyz`))?.ok);

const faults = {
  kill: () =>
    runFault('kill -9 of the directory service', async () => {
      const pid = pidOf('directory');
      process.kill(pid, 'SIGKILL');
      const back = await restartedBySupervisor('directory', pid, serviceReady('directory'));
      return { allowed: ['directory'], note: { killed: `directory pid ${pid}`, ...back } };
    }),
  nats: async () => {
    const before = await streamCounts();
    const result = await runFault('NATS restarted', async () => {
      const pid = pidOf('nats');
      process.kill(pid, 'SIGTERM');
      const back = await restartedBySupervisor('nats', pid, () => isPortOpen(s.nats.port));
      // Every service's readiness green again (they reconnect by themselves).
      await waitFor(async () => (await Promise.all(services.filter((x) => x.healthPort).map((x) => serviceReady(x.name)()))).every(Boolean), { timeoutMs: 60_000, intervalMs: 500, what: 'services ready' });
      return { allowed: Object.keys(MIX).filter((r) => r !== 'healthz'), note: { stopped: `nats-server pid ${pid} (SIGTERM)`, ...back } };
    });
    const after = await streamCounts();
    const kept = Object.entries(before).map(([stream, n]) => `${stream} ${n}->${after[stream] ?? 'gone'}`);
    say(`  JetStream streams (messages before -> after): ${kept.join(', ')}`);
    return { ...result, streams: { before, after } };
  },
  postgres: () =>
    runFault('Postgres stopped for 10 s', async () => {
      const cluster = ownPostgres();
      const readiness = [];
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const r = await http(`http://127.0.0.1:${healthPortOf('directory')}/readyz`, { timeoutMs: 3000 });
          readiness.push({ at: Date.now(), status: r?.status ?? 0, body: r?.text });
          await sleep(500);
        }
      })();
      cluster.stop();
      const stoppedAt = Date.now();
      await sleep(3000);
      // A call that needs the database (the directory's list may come from its cache).
      const sampleAnswer = await http(`${base}${authRoutes.userLogin.path}`, { ...json_(patient), timeoutMs: 10_000 });
      await sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
      cluster.start();
      const startedAt = Date.now();
      await waitFor(serviceReady('directory'), { timeoutMs: 60_000, intervalMs: 250, what: 'directory ready again' });
      probing = false;
      await probe;
      const red = readiness.filter((x) => x.status !== 200);
      return {
        allowed: ['directory', 'login', 'checkout'],
        note: {
          postgres: `${cluster.what} stopped ${((startedAt - stoppedAt) / 1000).toFixed(1)} s`,
          readyzWhileDown: red.length ? `${red.length} probes red (${red[0].status} ${red[0].body})` : 'never red',
          readyzGreenAfterStart: `${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
          answerWhileDown: `${sampleAnswer?.status} ${sampleAnswer?.text}`,
        },
      };
    }),
  sigterm: async () => {
    const service = await runFault('SIGTERM to the auth service during logins', async () => {
      const pid = pidOf('auth');
      const { at, burst } = await signalDuringLogins(pid, 'SIGTERM');
      const back = await restartedBySupervisor('auth', pid, serviceReady('auth'));
      return { allowed: ['login'], inFlightAt: [at], note: { signalled: `auth pid ${pid}`, loginsInFlight: burst, ...back } };
    });
    const gateway = await runFault('SIGTERM to the gateway during requests', async () => {
      const pid = pidOf('gateway');
      const { at, burst } = await signalDuringLogins(pid, 'SIGTERM');
      const back = await restartedBySupervisor('gateway', pid, answers);
      return { allowed: Object.keys(MIX), inFlightAt: [at], note: { signalled: `gateway pid ${pid}`, loginsInFlight: burst, ...back } };
    });
    return [service, gateway];
  },
  poison: async () => {
    say('\nchaos: a poison message');
    const stream = 'NOTIFICATION_DEAD_LETTERS';
    const before = (await streamCounts())[stream] ?? 0;
    const subject = 'auth.evt.user-registered.v1';
    const sentAt = Date.now();
    await withNats(async (nc) => void (await jetstream(nc).publish(subject, new TextEncoder().encode('{"this is": "not an event"'))));
    let after = before;
    await waitFor(async () => ((after = (await streamCounts())[stream] ?? 0) > before), { timeoutMs: 60_000, intervalMs: 500, what: 'the dead letter' }).catch(() => {});
    const last = after > before
      ? await withNats(async (nc) => {
          const message = await (await jetstreamManager(nc)).streams.getMessage(stream, { seq: (await (await jetstreamManager(nc)).streams.info(stream)).state.last_seq });
          return { subject: message?.subject, reason: message?.header?.get('hp-dead-letter-reason'), original: message?.header?.get('hp-original-subject') };
        })
      : null;
    const result = { fault: 'poison message', published: subject, deadLetters: { stream, before, after }, seconds: (Date.now() - sentAt) / 1000, last };
    say(`  ${stream}: ${before} -> ${after} messages in ${result.seconds.toFixed(1)} s; last: ${JSON.stringify(last)}`);
    return result;
  },
};

/** CPU time (µs) of each product process so far, by name. @returns {Record<string, number>} */
function cpuByProcess() {
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

// ---- the soak ----------------------------------------------------------------------------------------------------
async function soak(minutes) {
  say(`\nchaos: soak for ${minutes} min (every 15 s: requests, errors, p95, each process's lowest RSS of the 15 s)`);
  const runMs = minutes * 60_000;
  const load = steadyLoad();
  const registrations = registrar(1000);
  const t0 = Date.now();
  const cpuAtStart = cpuByProcess();
  /** @type {{ atMs: number, requests: number, errors: number, p95: number, p95ByRoute: Record<string, number>, rss: Record<string, number>, heapUsed: Record<string, number> }[]} */
  const windows = [];
  /** @type {Record<string, number[]>} */
  const latencyByRoute = {};
  const floor = new WindowFloor();
  // V8's heap in use beside the RSS, from each Node process's /metrics: its floor is what the JavaScript keeps, so a
  // rising RSS over a level heap is the allocator's or compiled code's, not objects held.
  const heapFloor = new WindowFloor();
  const metricsUrls = [
    ...services.flatMap((svc) => (svc.healthPort ? [[svc.name, `http://127.0.0.1:${svc.healthPort}/metrics`]] : [])),
    ['gateway', `http://127.0.0.1:${s.gatewayPort}/metrics`],
  ];
  const readMemory = () => {
    const running = children().filter((c) => c.pid > 0);
    const rss = groupsRssMiB(running.map((c) => c.pid));
    for (const c of running) floor.add(c.name, rss.get(c.pid) ?? 0);
    for (const [name, url] of metricsUrls)
      void http(url, { timeoutMs: 900 }).then((r) => {
        const used = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(r?.text ?? '');
        if (used) heapFloor.add(name, Number(used[1]) / 2 ** 20);
      });
  };
  const memoryReader = setInterval(readMemory, 1000);
  while (Date.now() - t0 < runMs) {
    await sleep(Math.min(15_000, runMs - (Date.now() - t0)));
    const batch = load.samples.splice(0);
    for (const x of batch) if (typeof x.status === 'number') (latencyByRoute[x.route] ??= []).push(x.end - x.start);
    const rss = floor.take();
    const heapUsed = heapFloor.take();
    const errors = batch.filter((x) => failed(x)).length;
    const answered = batch.filter((x) => typeof x.status === 'number');
    const p95ByRoute = Object.fromEntries(Object.keys(MIX).map((route) => [route, percentile(answered.filter((x) => x.route === route).map((x) => x.end - x.start), 95)]));
    const w = { atMs: Date.now() - t0, requests: batch.length, errors, p95: percentile(answered.map((x) => x.end - x.start), 95), p95ByRoute, rss, heapUsed };
    windows.push(w);
    say(`  +${String(Math.round(w.atMs / 1000)).padStart(4)} s  ${String(w.requests).padStart(6)} req  ${String(errors).padStart(4)} err  p95 ${String(Math.round(w.p95)).padStart(5)} ms (${Object.entries(p95ByRoute).map(([r, v]) => `${r} ${Math.round(v)}`).join(' ')})  ${Object.entries(rss).map(([n, v]) => `${n} ${v.toFixed(0)}`).join(' ')}`);
  }
  clearInterval(memoryReader);
  const cpuAtEnd = cpuByProcess();
  await Promise.all([load.stop(), registrations.stop()]);
  const created = registrations.attempts.filter((a) => a.status === 201).map((a) => a.email);
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  const errors = windows.reduce((sum, w) => sum + w.errors, 0);
  const names = [...new Set(windows.flatMap((w) => Object.keys(w.rss)))];
  const memory = Object.fromEntries(
    names.map((name) => {
      const samples = windows.filter((w) => name in w.rss).map((w) => ({ atMs: w.atMs, rssMiB: w.rss[name] }));
      const heap = windows.filter((w) => name in w.heapUsed).map((w) => ({ atMs: w.atMs, rssMiB: w.heapUsed[name] }));
      const heapVerdict = heap.length ? memoryVerdict(heap, runMs) : undefined;
      return [
        name,
        {
          first: samples[0]?.rssMiB,
          last: samples.at(-1)?.rssMiB,
          ...memoryVerdict(samples, runMs),
          heapUsed: heapVerdict && { first: heap[0].rssMiB, last: heap.at(-1)?.rssMiB, slopeLate: heapVerdict.slopeLate },
        },
      ];
    }),
  );
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
    events: await eventCheck(created, t0 - 5000),
  };
  say(`  requests ${requests}, error rate ${(result.errorRate * 100).toFixed(3)} %, p95 per 15 s window: median ${Math.round(result.p95ms.median)} ms, worst ${Math.round(result.p95ms.worst)} ms`);
  say(`  p95 per route over the soak: ${Object.entries(result.p95msByRoute).map(([route, v]) => `${route} ${Math.round(v)} ms`).join(', ')}`);
  say(`  memory slope (least squares, MiB/hour) over all / over the last 2/3; flat within ±${FLAT_BOUND_MIB_PER_HOUR} MiB/h:`);
  for (const [name, m] of Object.entries(memory)) {
    const heap = m.heapUsed ? `  (V8 heap used ${m.heapUsed.first.toFixed(1)} -> ${m.heapUsed.last?.toFixed(1)} MiB, ${m.heapUsed.slopeLate.toFixed(1)} MiB/h)` : '';
    say(`    ${name.padEnd(18)} ${m.first?.toFixed(1).padStart(7)} -> ${m.last?.toFixed(1).padStart(7)} MiB  slope ${m.slopeAll.toFixed(1).padStart(7)} / ${m.slopeLate.toFixed(1).padStart(7)}  ${m.verdict}${heap}`);
  }
  say(`  CPU per request (ms): ${Object.entries(result.cpuMsPerRequest).map(([name, ms]) => `${name} ${ms.toFixed(3)}`).join(' ')}`);
  say(`  events: ${JSON.stringify(result.events)}`);
  return result;
}

// ---- run ---------------------------------------------------------------------------------------------------------
/** @type {Record<string, unknown>} */
const report = { startedAt: new Date().toISOString(), faults: [] };
let runFailed = false;
try {
  await startProduct();
  // The patient of the login scenario.
  const reg = await http(`${base}${authRoutes.userRegister.path}`, { ...json_({ name: 'Chaos User', phone: '9876543210', ...patient }), timeoutMs: 15_000 });
  if (reg?.status !== 201) throw new Error(`could not register the chaos patient: ${reg?.status} ${reg?.text}`);
  say('chaos: warming up (10 s)');
  const warm = steadyLoad();
  await sleep(10_000);
  await warm.stop();
  for (const fault of FAULTS) {
    if (only && only !== fault) continue;
    const result = await faults[/** @type {keyof typeof faults} */ (fault)]();
    /** @type {unknown[]} */ (report.faults).push(...[result].flat());
  }
  if ((!only || only === 'soak') && soakMinutes > 0) report.soak = await soak(soakMinutes);
} catch (e) {
  runFailed = true;
  console.error(`chaos: ${/** @type {Error} */ (e).stack ?? e}`);
} finally {
  if (product) await stopDetached(product);
}
fs.mkdirSync(dataPath('chaos'), { recursive: true });
const file = dataPath('chaos', `chaos-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
if (json) console.log(JSON.stringify(report, null, 2));
say(`(saved to ${file})`);
process.exit(runFailed ? 1 : 0);
