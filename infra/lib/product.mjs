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
import { portHolder, run, stopDetached, which } from './proc.mjs';
import { listServices, serviceNodeFlags, serviceProcessEnvironment } from './workspace.mjs';

export const TURBO_ENV = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
export const localBin = (/** @type {string} */ name) => fromRoot('node_modules', '.bin', name);
const answersOk = (/** @type {string} */ url) => async () => (await http(url))?.ok;

/**
 * Creates each service's database and applies the platform's migrations, then its own (hp-migrate, the command
 * the Kubernetes migration Jobs run too). Returns what was migrated.
 */
export async function migrateAll() {
  const tool = fromRoot('services', 'platform', 'migrate', 'cli.mjs');
  const services = listServices().filter((s) => s.prisma);
  if (services.length > 0 && !fs.existsSync(tool)) {
    throw new Error("services/platform/migrate/cli.mjs is missing (hp-migrate applies the services' migrations)");
  }
  const done = [];
  for (const service of services) {
    const { key, url } = serviceDatabaseUrl(service.name);
    const rel = path.relative(ROOT, service.dir);
    const args = [tool, rel, '--database-url', url, '--create-db'];
    const { code } = await run(process.execPath, args, { cwd: ROOT, name: `migrate:${service.name}` });
    if (code !== 0) throw new Error(`migrations of ${rel} failed (database from ${key})`);
    done.push(`${service.name} -> ${new URL(url).pathname.slice(1)}`);
  }
  return done;
}

/** `turbo run build` for the whole repository. @param {string[]} [extra] more turbo arguments */
export async function buildAll(extra = []) {
  const turbo = ['run', 'build', '--output-logs=errors-only', ...extra];
  const { code } = await run(localBin('turbo'), turbo, { cwd: ROOT, env: { ...process.env, ...TURBO_ENV }, name: 'build' });
  if (code !== 0) throw new Error(`the build failed (turbo run build exited ${code})`);
}

/** Fails (naming the holder) when a port the product needs is taken: the site, the gateway, the health ports. */
export async function checkProductPorts() {
  const s = settings();
  const healthPorts = listServices().flatMap((svc) => (svc.healthPort ? [[svc.healthPort, svc.healthEnv]] : []));
  const ports = /** @type {[number, string][]} */ ([[s.port, 'PORT, the site'], [s.gatewayPort, 'GATEWAY_PORT'], ...healthPorts]);
  for (const [port, what] of ports) {
    if (!(await isPortOpen(port))) continue;
    const holder = await portHolder(port);
    throw new Error(
      `port ${port} (${what}) is already in use${holder ? ` by pid ${holder.pid}: ${holder.command}` : ''}. ` +
        'Stop that process or choose another port in .env.',
    );
  }
}

/**
 * Starts every built service, the gateway and nginx at once (the gateway answers 503 for a service not up yet),
 * and waits until each is ready, then until the API answers through nginx.
 * @param {{ supervisor: import('./proc.mjs').Supervisor, log: import('./log.mjs').Logger, dev?: boolean }} o
 * @returns {Promise<{ name: string, detail: string }[]>}
 */
export async function startProduct({ supervisor, log, dev = false }) {
  const s = settings();
  await checkProductPorts();
  const nginxBin = which('nginx');
  if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  for (const built of ['gateway/dist/main.js', 'shell/dist/index.html']) {
    if (!fs.existsSync(fromRoot(built))) throw new Error(`${built} is missing (the build did not produce it)`);
  }
  if (!fs.existsSync(fromRoot('infra', 'nginx', 'mfe-registry.json'))) {
    log.warn('infra/nginx/mfe-registry.json is missing; the shell will find no remotes');
  }
  const conf = await writeLocalNginxConf({ port: s.port, gatewayPort: s.gatewayPort });
  if ((await run(nginxBin, ['-t', '-q', ...conf.args], { name: 'nginx' })).code !== 0) throw new Error(`nginx rejected ${conf.conf}`);

  const nodeArgs = [...(dev ? ['--watch'] : []), 'dist/main.js'];
  const serviceFlags = serviceNodeFlags();
  /**
   * A Node process of the product (a service or the gateway, with the services' Node flags): it connects to NATS
   * as its own user.
   * @param {string} name @param {string} cwd @param {string} natsUser
   * @param {() => Promise<unknown>} ready @param {string} detail @param {Record<string, string>} [env]
   */
  const nodePiece = (name, cwd, natsUser, ready, detail, env = {}) => ({
    name, cmd: process.execPath, args: [...serviceFlags, ...nodeArgs], cwd,
    env: { ...serviceProcessEnvironment(), S3_PUBLIC_ENDPOINT: settings().s3.publicEndpoint, ...process.env, ...natsEnvFor(natsUser), ...env },
    ready, timeoutMs: 90_000, detail,
  });
  const pieces = [];
  for (const svc of listServices()) {
    if (!svc.built) {
      log.warn(`services/${svc.name} has no dist/main.js; not started`);
    } else if (svc.healthPort) {
      // The health port waited on is the one the service listens on, wherever it came from.
      const health = `http://127.0.0.1:${svc.healthPort}/readyz`;
      const env = { [svc.healthEnv]: String(svc.healthPort) };
      pieces.push(nodePiece(svc.name, svc.dir, svc.name, answersOk(health), `health ${health}`, env));
    } else {
      log.warn(`${svc.name}: no health port known (set ${svc.healthEnv}); waiting 3 s that it stays up`);
      const upFor3s = Date.now() + 3000;
      pieces.push(nodePiece(svc.name, svc.dir, svc.name, async () => Date.now() > upFor3s, ''));
    }
  }
  const { GATEWAY_NATS_USER } = await natsContracts();
  const gatewayUrl = `http://127.0.0.1:${s.gatewayPort}`;
  pieces.push(nodePiece('gateway', fromRoot('gateway'), GATEWAY_NATS_USER, answersOk(`${gatewayUrl}/api/readyz`), gatewayUrl));
  pieces.push({
    name: 'nginx', cmd: nginxBin, args: conf.args, ready: answersOk(`http://127.0.0.1:${s.port}/`), timeoutMs: 20_000,
    detail: `${s.siteUrl} (config ${path.relative(ROOT, conf.conf)})`,
  });

  const results = await Promise.allSettled(pieces.map(async ({ name, cmd, args, detail, ...opts }) => {
    const child = await supervisor.startReady(name, cmd, args, opts);
    return { name, detail: [`pid ${child.pid}`, detail].filter(Boolean).join(', ') };
  }));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  const throughNginx = `http://127.0.0.1:${s.port}/api/readyz`;
  await waitFor(answersOk(throughNginx), { timeoutMs: 30_000, what: 'the API through nginx (/api/readyz)' });
  return results.map((r) => /** @type {PromiseFulfilledResult<{ name: string, detail: string }>} */ (r).value);
}

/**
 * Watchers for `npm run dev`: tsc --watch for the Node workspaces, rspack build --watch for the front-ends.
 * Node processes run with --watch and restart when their output changes; nginx serves the rebuilt files.
 * @param {import('./proc.mjs').Supervisor} supervisor
 */
export function startWatchers(supervisor) {
  for (const ws of ['contracts', 'gateway', ...listServices().map((s) => path.relative(ROOT, s.dir))]) {
    if (!fs.existsSync(fromRoot(ws, 'tsconfig.build.json'))) continue;
    const tsc = ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'];
    supervisor.start(`tsc:${path.basename(ws)}`, localBin('tsc'), tsc, { cwd: fromRoot(ws) });
  }
  for (const ws of fs.readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mfe-'))) {
    if (!['rspack.config.js', 'rspack.config.mjs'].some((f) => fs.existsSync(fromRoot(ws, f)))) continue;
    supervisor.start(`rspack:${ws}`, localBin('rspack'), ['build', '--watch', '--mode', 'development'], { cwd: fromRoot(ws) });
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
  const script = fromRoot('infra', 'scripts', 'start.mjs');
  const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: ['ignore', out, out], detached: true, env });
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
