#!/usr/bin/env node
// The images at work: the gateway, auth and payment images run with podman (host network) against the local
// Postgres, Redis and Plural simulator, each service's database migrated first by its -migrate image, and a
// patient registers, signs in and starts a checkout through the gateway container.
//
//   node infra/images/run-proof.mjs        (after `node infra/images/build.mjs gateway services/auth services/payment`)
//
// Nothing of a running product is touched: its own databases (hp_img_*), Redis database 9, a NATS server of its
// own on 4233 (two auth processes on one NATS would share the product's requests), ports 3900-3902.
import crypto from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24();
const { redisUrlWithDb, settings } = await import('../lib/env.mjs');
const { natsEnvFor, writeNatsConfig } = await import('../lib/nats.mjs');
const { natsContracts } = await import('../lib/nats.mjs');
const { serviceProcessEnvironment } = await import('../lib/workspace.mjs');
const { isPortOpen } = await import('../lib/net.mjs');
const { IMAGES_DIR, imageName, PODMAN, RUN_FLAGS } = await import('./build.mjs');

const NATS_PORT = 4233;
const PORTS = { gateway: 3900, auth: 3901, payment: 3902 };
const s = settings();
// The checkout goes to the Plural simulator that `npm start` runs; without it, it would answer 502 at the very end.
if (!(await isPortOpen(s.plural.port))) {
  console.error(`run-proof: nothing answers on ${s.plural.port}, the Plural simulator's port: start the product first (npm start)`);
  process.exit(1);
}
const pg = `postgresql://postgres:postgres@${s.postgres.host}:${s.postgres.port}`;
const secrets = {
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  OTP_HASH_SECRET: crypto.randomBytes(32).toString('hex'),
};
/** @param {string} user */
const natsEnv = (user) => ({ ...natsEnvFor(user), NATS_URL: `nats://127.0.0.1:${NATS_PORT}` });
const common = {
  ...serviceProcessEnvironment(),
  ...secrets,
  LOG_LEVEL: 'warn',
  AUTH_DATABASE_URL: `${pg}/hp_img_auth`,
  PAYMENT_DATABASE_URL: `${pg}/hp_img_payment`,
  REDIS_URL: redisUrlWithDb(`redis://${s.redis.host}:${s.redis.port}`, 9),
  GATEWAY_PORT: String(PORTS.gateway),
  AUTH_HEALTH_PORT: String(PORTS.auth),
  PAYMENT_HEALTH_PORT: String(PORTS.payment),
  // What production requires to be set; only the gateway's object storage client is made, never used here.
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'S3RVER',
  S3_SECRET_KEY: 'S3RVER',
  PAYMENT_SITE_URL: 'http://localhost:8080',
  PLURAL_BASE_URL: `http://127.0.0.1:${s.plural.port}`,
  PLURAL_CLIENT_ID: 'hp-local-plural-client',
  PLURAL_CLIENT_SECRET: 'hp-local-plural-client-secret',
  PLURAL_WEBHOOK_SECRET: 'aHAtbG9jYWwtcGx1cmFsLXdlYmhvb2stc2VjcmV0LWRldi1vbmx5',
};
/** @param {Record<string, string>} env */
const envArgs = (env) => Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]);

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stop);

const natsDir = path.join(IMAGES_DIR, 'nats');
fs.mkdirSync(natsDir, { recursive: true });
const { file } = await writeNatsConfig({
  host: '127.0.0.1',
  port: NATS_PORT,
  storeDir: natsDir,
  file: path.join(natsDir, 'nats.conf'),
});
children.push(spawn('nats-server', ['-c', file], { stdio: 'ignore' }));

for (const svc of ['auth', 'payment']) {
  const r = spawnSync(
    'podman',
    [
      ...PODMAN,
      'run',
      ...RUN_FLAGS,
      ...envArgs(common),
      `${imageName(`services/${svc}`)}-migrate`,
      '--create-db',
    ],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`${svc}-migrate: exit ${r.status}`);
}
const { GATEWAY_NATS_USER } = await natsContracts();
/** @param {string} area @param {string} natsUser */
const run = (area, natsUser) => {
  const c = spawn(
    'podman',
    [
      ...PODMAN,
      'run',
      ...RUN_FLAGS,
      '--name',
      `hp-proof-${path.basename(area)}`,
      '--replace',
      ...envArgs({ ...common, ...natsEnv(natsUser) }),
      imageName(area),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  children.push(c);
};
run('services/auth', 'auth');
run('services/payment', 'payment');
run('gateway', GATEWAY_NATS_USER);

const api = `http://127.0.0.1:${PORTS.gateway}/api`;
/** @param {string} url @param {unknown} [body] @param {string} [token] */
const call = async (url, body, token) => {
  const res = await fetch(`${api}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
};
const deadline = Date.now() + 120_000;
for (;;) {
  const ready = await Promise.all(
    [
      `http://127.0.0.1:${PORTS.auth}/readyz`,
      `http://127.0.0.1:${PORTS.payment}/readyz`,
      `${api}/readyz`,
    ].map((u) =>
      fetch(u).then(
        (r) => r.ok,
        () => false,
      ),
    ),
  );
  if (ready.every(Boolean)) break;
  if (Date.now() > deadline) throw new Error(`not ready after 120 s: ${JSON.stringify(ready)}`);
  await new Promise((r) => setTimeout(r, 1000));
}
const id = crypto.randomBytes(4).toString('hex');
const patient = {
  name: 'Image Proof',
  phone: `9${String(Date.now()).slice(-9)}`,
  email: `img-${id}@example.com`,
  password: `Str0ng-${id}`,
};
const register = await call('/user/register', patient);
console.log('POST /api/user/register', register.status);
const login = await call('/user/login', { email: patient.email, password: patient.password });
console.log(
  'POST /api/user/login',
  login.status,
  login.json?.token ? `token ${String(login.json.token).slice(0, 16)}...` : JSON.stringify(login.json),
);
const catalogue = await call('/payment/catalogue');
const service = catalogue.json?.services?.find(
  (/** @type {{ priceRupees: number | null }} */ i) => i.priceRupees !== null,
);
const checkout = await call(
  '/payment/checkout',
  {
    service: service?.value,
    purchase_details: {
      customer: {
        email_id: patient.email,
        first_name: 'Image',
        last_name: 'Proof',
        mobile_number: '9876543210',
      },
    },
  },
  login.json?.token,
);
console.log('POST /api/payment/checkout', checkout.status, JSON.stringify(checkout.json));
const ok = register.status === 201 && login.status === 200 && checkout.status === 200;
spawnSync('podman', [...PODMAN, 'stop', '-t', '5', 'hp-proof-gateway', 'hp-proof-auth', 'hp-proof-payment'], {
  stdio: 'ignore',
});
stop();
process.exit(ok ? 0 : 1);
