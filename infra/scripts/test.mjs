#!/usr/bin/env node
// `npm test`: the whole suite, starting what it needs the same way `npm start` does.
//
// Phases: dependencies · build · infrastructure · lint · shared versions · lockfile · typecheck · unit + integration (turbo run test)
//         · Pact consumers (the shell, every remote and service with test:pact) · Pact providers (the gateway's test:pact, every
//         service's test:pact:verify) · browser end-to-end (against the running product at http://localhost:$PORT, or
//         one started here with start.mjs and stopped afterwards).
//
// `npm test -- --e2e [jest args]` runs only the set-up and the browser end-to-end phase (jest args select files or
// tests, e.g. `npm test -- --e2e public-pages -t axe`).
// Prints the time of each phase; the last line is exactly "N passed, N failed" (tests counted from jest's
// summaries; a phase without jest counts as one). Exit code 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
const t0 = Date.now();
// Then the dependencies (lib/install.mjs and lib/log.mjs use node: built-ins only); the rest of lib/ uses them.
const { ensureNodeModules } = await import('../lib/install.mjs');
const { bold, createLogger, formatDuration, green, jestCounts, red } = await import('../lib/log.mjs');
const log = createLogger('test');
log.step('dependencies');
await ensureNodeModules(log).catch((e) => {
  log.error(`dependencies: ${e.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
const installMs = Date.now() - t0;
const { isLoopback, loadDotEnv, settings } = await import('../lib/env.mjs');
const { natsEnvFor, OPERATOR_NATS_USER } = await import('../lib/nats.mjs');
const { ensureInfrastructure, useScratchRedisDb } = await import('../lib/infrastructure.mjs');
const { PidLock } = await import('../lib/lock.mjs');
const { http } = await import('../lib/net.mjs');
const { buildAll, localBin, startProductInBackground, TURBO_ENV } = await import('../lib/product.mjs');
const { fromRoot, ROOT } = await import('../lib/paths.mjs');
const { onStopSignals, pathWithSbin, run, stopDetached, stopForeground, Supervisor } = await import('../lib/proc.mjs');
const { listRemotes, listServices, workspaceArg } = await import('../lib/workspace.mjs');

const cliArgs = process.argv.slice(2);
const e2eOnly = cliArgs[0] === '--e2e';
/** Extra jest arguments for the browser phase (only with --e2e). */
const e2eJestArgs = e2eOnly ? cliArgs.slice(1) : [];
loadDotEnv();
// The tests start their own nats-server, nginx and Postgres tools, found where the infrastructure step finds them.
process.env.PATH = pathWithSbin();
const s = settings();
const concurrency = process.env.HP_TEST_CONCURRENCY ?? '2';
const supervisor = new Supervisor();
supervisor.onUnexpectedExit = (child, restart) => {
  const exit = `${child.name} ${Supervisor.describeExit(child)}`;
  if (restart) log.warn(`${exit}; restarting in ${restart.delayMs / 1000} s (restart ${restart.count})`);
  else log.error(exit);
};
/** @type {import('node:child_process').ChildProcess | null} */
let productChild = null;

/** @typedef {{ name: string, ms: number, ok: boolean, passed: number, failed: number, note?: string }} PhaseResult */
/** @type {PhaseResult[]} */
const results = [{ name: 'dependencies', ms: installMs, ok: true, passed: 1, failed: 0 }];

/**
 * Runs one phase and records its time and outcome.
 * @param {string} name
 * @param {() => Promise<{ ok: boolean, output?: string, note?: string }>} fn
 */
async function phase(name, fn) {
  const start = Date.now();
  log.step(name);
  const r = await fn().catch((/** @type {Error} */ e) => (log.error(`${name}: ${e.message}`), { ok: false, note: e.message }));
  const counts = (r.output !== undefined && jestCounts(r.output)) || { passed: r.ok ? 1 : 0, failed: 0 };
  // A command that failed outside a test (compile error, crash) counts as one failure.
  const failed = Math.max(counts.failed, r.ok ? 0 : 1);
  /** @type {PhaseResult} */
  const result = { name, ms: Date.now() - start, ok: r.ok, passed: counts.passed, failed, note: r.note };
  results.push(result);
  log.info(`${name}: ${statusWord(result.ok)} in ${formatDuration(result.ms)}${result.note ? ` (${result.note})` : ''}`);
  return result;
}

const statusWord = (/** @type {boolean} */ ok) => (ok ? green('passed') : red('FAILED'));

/**
 * @param {string} name
 * @param {string[]} args npm arguments
 */
async function npmRun(name, args, env = {}) {
  const { code, output } = await run('npm', args, { cwd: ROOT, name, env: { ...process.env, ...TURBO_ENV, ...env } });
  return { ok: code === 0, output };
}

/** @param {string} workspaceDir @param {string} script */
const hasScript = (workspaceDir, script) => {
  const manifest = fromRoot(workspaceDir, 'package.json');
  return fs.existsSync(manifest) && Boolean(JSON.parse(fs.readFileSync(manifest, 'utf8')).scripts?.[script]);
};

/** Does our product already answer at PORT (gateway behind nginx, and the shell's page)? */
async function productAnswers() {
  const health = await http(`http://127.0.0.1:${s.port}/api/healthz`);
  if (!health?.ok || !/json/.test(health.headers.get('content-type') ?? '')) return false;
  const home = await http(`http://127.0.0.1:${s.port}/`);
  return Boolean(home?.ok && /<html/i.test(home.text));
}

/** The browser tests, against the running product or one started here (start.mjs --no-install --no-build). */
async function e2e() {
  try {
    if (await productAnswers()) {
      log.info(`using the product already running at ${s.siteUrl}`);
    } else {
      log.info('starting the product (start.mjs --no-install --no-build; output in .data/logs/e2e-product.log)');
      // A Redis database of its own, emptied: the integration and Pact phases registered and logged in from
      // 127.0.0.1 too, and the product's rate limits must not count those.
      const redisUrl = await useScratchRedisDb(Number(process.env.HP_E2E_REDIS_DB ?? 13), { exportToEnv: false });
      const env = redisUrl ? { ...process.env, REDIS_URL: redisUrl } : process.env;
      const args = ['--no-install', '--no-build'];
      const logName = 'e2e-product';
      productChild = await startProductInBackground({ args, env, logName, answers: productAnswers, timeoutMs: 240_000 });
    }
    // Tests that break the product on purpose (kill a service) run only against the one started here.
    const own = productChild?.pid ? { HP_E2E_PRODUCT_PID: String(productChild.pid) } : {};
    const extra = e2eJestArgs.length > 0 ? ['--', ...e2eJestArgs] : [];
    const r = await npmRun('e2e', ['run', 'test:e2e', '-w', '@hp/infra', ...extra], own);
    return { ...r, note: productChild ? 'product started for the tests' : 'against the running product' };
  } finally {
    await stopProduct();
  }
}

async function stopProduct() {
  await stopDetached(productChild);
  productChild = null;
}

const stopEverything = (/** @type {string} */ sig) => {
  log.warn(`${sig}: stopping`);
  stopForeground();
  void stopProduct().then(() => supervisor.stopAll()).then(() => process.exit(130));
};
onStopSignals(['SIGINT', 'SIGTERM'], stopEverything, () => process.exit(130));

// ---- the phases -------------------------------------------------------------------------------------
let fatal = false;
const setup = async (/** @type {string} */ name, /** @type {() => Promise<unknown>} */ fn) => {
  if (!fatal) fatal = !(await phase(name, () => fn().then(() => ({ ok: true })))).ok;
};

// One run at a time per checkout: the servers, ports and scratch databases are shared, so a second run waits.
const testLock = new PidLock('test');
for (let waited = 0; !(await testLock.acquire()).acquired; waited++) {
  const holder = testLock.holder()?.pid ?? '?';
  if (waited % 12 === 0) log.info(`another npm test (pid ${holder}) is running in this checkout; waiting for it`);
  await new Promise((resolve) => setTimeout(resolve, 5000));
}
process.on('exit', () => testLock.release());

// The build needs no server, and NATS's users and permissions come from the built contracts.
await setup('build', () => buildAll());
await setup('infrastructure', async () => {
  const report = await ensureInfrastructure({ supervisor, log, nginx: true, chromium: true });
  supervisor.restart = true; // a server that crashes during the tests is started again
  log.info(`started: ${report.started.map((e) => e.name).join(', ') || 'none'}; used: ${report.used.map((e) => e.name).join(', ')}`);
  // Tests share nothing in Redis with a running product or with earlier runs (rate-limit windows outlive a run).
  const scratch = await useScratchRedisDb(Number(process.env.HP_TEST_REDIS_DB ?? 15));
  if (scratch) log.info(`tests use Redis database ${new URL(scratch).pathname.slice(1)} (emptied first): ${scratch}`);
  // Tests connect to the product's NATS as the unrestricted operator user (the product's own processes
  // each get their own user from start.mjs).
  if (isLoopback(s.nats.host)) Object.assign(process.env, natsEnvFor(OPERATOR_NATS_USER));
});

if (!fatal && e2eOnly) {
  await phase('browser end-to-end', e2e);
} else if (!fatal) {
  // Only jest's output is counted test by test: lint and the checks count as one each.
  await phase('lint', async () => ({ ok: (await npmRun('lint', ['run', 'lint'])).ok }));
  await phase('shared versions', async () => ({ ok: (await npmRun('versions', ['run', 'check:shared-versions'])).ok }));
  await phase('lockfile', async () => ({ ok: (await npmRun('lockfile', ['run', 'check:lockfile'])).ok }));
  // jest compiles with swc, which strips types without checking them: a test's wrong fixture would pass unnoticed.
  await phase('typecheck (turbo run typecheck)', async () => {
    const turbo = ['run', 'typecheck', `--concurrency=${concurrency}`, '--continue', '--output-logs=errors-only'];
    const { code, output } = await run(localBin('turbo'), turbo, { cwd: ROOT, name: 'typecheck', env: { ...process.env, ...TURBO_ENV } });
    return { ok: code === 0, output };
  });
  await phase(`unit + integration (turbo run test, concurrency ${concurrency})`, async () => {
    const turbo = ['run', 'test', `--concurrency=${concurrency}`, '--continue', '--output-logs=full'];
    const { code, output } = await run(localBin('turbo'), turbo, { cwd: ROOT, name: 'unit', env: { ...process.env, ...TURBO_ENV } });
    return { ok: code === 0, output };
  });
  // Every remote and service with consumer contracts writes its pact files first (HTTP pacts of the remotes, message
  // pacts of the services' event consumers); the providers then verify them: the gateway replays the HTTP ones,
  // each service with test:pact:verify checks the events it publishes.
  const remoteDirs = listRemotes().map((remote) => path.basename(remote.dir));
  const serviceDirs = listServices().map((service) => path.relative(ROOT, service.dir));
  const consumers = ['shell', ...remoteDirs, ...serviceDirs].filter((dir) => hasScript(dir, 'test:pact'));
  const messageProviders = serviceDirs.filter((dir) => hasScript(dir, 'test:pact:verify'));
  // The gateway consumes one event itself (the live bell's notification.evt.created.v1); its test:pact is the
  // providers' side, so its consumer test has a script of its own.
  const gatewayConsumes = hasScript('gateway', 'test:pact:consumer');
  await phase(`pact consumers (${[...consumers, ...(gatewayConsumes ? ['gateway'] : [])].join(', ')})`, async () => {
    if (consumers.length === 0) return { ok: false, note: 'no remote or service has a test:pact script' };
    const written = await npmRun('pact-consumer', ['run', 'test:pact', ...consumers.flatMap(workspaceArg)]);
    if (!gatewayConsumes) return written;
    const gateway = await npmRun('pact-consumer', ['run', 'test:pact:consumer', '-w', '@hp/gateway']);
    return { ok: written.ok && gateway.ok, output: `${written.output ?? ''}\n${gateway.output ?? ''}` };
  });
  await phase(`pact providers (${['gateway', ...messageProviders].join(', ')})`, async () => {
    if (!hasScript('gateway', 'test:pact')) return { ok: false, note: 'gateway has no test:pact script' };
    const gateway = await npmRun('pact-provider', ['run', 'test:pact', '-w', '@hp/gateway']);
    if (messageProviders.length === 0) return gateway;
    const services = await npmRun('pact-provider', ['run', 'test:pact:verify', ...messageProviders.flatMap(workspaceArg)]);
    return { ok: gateway.ok && services.ok, output: `${gateway.output ?? ''}\n${services.output ?? ''}` };
  });
  await phase('browser end-to-end', e2e);
}

await supervisor.stopAll();

// ---- summary ----------------------------------------------------------------------------------------
const total = Date.now() - t0;
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const width = Math.max(...results.map((r) => r.name.length), 10);
console.log(`\n${bold('Summary')}`);
for (const r of results) {
  const counts = `${r.passed} passed, ${r.failed} failed${r.note ? `  (${r.note})` : ''}`;
  console.log(`  ${r.name.padEnd(width)}  ${formatDuration(r.ms).padStart(10)}  ${statusWord(r.ok)}  ${counts}`);
}
console.log(`  ${'total'.padEnd(width)}  ${formatDuration(total).padStart(10)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || fatal ? 1 : 0);
