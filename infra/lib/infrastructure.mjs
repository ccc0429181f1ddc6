// Makes sure the servers the product needs listen on loopback: Postgres, NATS (JetStream, the product's own
// with a user per process: lib/nats.mjs), Redis, an S3-compatible server (npm s3rver), an SMTP server with a web
// inbox (npm maildev) and our local Pine Labs Plural (infra/plural-simulator); the last three in one process
// (lib/local-servers.mjs).
// Uses whatever already listens; otherwise starts it (data under .data/), installing Debian packages
// with apt when they are absent and we are root, or says exactly what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isLoopback, redisUrlWithDb, serviceDatabaseUrl, settings } from './env.mjs';
import { LOCAL_SERVERS_SCRIPT } from './local-servers.mjs';
import { NATS_USERS_FILE, OPERATOR_NATS_USER, writeNatsConfig } from './nats.mjs';
import { http, isPortOpen, natsServerInfo, waitFor, withRedis } from './net.mjs';
import { dataPath, ROOT, RUN_DIR } from './paths.mjs';
import { isRoot, portHolder, procCmdline, run, which } from './proc.mjs';

/** Newest Postgres server binaries installed from Debian packages, if any. */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? { version: versions[0], dir: path.join(base, versions[0], 'bin') } : null;
}

/**
 * @typedef {{ name: string, detail: string }} Entry
 * @typedef {{ started: Entry[], used: Entry[] }} InfraReport
 */

/**
 * @param {{ supervisor: import('./proc.mjs').Supervisor, log: import('./log.mjs').Logger,
 *   nginx?: boolean, chromium?: boolean, allowInstall?: boolean }} opts
 * @returns {Promise<InfraReport>}
 */
export async function ensureInfrastructure({ supervisor, log, nginx = false, chromium = false, allowInstall = true }) {
  const s = settings();
  /** @type {InfraReport} */
  const report = { started: [], used: [] };

  const probe = async () => ({
    postgres: await isPortOpen(s.postgres.port, s.postgres.host),
    nats: await isPortOpen(s.nats.port, s.nats.host),
    redis: await isPortOpen(s.redis.port, s.redis.host),
    s3: await isPortOpen(s.s3.port, s.s3.host),
    smtp: await isPortOpen(s.smtp.port, s.smtp.host),
    mailWeb: await isPortOpen(s.mailWeb.port, s.mailWeb.host),
  });
  let up = await probe();

  // Remote (non-loopback) servers are never started by us: they must answer.
  for (const [name, hp, open] of /** @type {const} */ ([
    ['Postgres', s.postgres, up.postgres],
    ['NATS', s.nats, up.nats],
    ['Redis', s.redis, up.redis],
  ])) {
    if (!open && !isLoopback(hp.host)) throw new Error(`${name} at ${hp.host}:${hp.port} does not answer (it is not local, so it is not started here)`);
  }

  // Which Debian packages are needed and absent?
  /** @type {string[]} */
  const packages = [];
  if (!up.postgres && !which('pg_ctlcluster') && !postgresBinDir()) packages.push('postgresql');
  if (!up.nats && !which('nats-server')) packages.push('nats-server');
  if (!up.redis && !which('redis-server')) packages.push('redis-server');
  if (nginx && !which('nginx')) packages.push('nginx');
  if (chromium && !which('chromium')) packages.push('chromium');
  // Hindi pages in screenshots and headless checks need a Devanagari font (Debian's Chromium brings none).
  if (chromium && !hasDevanagariFont()) packages.push('fonts-lohit-deva');
  if (packages.length > 0) {
    if (allowInstall && isRoot() && which('apt-get')) {
      log.step(`installing with apt: ${packages.join(' ')}`);
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      const update = await run('apt-get', ['update', '-q'], { env, name: 'apt' });
      if (update.code !== 0) throw new Error('apt-get update failed');
      const install = await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { env, name: 'apt' });
      if (install.code !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
      up = await probe(); // package scripts may have started some of them
    } else {
      throw new Error(
        `missing programs. Install them with:\n    sudo apt-get install -y ${packages.join(' ')}\n` +
          `  (or start your own servers on the ports in .env.example; this script uses whatever already listens)`,
      );
    }
  }

  // ---- Postgres ---------------------------------------------------------------------------------
  if (up.postgres) {
    report.used.push({ name: 'postgres', detail: `${s.postgres.host}:${s.postgres.port}` });
  } else {
    await startPostgres({ supervisor, log, host: s.postgres.host, port: s.postgres.port, report });
  }
  await ensurePostgresLogin(log);

  // ---- NATS with JetStream: the product's own, one user per process --------------------------------
  if (!isLoopback(s.nats.host)) {
    const info = await natsServerInfo(s.nats.port, s.nats.host, { user: process.env.NATS_USER, pass: process.env.NATS_PASSWORD });
    if (!info) throw new Error(`NATS at ${s.nats.url} refuses NATS_USER / NATS_PASSWORD`);
    if (!info.jetstream) throw new Error(`NATS at ${s.nats.url} runs without JetStream`);
    report.used.push({ name: 'nats', detail: `${s.nats.url} (not local: each process's NATS_USER / NATS_PASSWORD come from the environment)` });
  } else {
    await ensureLocalNats({ supervisor, log, report, open: up.nats });
  }

  // ---- Redis -------------------------------------------------------------------------------------
  if (up.redis) {
    report.used.push({ name: 'redis', detail: `${s.redis.host}:${s.redis.port}` });
  } else {
    const dir = dataPath('redis');
    fs.mkdirSync(dir, { recursive: true });
    const child = supervisor.start('redis', /** @type {string} */ (which('redis-server')), [
      '--bind', s.redis.host, '--port', String(s.redis.port), '--save', '', '--appendonly', 'no', '--dir', dir,
    ]);
    await waitFor(() => withRedis(`redis://${s.redis.host}:${s.redis.port}`, (redis) => redis.ping()), {
      timeoutMs: 20_000, what: 'Redis', abort: () => (child.exit ? 'redis-server exited' : null),
    });
    report.started.push({ name: 'redis', detail: `${s.redis.host}:${s.redis.port}` });
  }

  // ---- S3 (s3rver), SMTP + web inbox (maildev), Pine Labs Plural (our simulator): one process -----------------
  /** @type {import('./local-servers.mjs').LocalServers} */
  const local = {};
  /** @type {(() => Promise<unknown>)[]} */
  const ready = [];
  if (up.s3) {
    report.used.push({ name: 's3', detail: `${s.s3.host}:${s.s3.port}` });
  } else if (!isLoopback(s.s3.host)) {
    throw new Error(`S3 endpoint ${s.s3.host}:${s.s3.port} does not answer`);
  } else {
    local.s3 = { host: s.s3.host, port: s.s3.port, directory: dataPath('s3') };
    ready.push(() => http(`http://${s.s3.host}:${s.s3.port}/`));
    report.started.push({ name: 's3', detail: `s3rver on ${s.s3.host}:${s.s3.port} (${local.s3.directory})` });
  }
  if (up.smtp && up.mailWeb) {
    report.used.push({ name: 'maildev', detail: `SMTP ${s.smtp.port}, inbox ${s.mailWeb.port}` });
  } else if (up.smtp !== up.mailWeb) {
    throw new Error(
      `only one of SMTP ${s.smtp.port} / mail inbox ${s.mailWeb.port} answers; stop what holds the other port or start maildev yourself`,
    );
  } else if (!isLoopback(s.smtp.host)) {
    throw new Error(`SMTP server ${s.smtp.host}:${s.smtp.port} does not answer`);
  } else {
    local.maildev = { host: s.smtp.host, smtpPort: s.smtp.port, webPort: s.mailWeb.port, directory: dataPath('maildev') };
    ready.push(async () => (await isPortOpen(s.smtp.port, s.smtp.host)) && (await http(`http://${s.mailWeb.host}:${s.mailWeb.port}/email`))?.ok);
    report.started.push({ name: 'maildev', detail: `SMTP ${s.smtp.host}:${s.smtp.port}, inbox http://localhost:${s.mailWeb.port}` });
  }
  const plural = await pluralSimulatorToStart(report);
  if (plural) {
    local.plural = plural.options;
    ready.push(plural.isSimulator);
  }
  if (ready.length > 0) {
    for (const dir of [local.s3?.directory, local.maildev?.directory]) if (dir) fs.mkdirSync(dir, { recursive: true });
    const child = supervisor.start('local-servers', process.execPath, [LOCAL_SERVERS_SCRIPT, JSON.stringify(local)]);
    await waitFor(async () => (await Promise.all(ready.map((check) => check()))).every(Boolean), {
      timeoutMs: 30_000, what: `${Object.keys(local).join(', ')} (.data/logs/local-servers.log)`,
      abort: () => (child.exit ? 'the local servers process exited' : null),
    });
  }

  return report;
}

/**
 * The local Plural simulator: uses the one already listening on PLURAL_SIMULATOR_PORT (another run of this
 * checkout), otherwise says how to start it (lib/local-servers.mjs). Its credentials and webhook secret come from
 * the environment (PLURAL_CLIENT_ID, PLURAL_CLIENT_SECRET, PLURAL_WEBHOOK_SECRET; dev-only defaults otherwise).
 * @param {InfraReport} report
 */
async function pluralSimulatorToStart(report) {
  const { plural } = settings();
  const base = `http://${plural.host}:${plural.port}`;
  const isSimulator = async () => /plural-simulator/.test((await http(`${base}/healthz`))?.text ?? '');
  if (await isPortOpen(plural.port, plural.host)) {
    if (!(await isSimulator())) {
      throw new Error(`port ${plural.port} (PLURAL_SIMULATOR_PORT) is taken by something that is not the Plural simulator`);
    }
    report.used.push({ name: 'plural-simulator', detail: `${base} (already running; its webhook URL is its own)` });
    return null;
  }
  report.started.push({ name: 'plural-simulator', detail: `${base}, webhooks to ${plural.webhookUrl}` });
  return { options: { host: plural.host, port: plural.port, webhookUrl: plural.webhookUrl }, isSimulator };
}

/**
 * The product's NATS on loopback: writes its configuration (a user per process, lib/nats.mjs) and starts it, or
 * uses the one already listening when it accepts every user (another run of this checkout; reloaded when it
 * does not know a new service yet). A NATS without users there is refused, unless NATS_URL names it on purpose.
 * @param {{ supervisor: import('./proc.mjs').Supervisor, log: import('./log.mjs').Logger, report: InfraReport, open: boolean }} o
 */
async function ensureLocalNats({ supervisor, log, report, open }) {
  const { nats } = settings();
  const { host, port } = nats;
  const { file, users } = await writeNatsConfig({ host, port });
  const operator = { user: OPERATOR_NATS_USER, pass: users[OPERATOR_NATS_USER] };
  const refused = async () => {
    /** @type {string[]} */
    const out = [];
    for (const [user, pass] of Object.entries(users)) if (!(await natsServerInfo(port, host, { user, pass }))) out.push(user);
    return out;
  };
  if (!open) {
    const child = supervisor.start('nats', /** @type {string} */ (which('nats-server')), ['-c', file]);
    await waitFor(async () => (await natsServerInfo(port, host, operator))?.jetstream && (await refused()).length === 0, {
      timeoutMs: 20_000, what: 'NATS', abort: () => (child.exit ? 'nats-server exited' : null),
    });
    report.started.push({
      name: 'nats',
      detail: `${host}:${port} (JetStream, ${Object.keys(users).length} users with their own permissions, ${path.relative(ROOT, file)})`,
    });
    return;
  }
  // A NATS without users accepts any user; one with users refuses a stranger's operator password.
  const info = await natsServerInfo(port, host, operator);
  if (info && !info.jetstream) throw new Error(`NATS on ${host}:${port} runs without JetStream; restart it with -js`);
  if (info && !info.auth_required) {
    if (!process.env.NATS_URL) {
      throw new Error(
        `a NATS without users listens on ${host}:${port}. The product runs its own NATS there, with a user and ` +
          'permissions per process: stop that server, or set NATS_URL to a free port (the default is nats://127.0.0.1:4223)',
      );
    }
    // Chosen on purpose (NATS_URL names it): used, and said loudly.
    log.warn(`NATS at ${nats.url} (NATS_URL) has no users: every process may use every subject there`);
    report.used.push({ name: 'nats', detail: `${nats.url} (JetStream; OPEN: no users, no permissions)` });
    return;
  }
  let missing = await refused();
  const holder = missing.length > 0 ? await portHolder(port) : null;
  if (holder && procCmdline(holder.pid).includes(file)) {
    // This checkout's NATS, started before a service was added: reload its configuration.
    log.info(`NATS on ${port} does not know ${missing.join(', ')} yet; reloading its configuration`);
    process.kill(holder.pid, 'SIGHUP');
    await waitFor(async () => (await refused()).length === 0, { timeoutMs: 10_000, what: 'NATS configuration reload' });
    missing = [];
  }
  if (missing.length > 0) {
    throw new Error(
      `the NATS on ${host}:${port} refuses the users of ${path.relative(ROOT, NATS_USERS_FILE)} (${missing.join(', ')}): ` +
        'it is not this checkout\'s. Stop it, or set NATS_URL to a free port',
    );
  }
  report.used.push({ name: 'nats', detail: `${host}:${port} (JetStream, ${Object.keys(users).length} users)` });
}

/**
 * Starts Postgres: as root the Debian cluster (pg_ctlcluster, created when there is none), otherwise a
 * private cluster in .data/postgres run as our child (trust auth on loopback).
 * @param {{ supervisor: import('./proc.mjs').Supervisor, log: import('./log.mjs').Logger, host: string, port: number, report: InfraReport }} o
 */
async function startPostgres({ supervisor, log, host, port, report }) {
  if (isRoot() && which('pg_ctlcluster') && which('pg_lsclusters')) {
    const list = await run('pg_lsclusters', ['--no-header'], { quiet: true, name: 'pg_lsclusters' });
    const clusters = list.output
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f.length >= 4)
      .map(([version, name, p, status]) => ({ version, name, port: Number(p), status }));
    let cluster = clusters.find((c) => c.port === port);
    if (!cluster) {
      const bin = postgresBinDir();
      if (!bin) throw new Error('Postgres is installed without server binaries (apt-get install -y postgresql)');
      log.step(`creating Postgres cluster ${bin.version}/hp on port ${port}`);
      const created = await run('pg_createcluster', [bin.version, 'hp', '-p', String(port)], { name: 'postgres' });
      if (created.code !== 0) throw new Error('pg_createcluster failed');
      cluster = { version: bin.version, name: 'hp', port, status: 'down' };
    }
    const { version, name } = /** @type {{ version: string, name: string }} */ (cluster);
    log.step(`starting Postgres cluster ${version}/${name} (pg_ctlcluster)`);
    const started = await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start'], { name: 'postgres' });
    if (started.code !== 0) throw new Error(`pg_ctlcluster ${version} ${name} start failed (see /var/log/postgresql/)`);
    supervisor.addExternal('postgres', async () => {
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'stop', '-m', 'fast'], { name: 'postgres' });
    });
    await waitFor(() => isPortOpen(port, host), { timeoutMs: 30_000, what: 'Postgres' });
    report.started.push({ name: 'postgres', detail: `cluster ${version}/${name} on ${host}:${port}` });
    return;
  }
  const bin = postgresBinDir();
  if (!bin) throw new Error('Postgres server binaries not found: apt-get install -y postgresql');
  if (isRoot()) throw new Error('cannot run a private Postgres as root without pg_ctlcluster; install postgresql-common');
  const dir = dataPath('postgres');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    log.step(`initialising a private Postgres cluster in ${dir}`);
    const init = await run(path.join(bin.dir, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], { name: 'postgres' });
    if (init.code !== 0) throw new Error('initdb failed');
  }
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const child = supervisor.start('postgres', path.join(bin.dir, 'postgres'), ['-D', dir, '-h', host, '-p', String(port), '-k', RUN_DIR]);
  await waitFor(() => isPortOpen(port, host), {
    timeoutMs: 30_000, what: 'Postgres', abort: () => (child.exit ? 'postgres exited' : null),
  });
  report.started.push({ name: 'postgres', detail: `private cluster ${dir} on ${host}:${port}` });
}

/**
 * Makes the configured URL log in. A freshly installed Debian Postgres asks for a password on TCP and the
 * postgres role has none: as root on loopback, give the role the URL's password (the local default
 * `postgres`). A trust-auth server accepts any password, so nothing changes there.
 * @param {import('./log.mjs').Logger} log
 */
export async function ensurePostgresLogin(log) {
  const { url } = serviceDatabaseUrl('auth');
  const u = new URL(url);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const pg = (await import('pg')).default;
  const tryLogin = async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return null;
    } catch (e) {
      return /** @type {Error & { code?: string }} */ (e);
    } finally {
      await client.end().catch(() => {});
    }
  };
  let err = null;
  for (let i = 0; i < 40; i++) {
    err = await tryLogin();
    // 57P03: the database system is starting up
    if (!err || (err.code !== '57P03' && !/ECONNREFUSED|starting up/.test(err.message))) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!err) return;
  const authFailure = err.code === '28P01' || err.code === '28000' || /password/i.test(err.message);
  const user = decodeURIComponent(u.username || 'postgres');
  const password = decodeURIComponent(u.password);
  if (authFailure && isRoot() && isLoopback(u.hostname) && which('runuser') && which('psql') && password) {
    log.step(`setting the password of Postgres role "${user}" from the database URL (the server asks for one on TCP)`);
    const sql = `ALTER ROLE "${user.replace(/"/g, '""')}" WITH LOGIN PASSWORD '${password.replace(/'/g, "''")}'`;
    const res = await run('runuser', ['-u', 'postgres', '--', 'psql', '-X', '-q', '-p', String(u.port || 5432), '-c', sql], {
      name: 'postgres', cwd: '/',
    });
    if (res.code === 0) {
      err = await tryLogin();
      if (!err) return;
    }
  }
  throw new Error(
    `cannot log in to Postgres with ${u.protocol}//${user}:***@${u.host}: ${err.message}\n` +
      `  Set the role's password (sudo -u postgres psql -c "ALTER ROLE ${user} PASSWORD '...'") or set AUTH_DATABASE_URL in .env`,
  );
}

/**
 * Empties a logical database of the local Redis and, unless told not to, points REDIS_URL (in process.env,
 * inherited by every child) at it, so a test run or the bench neither sees nor leaves rate-limit counters,
 * OTPs or revoked sessions in the database the running product uses. Only for a loopback Redis; returns the
 * database's URL, or null.
 * @param {number} db
 * @param {{ exportToEnv?: boolean }} [options]
 */
export async function useScratchRedisDb(db, { exportToEnv = true } = {}) {
  const { redis } = settings();
  if (!isLoopback(redis.host)) return null;
  const url = redisUrlWithDb(process.env.REDIS_URL || `redis://${redis.host}:${redis.port}`, db);
  await withRedis(url, (client) => client.flushdb());
  if (exportToEnv) process.env.REDIS_URL = url;
  return url;
}

/** Does fontconfig know a font for Hindi? (No fontconfig yet means no: it comes with Chromium.) */
function hasDevanagariFont() {
  const list = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim() !== '';
}
