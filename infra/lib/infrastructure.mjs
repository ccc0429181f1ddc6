// Makes sure the servers the product needs listen: Postgres, NATS (JetStream; the product's own, a user per
// process: lib/nats.mjs), Redis, and in one process (lib/local-servers.mjs) S3 (npm s3rver), SMTP with a web inbox
// (npm maildev) and our Pine Labs Plural simulator. What already listens is used; a remote (non-loopback) server is
// never started and must answer; the rest is started here (data under .data/). Missing Debian packages are
// installed with apt as root; otherwise the error says exactly what to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isLoopback, redisUrlWithDb, serviceDatabaseUrl, settings } from './env.mjs';
import { LOCAL_SERVERS_SCRIPT } from './local-servers.mjs';
import { NATS_USERS_FILE, OPERATOR_NATS_USER, writeNatsConfig } from './nats.mjs';
import { brotliDirectives } from './nginx.mjs';
import { http, isPortOpen, natsServerInfo, waitFor, withRedis } from './net.mjs';
import { dataPath, ROOT, RUN_DIR } from './paths.mjs';
import { isRoot, portHolder, procCmdline, run, which } from './proc.mjs';
import { serviceNodeFlags, serviceProcessEnvironment } from './workspace.mjs';

/**
 * @typedef {{ started: { name: string, detail: string }[], used: { name: string, detail: string }[] }} InfraReport
 * @typedef {{ supervisor: import('./proc.mjs').Supervisor, log: import('./log.mjs').Logger, report: InfraReport,
 *   s: ReturnType<typeof settings> }} Context
 */

/** Newest Postgres server binaries installed from Debian packages, if any. */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres'))) : [];
  const version = versions.sort((a, b) => Number(b) - Number(a))[0];
  return version ? { version, dir: path.join(base, version, 'bin') } : null;
}

/** Does fontconfig know a font for Hindi? (No fontconfig yet means no: it comes with Chromium.) */
/** Whether nginx's brotli_static module is installed (nginx.mjs then loads it). */
const hasBrotliStatic = () => brotliDirectives().BROTLI_STATIC.includes('brotli_static on');

function hasDevanagariFont() {
  const list = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim() !== '';
}

/**
 * The servers this run may have to start: where they listen, the Debian package that brings them (absent when
 * `installed` says false), and how to use or start them.
 * @param {ReturnType<typeof settings>} s
 * @returns {{ name: string, at: { host: string, port: number }, package: string, installed: () => unknown,
 *   ensure: (ctx: Context, open: boolean) => Promise<void> }[]}
 */
const servers = (s) => [
  { name: 'postgres', at: s.postgres, package: 'postgresql', ensure: ensurePostgres,
    installed: () => which('pg_ctlcluster') || postgresBinDir() },
  { name: 'nats', at: s.nats, package: 'nats-server', installed: () => which('nats-server'), ensure: ensureNats },
  { name: 'redis', at: s.redis, package: 'redis-server', installed: () => which('redis-server'), ensure: ensureRedis },
];

/**
 * @param {{ supervisor: import('./proc.mjs').Supervisor, log: import('./log.mjs').Logger,
 *   nginx?: boolean, chromium?: boolean, allowInstall?: boolean }} opts
 * @returns {Promise<InfraReport>}
 */
export async function ensureInfrastructure({ supervisor, log, nginx = false, chromium = false, allowInstall = true }) {
  const s = settings();
  /** @type {Context} */
  const ctx = { supervisor, log, s, report: { started: [], used: [] } };
  const table = servers(s);
  const probe = () => Promise.all(table.map(({ at }) => isPortOpen(at.port, at.host)));
  let open = await probe();
  table.forEach(({ name, at }, i) => {
    if (open[i] || isLoopback(at.host)) return;
    throw new Error(`${name} at ${at.host}:${at.port} does not answer (it is not local, so it is not started here)`);
  });
  const packages = [
    ...table.filter((server, i) => !open[i] && !server.installed()).map((server) => server.package),
    ...(nginx && !which('nginx') ? ['nginx'] : []),
    ...(chromium && !which('chromium') ? ['chromium'] : []),
    // Hindi pages in screenshots and headless checks need a Devanagari font (Debian's Chromium brings none).
    ...(chromium && !hasDevanagariFont() ? ['fonts-lohit-deva'] : []),
  ];
  if (packages.length > 0) {
    await aptInstall(packages, { allowInstall, log });
    open = await probe(); // package scripts may have started some of them
  }
  // nginx's brotli_static module sends the build's .br files (Home's JavaScript 14 % smaller than gzip -9). nginx
  // works without it (the .gz files), so it is only tried where apt may be used, and a failure is a warning.
  if (nginx && !hasBrotliStatic() && allowInstall && isRoot() && which('apt-get')) {
    await aptInstall(['libnginx-mod-http-brotli-static'], { allowInstall, log }).catch((error) =>
      log.warn(`nginx will send gzip, not brotli: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  for (const [i, server] of table.entries()) await server.ensure(ctx, Boolean(open[i]));
  await ensureLocalServers(ctx);
  return ctx.report;
}

/**
 * @param {string[]} packages
 * @param {{ allowInstall: boolean, log: import('./log.mjs').Logger }} o
 */
async function aptInstall(packages, { allowInstall, log }) {
  if (!allowInstall || !isRoot() || !which('apt-get')) {
    throw new Error(
      `missing programs. Install them with:\n    sudo apt-get install -y ${packages.join(' ')}\n` +
        `  (or start your own servers on the ports in .env.example; this script uses whatever already listens)`,
    );
  }
  log.step(`installing with apt: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-q'], { env, name: 'apt' })).code !== 0) throw new Error('apt-get update failed');
  const install = await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { env, name: 'apt' });
  if (install.code !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

/** @param {Context} ctx @param {boolean} open */
async function ensureRedis({ supervisor, report, s: { redis } }, open) {
  const where = `${redis.host}:${redis.port}`;
  if (open) return void report.used.push({ name: 'redis', detail: where });
  const dir = dataPath('redis');
  fs.mkdirSync(dir, { recursive: true });
  const args = ['--bind', redis.host, '--port', String(redis.port), '--save', '', '--appendonly', 'no', '--dir', dir];
  await supervisor.startReady('redis', /** @type {string} */ (which('redis-server')), args, {
    ready: () => withRedis(`redis://${where}`, (client) => client.ping()), timeoutMs: 20_000, what: 'Redis',
  });
  report.started.push({ name: 'redis', detail: where });
}

/**
 * S3 (s3rver), SMTP + web inbox (maildev), the Plural and WhatsApp simulators, those not already listening, in one process.
 * A Plural simulator already listening (another run of this checkout) is used; its credentials and webhook secret
 * come from the environment (PLURAL_CLIENT_ID, PLURAL_CLIENT_SECRET, PLURAL_WEBHOOK_SECRET; dev-only defaults).
 * @param {Context} ctx
 */
async function ensureLocalServers({ supervisor, report, s }) {
  const { s3, smtp, mailWeb, plural, whatsApp } = s;
  const probes = [s3, smtp, mailWeb, plural, whatsApp].map((at) => isPortOpen(at.port, at.host));
  const [s3Open, smtpOpen, webOpen, pluralOpen, whatsAppOpen] = await Promise.all(probes);
  /** @type {import('./local-servers.mjs').LocalServers} */
  const local = {};
  /** @type {(() => Promise<unknown>)[]} */
  const ready = [];
  if (s3Open) {
    report.used.push({ name: 's3', detail: `${s3.host}:${s3.port}` });
  } else {
    if (!isLoopback(s3.host)) throw new Error(`S3 endpoint ${s3.host}:${s3.port} does not answer`);
    local.s3 = {
      host: s3.host,
      port: s3.port,
      directory: dataPath('s3'),
      // The services' keys (services/platform object-storage: S3RVER locally): presigned links are checked with them.
      accessKey: process.env.S3_ACCESS_KEY || 'S3RVER',
      secretKey: process.env.S3_SECRET_KEY || 'S3RVER',
    };
    ready.push(() => http(`http://${s3.host}:${s3.port}/`));
    report.started.push({ name: 's3', detail: `s3rver on ${s3.host}:${s3.port} (${local.s3.directory})` });
  }
  if (smtpOpen !== webOpen) {
    throw new Error(
      `only one of SMTP ${smtp.port} / mail inbox ${mailWeb.port} answers; stop what holds the other port or start maildev yourself`,
    );
  } else if (smtpOpen) {
    report.used.push({ name: 'maildev', detail: `SMTP ${smtp.port}, inbox ${mailWeb.port}` });
  } else {
    if (!isLoopback(smtp.host)) throw new Error(`SMTP server ${smtp.host}:${smtp.port} does not answer`);
    local.maildev = { host: smtp.host, smtpPort: smtp.port, webPort: mailWeb.port, directory: dataPath('maildev') };
    const inbox = `http://${mailWeb.host}:${mailWeb.port}/email`;
    ready.push(async () => (await isPortOpen(smtp.port, smtp.host)) && (await http(inbox))?.ok);
    report.started.push({ name: 'maildev', detail: `SMTP ${smtp.host}:${smtp.port}, inbox http://localhost:${mailWeb.port}` });
  }
  const pluralBase = `http://${plural.host}:${plural.port}`;
  const isSimulator = async () => /plural-simulator/.test((await http(`${pluralBase}/healthz`))?.text ?? '');
  if (pluralOpen) {
    if (!(await isSimulator())) {
      throw new Error(`port ${plural.port} (PLURAL_SIMULATOR_PORT) is taken by something that is not the Plural simulator`);
    }
    report.used.push({ name: 'plural-simulator', detail: `${pluralBase} (already running; its webhook URL is its own)` });
  } else {
    local.plural = { host: plural.host, port: plural.port, webhookUrl: plural.webhookUrl };
    ready.push(isSimulator);
    report.started.push({ name: 'plural-simulator', detail: `${pluralBase}, webhooks to ${plural.webhookUrl}` });
  }
  const whatsAppBase = `http://${whatsApp.host}:${whatsApp.port}`;
  const isWhatsAppSimulator = async () => /whatsapp-simulator/.test((await http(`${whatsAppBase}/healthz`))?.text ?? '');
  if (whatsAppOpen) {
    if (!(await isWhatsAppSimulator())) {
      throw new Error(`port ${whatsApp.port} (WHATSAPP_SIMULATOR_PORT) is taken by something that is not the WhatsApp simulator`);
    }
    report.used.push({ name: 'whatsapp-simulator', detail: `${whatsAppBase} (already running)` });
  } else {
    local.whatsApp = { host: whatsApp.host, port: whatsApp.port, webhookUrl: whatsApp.webhookUrl };
    ready.push(isWhatsAppSimulator);
    report.started.push({ name: 'whatsapp-simulator', detail: `${whatsAppBase}, status callbacks to ${whatsApp.webhookUrl}` });
  }
  if (ready.length === 0) return;
  for (const dir of [local.s3?.directory, local.maildev?.directory]) if (dir) fs.mkdirSync(dir, { recursive: true });
  const args = [...serviceNodeFlags(), LOCAL_SERVERS_SCRIPT, JSON.stringify(local)];
  await supervisor.startReady('local-servers', process.execPath, args, {
    env: { ...serviceProcessEnvironment(), ...process.env },
    ready: async () => (await Promise.all(ready.map((check) => check()))).every(Boolean),
    timeoutMs: 30_000, what: `${Object.keys(local).join(', ')} (.data/logs/local-servers.log)`,
  });
}

/**
 * NATS: a remote one must accept NATS_USER / NATS_PASSWORD and run JetStream. On loopback it is the product's own:
 * its configuration (a user per process) is written and it is started, or the one already listening is used when it
 * accepts every user (another run of this checkout; reloaded when it does not know a new service yet). A NATS
 * without users there is refused, unless NATS_URL names it on purpose.
 * @param {Context} ctx @param {boolean} open
 */
async function ensureNats({ supervisor, log, report, s: { nats } }, open) {
  const { host, port, url } = nats;
  if (!isLoopback(host)) {
    const info = await natsServerInfo(port, host, { user: process.env.NATS_USER, pass: process.env.NATS_PASSWORD });
    if (!info) throw new Error(`NATS at ${url} refuses NATS_USER / NATS_PASSWORD`);
    if (!info.jetstream) throw new Error(`NATS at ${url} runs without JetStream`);
    const detail = `${url} (not local: each process's NATS_USER / NATS_PASSWORD come from the environment)`;
    return void report.used.push({ name: 'nats', detail });
  }
  const { file, users } = await writeNatsConfig({ host, port });
  const userCount = Object.keys(users).length;
  const operator = { user: OPERATOR_NATS_USER, pass: users[OPERATOR_NATS_USER] };
  const refused = async () => {
    const accepted = await Promise.all(Object.entries(users).map(([user, pass]) => natsServerInfo(port, host, { user, pass })));
    return Object.keys(users).filter((_, i) => !accepted[i]);
  };
  if (!open) {
    await supervisor.startReady('nats', /** @type {string} */ (which('nats-server')), ['-c', file], {
      ready: async () => (await natsServerInfo(port, host, operator))?.jetstream && (await refused()).length === 0,
      timeoutMs: 20_000, what: 'NATS',
    });
    const detail = `${host}:${port} (JetStream, ${userCount} users with their own permissions, ${path.relative(ROOT, file)})`;
    return void report.started.push({ name: 'nats', detail });
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
    log.warn(`NATS at ${url} (NATS_URL) has no users: every process may use every subject there`);
    return void report.used.push({ name: 'nats', detail: `${url} (JetStream; OPEN: no users, no permissions)` });
  }
  const missing = await refused();
  const holder = missing.length > 0 ? await portHolder(port) : null;
  if (holder && procCmdline(holder.pid).includes(file)) {
    // This checkout's NATS, started before a service was added: reload its configuration.
    log.info(`NATS on ${port} does not know ${missing.join(', ')} yet; reloading its configuration`);
    process.kill(holder.pid, 'SIGHUP');
    await waitFor(async () => (await refused()).length === 0, { timeoutMs: 10_000, what: 'NATS configuration reload' });
  } else if (missing.length > 0) {
    throw new Error(
      `the NATS on ${host}:${port} refuses the users of ${path.relative(ROOT, NATS_USERS_FILE)} (${missing.join(', ')}): ` +
        "it is not this checkout's. Stop it, or set NATS_URL to a free port",
    );
  }
  report.used.push({ name: 'nats', detail: `${host}:${port} (JetStream, ${userCount} users)` });
}

/**
 * Postgres: uses the one listening, else starts, as root, the Debian cluster on the port (pg_ctlcluster; created
 * when there is none), otherwise a private cluster in .data/postgres as our child (trust auth on loopback).
 * Then makes sure the configured URL logs in.
 * @param {Context} ctx @param {boolean} open
 */
async function ensurePostgres({ supervisor, log, report, s: { postgres } }, open) {
  const { host, port } = postgres;
  const bin = postgresBinDir();
  if (open) {
    report.used.push({ name: 'postgres', detail: `${host}:${port}` });
  } else if (isRoot() && which('pg_ctlcluster') && which('pg_lsclusters')) {
    const clusters = (await run('pg_lsclusters', ['--no-header'], { quiet: true })).output
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields.length >= 4);
    let [version, name] = clusters.find((fields) => Number(fields[2]) === port) ?? [];
    if (!version || !name) {
      if (!bin) throw new Error('Postgres is installed without server binaries (apt-get install -y postgresql)');
      [version, name] = [bin.version, 'hp'];
      log.step(`creating Postgres cluster ${version}/${name} on port ${port}`);
      const created = await run('pg_createcluster', [version, name, '-p', String(port)], { name: 'postgres' });
      if (created.code !== 0) throw new Error('pg_createcluster failed');
    }
    const cluster = ['--skip-systemctl-redirect', String(version), String(name)];
    const ctl = (/** @type {string[]} */ ...args) => run('pg_ctlcluster', [...cluster, ...args], { name: 'postgres' });
    log.step(`starting Postgres cluster ${version}/${name} (pg_ctlcluster)`);
    if ((await ctl('start')).code !== 0) throw new Error(`pg_ctlcluster ${version} ${name} start failed (see /var/log/postgresql/)`);
    supervisor.addExternal('postgres', async () => void (await ctl('stop', '-m', 'fast')));
    await waitFor(() => isPortOpen(port, host), { timeoutMs: 30_000, what: 'Postgres' });
    report.started.push({ name: 'postgres', detail: `cluster ${version}/${name} on ${host}:${port}` });
  } else {
    if (!bin) throw new Error('Postgres server binaries not found: apt-get install -y postgresql');
    if (isRoot()) throw new Error('cannot run a private Postgres as root without pg_ctlcluster; install postgresql-common');
    const dir = dataPath('postgres');
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      log.step(`initialising a private Postgres cluster in ${dir}`);
      const initArgs = ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'];
      const init = await run(path.join(bin.dir, 'initdb'), initArgs, { name: 'postgres' });
      if (init.code !== 0) throw new Error('initdb failed');
    }
    fs.mkdirSync(RUN_DIR, { recursive: true });
    const args = ['-D', dir, '-h', host, '-p', String(port), '-k', RUN_DIR];
    await supervisor.startReady('postgres', path.join(bin.dir, 'postgres'), args, {
      ready: () => isPortOpen(port, host), timeoutMs: 30_000, what: 'Postgres',
    });
    report.started.push({ name: 'postgres', detail: `private cluster ${dir} on ${host}:${port}` });
  }
  await ensurePostgresLogin(log);
}

/**
 * Makes the configured URL log in. A freshly installed Debian Postgres asks for a password on TCP and the
 * postgres role has none: as root on loopback, give the role the URL's password (the local default
 * `postgres`). A trust-auth server accepts any password, so nothing changes there.
 * @param {import('./log.mjs').Logger} log
 */
export async function ensurePostgresLogin(log) {
  const u = new URL(serviceDatabaseUrl('auth').url);
  const adminUrl = new URL(u);
  adminUrl.pathname = '/postgres';
  const pg = (await import('pg')).default;
  const tryLogin = async () => {
    const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 3000 });
    const failure = await client.connect().then(() => null, (/** @type {Error & { code?: string }} */ e) => e);
    await client.end().catch(() => {});
    return failure;
  };
  /** @type {(Error & { code?: string }) | null} */
  let err = null;
  // 57P03: the database system is starting up
  const settled = async () => !(err = await tryLogin()) || (err.code !== '57P03' && !/ECONNREFUSED|starting up/.test(err.message));
  await waitFor(settled, { timeoutMs: 15_000, what: 'Postgres login' }).catch(() => {});
  if (!err) return;
  const user = decodeURIComponent(u.username || 'postgres');
  const password = decodeURIComponent(u.password);
  const authFailure = err.code === '28P01' || err.code === '28000' || /password/i.test(err.message);
  if (authFailure && isRoot() && isLoopback(u.hostname) && which('runuser') && which('psql') && password) {
    log.step(`setting the password of Postgres role "${user}" from the database URL (the server asks for one on TCP)`);
    const sql = `ALTER ROLE "${user.replace(/"/g, '""')}" WITH LOGIN PASSWORD '${password.replace(/'/g, "''")}'`;
    const psql = ['-u', 'postgres', '--', 'psql', '-X', '-q', '-p', String(u.port || 5432), '-c', sql];
    const res = await run('runuser', psql, { name: 'postgres', cwd: '/' });
    if (res.code === 0 && !(err = await tryLogin())) return;
  }
  throw new Error(
    `cannot log in to Postgres with ${u.protocol}//${user}:***@${u.host}: ${err?.message}\n` +
      `  Set the role's password (sudo -u postgres psql -c "ALTER ROLE ${user} PASSWORD '...'") or set AUTH_DATABASE_URL in .env`,
  );
}

/**
 * Empties a logical database of the local Redis and, unless told not to, points REDIS_URL (in process.env,
 * inherited by every child) at it, so a test run or the bench neither sees nor leaves rate-limit counters,
 * OTPs or revoked sessions in the database the running product uses. Only for a loopback Redis; returns the
 * database's URL, or null.
 * @param {number} db
 */
export async function useScratchRedisDb(db, { exportToEnv = true } = {}) {
  const { redis } = settings();
  if (!isLoopback(redis.host)) return null;
  const url = redisUrlWithDb(process.env.REDIS_URL || `redis://${redis.host}:${redis.port}`, db);
  await withRedis(url, (client) => client.flushdb());
  if (exportToEnv) process.env.REDIS_URL = url;
  return url;
}
