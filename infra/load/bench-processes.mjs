// The processes the bench starts beside the product: bare Node servers (the baseline), and the gateway alone
// with a NATS server of its own and a responder that answers at once. Each in its own process group, its output
// in `.data/logs/bench-<name>.log`; stopHelpers() stops them all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { authCommands } from '@hp/contracts';
import { useScratchRedisDb } from '../lib/infrastructure.mjs';
import { freePort, http, isPortOpen, waitFor } from '../lib/net.mjs';
import { dataPath, fromRoot, ROOT } from '../lib/paths.mjs';
import { stopDetached, which } from '../lib/proc.mjs';
import { serviceNodeFlags, serviceProcessEnvironment } from '../lib/workspace.mjs';

/** The Redis database of the bench's processes (emptied before use). */
export const BENCH_REDIS_DB = Number(process.env.HP_BENCH_REDIS_DB ?? 14);

/** @type {import('node:child_process').ChildProcess[]} */
const helpers = [];

/** Stops every helper, the last started first. */
export async function stopHelpers() {
  for (const helper of helpers.splice(0).reverse()) await stopDetached(helper);
}

/**
 * A helper process of the bench (own process group, so a stop reaches it), its output written to
 * `.data/logs/bench-<name>.log`. With `ready`, resolves once a line of its output matches; without, at once,
 * and its output goes straight to the file (not through this process, which runs the load).
 * @param {string} name
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {{ env?: NodeJS.ProcessEnv, ready?: RegExp }} o
 */
async function startHelper(name, command, commandArgs, o) {
  fs.mkdirSync(dataPath('logs'), { recursive: true });
  const logFile = dataPath('logs', `bench-${name}.log`);
  const ready = o.ready;
  const out = ready ? 'pipe' : fs.openSync(logFile, 'w');
  const child = spawn(command, commandArgs, { cwd: ROOT, env: o.env ?? process.env, detached: true, stdio: ['ignore', out, out] });
  helpers.push(child);
  if (!ready) return { child, match: null };

  const log = fs.createWriteStream(logFile);
  child.stderr?.pipe(log);
  /** @type {RegExpExecArray} */
  const match = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}); see .data/logs/bench-${name}.log`)));
    readline.createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) }).on('line', (line) => {
      log.write(`${line}\n`);
      const found = ready.exec(line);
      if (found) resolve(found);
    });
  });
  return { child, match };
}

/** @param {string} name @param {string[]} [forwardTo] a NATS URL and subject, to forward each request there */
export async function startBareServer(name, forwardTo = []) {
  const script = fromRoot('infra', 'load', 'bare-server.mjs');
  const { child, match } = await startHelper(name, process.execPath, [script, '0', ...forwardTo], {
    ready: /^listening (\d+)/,
  });
  return { url: `http://127.0.0.1:${match?.[1]}`, pid: /** @type {number} */ (child.pid) };
}

/**
 * The gateway alone, as the product runs it, but on a free port with a NATS server of its own: the forwarded
 * subject is answered by the fake responder only (on the product's NATS the auth service would answer too).
 * `env`: settings of the bench's own beside (a raised rate limit).
 * @param {{ env?: Record<string, string> }} [o]
 */
export async function startLoneGateway({ env: extra = {} } = {}) {
  const natsServer = which('nats-server');
  if (!natsServer) throw new Error('nats-server is not installed (apt-get install -y nats-server)');
  const natsPort = await freePort();
  // JetStream on (a temporary store) for the services the bench runs beside the gateway (the directory).
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-bench-nats-'));
  await startHelper('nats-server', natsServer, ['-js', '-sd', store, '-a', '127.0.0.1', '-p', String(natsPort)], {});
  await waitFor(() => isPortOpen(natsPort), { timeoutMs: 10_000, what: 'the bench nats-server' });
  const natsUrl = `nats://127.0.0.1:${natsPort}`;
  const { NATS_USER: _user, NATS_PASSWORD: _password, ...env } = process.env;

  await startHelper(
    'fake-responder',
    process.execPath,
    [fromRoot('infra', 'load', 'fake-responder.mjs'), natsUrl, authCommands.verifyOtp.subject, '{"message":"OTP verified"}'],
    { env, ready: /^ready$/ },
  );

  const port = await freePort();
  const redisUrl = await useScratchRedisDb(BENCH_REDIS_DB, { exportToEnv: false });
  const { child } = await startHelper('gateway', process.execPath, [fromRoot('gateway', 'dist', 'main.js')], {
    env: {
      ...env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      NATS_URL: natsUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      RATE_LIMIT_RECOVERY_MAX: '100000000',
      ...extra,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await http(`${url}/api/readyz`))?.ok, {
    timeoutMs: 20_000,
    what: 'the bench gateway (see .data/logs/bench-gateway.log)',
    abort: () => (child.exitCode !== null ? 'it exited' : null),
  });
  return { url, pid: /** @type {number} */ (child.pid), natsUrl };
}

/** The directory bench's floor: Fastify + pg running the directory's statement (bare-directory.mjs). @param {string} databaseUrl */
export async function startBareDirectory(databaseUrl) {
  const script = fromRoot('infra', 'load', 'bare-directory.mjs');
  const { child, match } = await startHelper('bare-directory', process.execPath, [script, databaseUrl], {
    ready: /^listening (\d+)/,
  });
  return { url: `http://127.0.0.1:${match?.[1]}`, pid: /** @type {number} */ (child.pid), child };
}

/** The consultations bench's floor: Fastify + pg doing the booking's transaction (bare-consultation.mjs). @param {string} databaseUrl */
export async function startBareConsultation(databaseUrl) {
  const script = fromRoot('infra', 'load', 'bare-consultation.mjs');
  const { child, match } = await startHelper('bare-consultation', process.execPath, [script, databaseUrl], {
    ready: /^listening (\d+)/,
  });
  return { url: `http://127.0.0.1:${match?.[1]}`, pid: /** @type {number} */ (child.pid), child };
}

/**
 * A service (services/<name>/dist/main.js, with the platform's Node flags) on the bench gateway's NATS, on its own
 * bench database `databaseUrl`, the bench's Redis database, and `env` beside; resolves once it is ready.
 * @param {string} service @param {{ natsUrl: string, databaseUrl: string, env?: Record<string, string>, label?: string }} o
 */
export async function startBenchService(service, { natsUrl, databaseUrl, env = {}, label = service }) {
  const NAME = service.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  const healthPort = await freePort();
  const redisUrl = await useScratchRedisDb(BENCH_REDIS_DB, { exportToEnv: false });
  const { NATS_USER: _user, NATS_PASSWORD: _password, ...inherited } = process.env;
  const main = fromRoot('services', service, 'dist', 'main.js');
  const { child } = await startHelper(label, process.execPath, [...serviceNodeFlags(), main], {
    env: {
      ...serviceProcessEnvironment(),
      ...inherited,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NATS_URL: natsUrl,
      [`${NAME}_DATABASE_URL`]: databaseUrl,
      [`${NAME}_HEALTH_PORT`]: String(healthPort),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...env,
    },
  });
  await waitFor(async () => (await http(`http://127.0.0.1:${healthPort}/readyz`))?.ok, {
    timeoutMs: 30_000,
    what: `the bench ${service} service (see .data/logs/bench-${label}.log)`,
    abort: () => (child.exitCode !== null ? 'it exited' : null),
  });
  return { pid: /** @type {number} */ (child.pid), child };
}
