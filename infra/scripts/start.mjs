#!/usr/bin/env node
// `npm start`: brings the whole product up on this machine and keeps it running until Ctrl-C.
//
//   0. runs on Node 24 (installed once into .data/runtime when the machine's Node is older; lib/node-runtime.mjs)
//   1. installs dependencies when node_modules is missing or stale (npm ci), before it loads the rest of lib/
//   2. builds everything (turbo run build)
//   3. makes sure Postgres, NATS (JetStream; the product's own, a user per process), Redis, S3 (s3rver) and
//      SMTP + inbox (maildev) listen on loopback
//   4. creates each service's database and applies its migrations
//   5. starts every service, the gateway and nginx; waits until all are ready; prints the URLs
//   6. streams every child's output with a prefix (also in .data/logs/<name>.log)
//   7. once everything is up, a child that exits is started again (0.5 s, 1 s, 2 s ... 30 s apart; lib/proc.mjs)
//   8. on Ctrl-C / SIGTERM stops everything it started (and only that); a crash during start-up stops the rest
//
// Options: --dev (watch and rebuild), --no-install, --no-build, --help.
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
const argv = new Set(process.argv.slice(2));
const t0 = Date.now();
// Then the dependencies (lib/install.mjs and lib/log.mjs use node: built-ins only); the rest of lib/ uses them.
const { ensureNodeModules } = await import('../lib/install.mjs');
const { bold, createLogger, dim, formatDuration, green } = await import('../lib/log.mjs');
const log = createLogger('start');
const installed = argv.has('--no-install') || argv.has('--help') ? false : await ensureNodeModules(log).catch((e) => {
  log.error(e.message);
  process.exit(1);
});
const { loadDotEnv, settings } = await import('../lib/env.mjs');
const { ensureInfrastructure } = await import('../lib/infrastructure.mjs');
const { PidLock } = await import('../lib/lock.mjs');
const { buildAll, checkProductPorts, migrateAll, startProduct, startWatchers } = await import('../lib/product.mjs');
const { isAlive, killGroup, onStopSignals, stopForeground, Supervisor } = await import('../lib/proc.mjs');

if (argv.has('--help') || argv.has('-h')) {
  console.log(`usage: npm start [-- --dev] [-- --no-install] [-- --no-build]
  --dev         rebuild on change (tsc --watch, rspack build --watch, node --watch)
  --no-install  do not run npm ci even when node_modules looks stale
  --no-build    use the existing dist/ folders (fails when one is missing)
  --chromium    also install Chromium when it is missing (npm run bench measures the first load with it)`);
  process.exit(0);
}
const dev = argv.has('--dev');

const dotenv = loadDotEnv();
const s = (() => {
  try {
    return settings();
  } catch (e) {
    log.error(/** @type {Error} */ (e).message);
    return process.exit(1);
  }
})();

const lock = new PidLock('start');
const taken = await lock.acquire({ url: s.siteUrl });
if (!taken.acquired) {
  const h = taken.holder;
  log.info(
    isAlive(h.pid)
      ? `the product is already running (pid ${h.pid}, started ${h.startedAt}) at ${h.url ?? s.siteUrl}.\n` +
          `  Stop it with Ctrl-C in its terminal (or: kill ${h.pid}); this second start does nothing.`
      : `the npm start of ${h.startedAt} (pid ${h.pid}) was killed; its lock frees itself within 10 s: start again then.`,
  );
  process.exit(0);
}
for (const c of taken.staleChildrenStopped) log.warn(`stopped a leftover of an earlier run that was killed: ${c}`);

const supervisor = new Supervisor();
supervisor.onChange = () => lock.update({ children: supervisor.records() });

let stopping = false;
/** Stops what this run started (and only that), frees the lock and exits. @param {number} code @param {string} why */
async function shutdown(code, why) {
  if (stopping) return;
  stopping = true;
  log.step(`${why}: stopping what this run started`);
  stopForeground();
  await supervisor.stopAll({ log: (m) => log.info(m) });
  lock.release();
  log.info(code === 0 ? 'stopped.' : 'stopped after an error.');
  process.exit(code);
}

// A second Ctrl-C while stopping kills at once.
onStopSignals(['SIGINT', 'SIGTERM', 'SIGHUP'], (sig) => void shutdown(0, sig === 'SIGINT' ? 'Ctrl-C' : sig), () => {
  for (const c of supervisor.children) if (c.pid > 0 && !c.exit) killGroup(c.pid, 'SIGKILL');
  lock.release();
  process.exit(130);
});
// A closed terminal or pipe must not leave the children running.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (/** @type {any} */ e) => {
    log.error(`internal error: ${e?.stack ?? String(e)}`);
    void shutdown(1, 'internal error');
  });
}
supervisor.onUnexpectedExit = (child, restart) => {
  const words = Supervisor.describeExit(child).replace(/^killed.*/, (killed) => `exited (${killed})`);
  const logFile = `log: .data/logs/${child.name}.log`;
  const again = restart && `restarting in ${restart.delayMs / 1000} s (restart ${restart.count}; ${logFile})`;
  if (again) return log.warn(`${child.name} ${words}; ${again}`);
  log.error(`${child.name} ${words} (${logFile})`);
  void shutdown(1, `${child.name} stopped`);
};
supervisor.onRestarted = (child) => log.info(`${child.name} started again (pid ${child.pid})`);

/** @type {{ name: string, ms: number }[]} */
const phases = [];
/** @template T @param {string} name @param {() => Promise<T>} fn */
async function phase(name, fn) {
  const start = Date.now();
  log.step(name);
  const result = await fn();
  phases.push({ name, ms: Date.now() - start });
  return result;
}

try {
  if (dotenv) log.info(`loaded ${dotenv.loaded.length} variables from .env`);
  if (installed) phases.push({ name: 'dependencies', ms: Date.now() - t0 });
  await checkProductPorts(); // before anything slow: a taken port is known at once
  // The build needs no server, and NATS's users and permissions come from the built contracts.
  if (!argv.has('--no-build')) await phase('build (turbo run build)', () => buildAll());
  const infra = await phase('infrastructure', () =>
    ensureInfrastructure({ supervisor, log, nginx: true, chromium: argv.has('--chromium') }),
  );
  const migrated = await phase('databases and migrations', () => migrateAll());
  if (dev) startWatchers(supervisor);
  const product = await phase('services, gateway, nginx', () => startProduct({ supervisor, log, dev }));
  if (stopping) await new Promise(() => {});

  const total = Date.now() - t0;
  supervisor.restart = true; // from now on a crashed child is started again
  lock.update({ ready: true });
  const line = (/** @type {string} */ k, /** @type {string} */ v) => `    ${k.padEnd(12)} ${v}`;
  console.log(
    [
      '',
      green(bold(`  The product is up (${formatDuration(total)}${dev ? ', dev mode' : ''}).`)),
      line('Site', bold(s.siteUrl)),
      line('API docs', `${s.siteUrl}/api/docs`),
      line('Mail inbox', `http://localhost:${s.mailWeb.port}`),
      '',
      '  Started by this run (stopped on Ctrl-C):',
      ...[...infra.started, ...product].map((e) => line(e.name, dim(e.detail))),
      ...(infra.used.length
        ? ['  Already running (used as they are):', ...infra.used.map((e) => line(e.name, dim(e.detail)))]
        : []),
      migrated.length ? `  Migrated: ${migrated.join(', ')}` : '',
      `  Timings: ${phases.map((p) => `${p.name} ${formatDuration(p.ms)}`).join(' · ')}`,
      '  Logs: .data/logs/<name>.log · stop with Ctrl-C',
      '',
    ].join('\n'),
  );
} catch (e) {
  if (!stopping) {
    log.error(/** @type {Error} */ (e).message);
    await shutdown(1, 'start-up failed');
  }
}
