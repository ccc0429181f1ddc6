// The product's own pieces: databases and migrations, the build, the services, the gateway and nginx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serviceDatabaseUrl, settings } from './env.mjs';
import { PidLock } from './lock.mjs';
import { http, isPortOpen, waitFor } from './net.mjs';
import { natsContracts, natsEnvFor } from './nats.mjs';
import { writeLocalNginxConf } from './nginx.mjs';
import { dataPath, fromRoot, ROOT } from './paths.mjs';
import { portHolder, run, stopDetached, Supervisor, which } from './proc.mjs';
import { listServices } from './workspace.mjs';

export const TURBO_ENV = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

/** @param {string} name */
export const localBin = (name) => fromRoot('node_modules', '.bin', name);

/**
 * Creates each service's database and applies the platform's migrations, then its own (hp-migrate, the command
 * the Kubernetes migration Jobs run too).
 * @returns {Promise<string[]>} what was migrated
 */
export async function migrateAll() {
  const tool = fromRoot('services', 'platform', 'migrate', 'cli.mjs');
  const services = listServices().filter((s) => s.prisma);
  if (services.length === 0) return [];
  if (!fs.existsSync(tool)) throw new Error('services/platform/migrate/cli.mjs is missing (hp-migrate applies the services\' migrations)');
  /** @type {string[]} */
  const done = [];
  for (const service of services) {
    const { key, url } = serviceDatabaseUrl(service.name);
    const rel = path.relative(ROOT, service.dir);
    const { code } = await run(process.execPath, [tool, rel, '--database-url', url, '--create-db'], {
      cwd: ROOT,
      name: `migrate:${service.name}`,
    });
    if (code !== 0) throw new Error(`migrations of ${rel} failed (database from ${key})`);
    done.push(`${service.name} -> ${new URL(url).pathname.slice(1)}`);
  }
  return done;
}

/**
 * `turbo run build` for the whole repository.
 * @param {string[]} [extra] more turbo arguments
 */
export async function buildAll(extra = []) {
  const { code } = await run(localBin('turbo'), ['run', 'build', '--output-logs=errors-only', ...extra], {
    cwd: ROOT,
    env: { ...process.env, ...TURBO_ENV },
    name: 'build',
  });
  if (code !== 0) throw new Error(`the build failed (turbo run build exited ${code})`);
}

/**
 * @param {number} port
 * @param {string} what
 */
async function assertPortFree(port, what) {
  if (!(await isPortOpen(port))) return;
  const holder = await portHolder(port);
  throw new Error(
    `port ${port} (${what}) is already in use${holder ? ` by pid ${holder.pid}: ${holder.command}` : ''}. ` +
      'Stop that process or choose another port in .env.',
  );
}

/** Fails (naming the holder) when a port the product needs is taken: the site, the gateway, the health ports. */
export async function checkProductPorts() {
  const s = settings();
  await assertPortFree(s.port, 'PORT, the site');
  await assertPortFree(s.gatewayPort, 'GATEWAY_PORT');
  for (const svc of listServices()) if (svc.healthPort) await assertPortFree(svc.healthPort, svc.healthEnv);
}

/**
 * @param {{ supervisor: Supervisor, log: import('./log.mjs').Logger, dev?: boolean }} o
 * @returns {Promise<{ name: string, detail: string }[]>}
 */
export async function startProduct({ supervisor, log, dev = false }) {
  const s = settings();
  /** @type {{ name: string, detail: string }[]} */
  const started = [];
  const services = listServices();
  const gatewayMain = fromRoot('gateway', 'dist', 'main.js');

  await checkProductPorts();
  if (!which('nginx')) throw new Error('nginx is not installed (apt-get install -y nginx)');

  const nodeArgs = dev ? ['--watch'] : [];
  // Each process connects to NATS as its own user (NATS_URL, NATS_USER, NATS_PASSWORD).
  const { GATEWAY_NATS_USER } = await natsContracts();
  const envFor = (/** @type {string} */ name) => ({ ...process.env, ...natsEnvFor(name) });

  // Services (NATS microservices), all at once; then wait for each to be ready.
  /** @type {Promise<void>[]} */
  const waits = [];
  for (const svc of services) {
    if (!svc.built) {
      log.warn(`services/${svc.name} has no dist/main.js; not started`);
      continue;
    }
    const child = supervisor.start(svc.name, process.execPath, [...nodeArgs, 'dist/main.js'], {
      cwd: svc.dir,
      // The port infra waits on is the one the service listens on, wherever it came from.
      env: { ...envFor(svc.name), ...(svc.healthPort ? { [svc.healthEnv]: String(svc.healthPort) } : {}) },
    });
    const abort = () => (child.exit ? Supervisor.describeExit(child) : null);
    if (svc.healthPort) {
      const url = `http://127.0.0.1:${svc.healthPort}/readyz`;
      waits.push(
        waitFor(async () => (await http(url))?.ok, { timeoutMs: 90_000, what: `${svc.name} (${url})`, abort }).then(() => {
          started.push({ name: svc.name, detail: `pid ${child.pid}, health http://127.0.0.1:${svc.healthPort}/readyz` });
        }),
      );
    } else {
      log.warn(`${svc.name}: no health port known (set ${svc.healthEnv}); waiting 3 s that it stays up`);
      waits.push(
        new Promise((r) => setTimeout(r, 3000)).then(() => {
          const reason = abort();
          if (reason) throw new Error(`${svc.name} ${reason}`);
          started.push({ name: svc.name, detail: `pid ${child.pid}` });
        }),
      );
    }
  }

  // The gateway does not need the services to be up (it answers 503 for a missing one), so start it now too.
  if (!fs.existsSync(gatewayMain)) throw new Error('gateway/dist/main.js is missing (the build did not produce it)');
  const gateway = supervisor.start('gateway', process.execPath, [...nodeArgs, 'dist/main.js'], {
    cwd: fromRoot('gateway'),
    env: envFor(GATEWAY_NATS_USER),
  });
  const gwUrl = `http://127.0.0.1:${s.gatewayPort}/api/readyz`;
  waits.push(
    waitFor(async () => (await http(gwUrl))?.ok, {
      timeoutMs: 90_000,
      what: `gateway (${gwUrl})`,
      abort: () => (gateway.exit ? Supervisor.describeExit(gateway) : null),
    }).then(() => {
      started.push({ name: 'gateway', detail: `pid ${gateway.pid}, http://127.0.0.1:${s.gatewayPort}` });
    }),
  );

  for (const dir of ['shell']) {
    if (!fs.existsSync(fromRoot(dir, 'dist', 'index.html'))) throw new Error(`${dir}/dist/index.html is missing (the build did not produce it)`);
  }
  if (!fs.existsSync(fromRoot('infra', 'nginx', 'mfe-registry.json'))) log.warn('infra/nginx/mfe-registry.json is missing; the shell will find no remotes');

  const conf = await writeLocalNginxConf({ port: s.port, gatewayPort: s.gatewayPort });
  const test = await run(/** @type {string} */ (which('nginx')), ['-t', '-q', ...conf.args], { name: 'nginx' });
  if (test.code !== 0) throw new Error(`nginx rejected ${conf.conf}`);
  const nginx = supervisor.start('nginx', /** @type {string} */ (which('nginx')), conf.args);
  waits.push(
    waitFor(async () => (await http(`http://127.0.0.1:${s.port}/`))?.ok, {
      timeoutMs: 20_000,
      what: `nginx (${s.siteUrl})`,
      abort: () => (nginx.exit ? Supervisor.describeExit(nginx) : null),
    }).then(() => {
      started.push({ name: 'nginx', detail: `pid ${nginx.pid}, ${s.siteUrl} (config ${path.relative(ROOT, conf.conf)})` });
    }),
  );

  const results = await Promise.allSettled(waits);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;

  // The whole path through nginx to the gateway.
  await waitFor(async () => (await http(`http://127.0.0.1:${s.port}/api/readyz`))?.ok, {
    timeoutMs: 30_000,
    what: 'the API through nginx (/api/readyz)',
  });
  return started;
}

/**
 * Watchers for `npm run dev`: tsc --watch for the Node workspaces, rspack build --watch for the front-ends.
 * Node processes run with --watch and restart when their output changes; nginx serves the rebuilt files.
 * @param {Supervisor} supervisor
 */
export function startWatchers(supervisor) {
  const tsc = localBin('tsc');
  const rspack = localBin('rspack');
  const node = ['contracts', 'gateway', ...listServices().map((s) => path.relative(ROOT, s.dir))];
  for (const ws of node) {
    if (!fs.existsSync(fromRoot(ws, 'tsconfig.build.json'))) continue;
    supervisor.start(`tsc:${path.basename(ws)}`, tsc, ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
      cwd: fromRoot(ws),
    });
  }
  for (const ws of fs.readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mfe-'))) {
    if (!fs.existsSync(fromRoot(ws, 'rspack.config.js')) && !fs.existsSync(fromRoot(ws, 'rspack.config.mjs'))) continue;
    supervisor.start(`rspack:${ws}`, rspack, ['build', '--watch', '--mode', 'development'], { cwd: fromRoot(ws) });
  }
}

/**
 * Runs `start.mjs` as a detached child for npm test and the bench (its output in `.data/logs/<logName>.log`) and
 * resolves with it once it is up; stops it again when it does not come up. Stop it with stopDetached (lib/proc.mjs).
 * @param {{ args: string[], env: NodeJS.ProcessEnv, logName: string, answers: () => Promise<boolean>, timeoutMs: number }} o
 */
export async function startProductInBackground({ args, env, logName, answers, timeoutMs }) {
  const holder = new PidLock('start').holder();
  if (holder) throw new Error(`an npm start (pid ${holder.pid}) is running but the product does not answer`);
  const logFile = dataPath('logs', `${logName}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [fromRoot('infra', 'scripts', 'start.mjs'), ...args], {
    cwd: ROOT, stdio: ['ignore', out, out], detached: true, env,
  });
  fs.closeSync(out);
  /** @type {string | null} */
  let exitReason = null;
  child.on('exit', (code, signal) => (exitReason = `start.mjs exited (${signal ?? code})`));
  try {
    await waitFor(async () => (new PidLock('start').read()?.ready ?? false) && (await answers()), {
      timeoutMs, intervalMs: 1000, what: 'the product', abort: () => exitReason,
    });
  } catch (e) {
    await stopDetached(child);
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${/** @type {Error} */ (e).message}; the end of ${path.relative(ROOT, logFile)}:\n${tail}`, { cause: e });
  }
  return child;
}
