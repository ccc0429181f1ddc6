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
// the window's readings, about one a second at random moments: soak-stats.mjs's WindowFloor), and the memory slope
// (Theil-Sen) per process over the last two thirds (flat within 30 MiB/h).
//
// The load is chaos-load.mjs, the event and stream checks chaos-checks.mjs, the faults chaos-faults.mjs, the soak
// chaos-soak.mjs; this file starts the product, hands them one context and saves the report.
//
// Options: --minutes <n> (soak, default 10; 0 skips it) --only <kill|nats|postgres|sigterm|poison|soak> --json
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24();
const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const soakMinutes = Number(option('--minutes') ?? 10);
const only = option('--only');
const json = args.includes('--json');
const say = (/** @type {string} */ line) => (json ? process.stderr : process.stdout).write(`${line}\n`);

// ---- refuse to touch a running product --------------------------------------------------------------------------
const { PidLock } = await import('../lib/lock.mjs');
const holder = new PidLock('start').holder();
if (holder) {
  console.error(
    `chaos: an npm start of this checkout runs (pid ${holder.pid}). The chaos run breaks things on purpose, on a ` +
      'product it starts itself on ports of its own: stop that one first.',
  );
  process.exit(1);
}
// The load imports the built contracts: build first (on a fresh clone nothing is built yet; otherwise turbo's cache).
const { buildAll, startProductInBackground } = await import('../lib/product.mjs');
say('chaos: building (turbo run build)');
await buildAll();
const { FAULTS, chaosFaults } = await import('./chaos-faults.mjs');
if (only && ![...FAULTS, 'soak'].includes(only)) {
  console.error(`chaos: --only takes one of ${[...FAULTS, 'soak'].join(', ')}`);
  process.exit(2);
}
const { chaosChecks } = await import('./chaos-checks.mjs');
const { chaosLoad } = await import('./chaos-load.mjs');
const { soak } = await import('./chaos-soak.mjs');
const { serviceDatabaseUrl, settings } = await import('../lib/env.mjs');
const { listServices } = await import('../lib/workspace.mjs');
const { useScratchRedisDb } = await import('../lib/infrastructure.mjs');
const { http, isPortOpen } = await import('../lib/net.mjs');
const { dataPath } = await import('../lib/paths.mjs');
const { stopDetached } = await import('../lib/proc.mjs');

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

// ---- refuse to take ports in use -------------------------------------------------------------------------------------
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
    args: ['--no-install', '--no-build'],
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

/** @type {import('./chaos-load.mjs').ChaosContext} */
const ctx = {
  base,
  gatewayPort: s.gatewayPort,
  natsPort: s.nats.port,
  postgresPort: CHAOS_POSTGRES_PORT,
  services,
  healthPortOf,
  children,
  pidOf,
  answers,
  say,
  load: chaosLoad(base),
  checks: chaosChecks({ natsUrl: s.nats.url, dbUrlOf: (name) => serviceDatabaseUrl(name).url, healthPortOf }),
};
const faults = chaosFaults(ctx);

// ---- run ---------------------------------------------------------------------------------------------------------
/** @type {Record<string, unknown>} */
const report = { startedAt: new Date().toISOString(), faults: [] };
let runFailed = false;
try {
  await startProduct();
  await ctx.load.registerPatient();
  say('chaos: warming up (10 s)');
  const warm = ctx.load.steadyLoad();
  await sleep(10_000);
  await warm.stop();
  for (const fault of FAULTS) {
    if (only && only !== fault) continue;
    const result = await faults[/** @type {keyof typeof faults} */ (fault)]();
    /** @type {unknown[]} */ (report.faults).push(...[result].flat());
  }
  if ((!only || only === 'soak') && soakMinutes > 0) report.soak = await soak(ctx, soakMinutes);
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
