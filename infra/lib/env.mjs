// Environment: `.env` loading and the local defaults the scripts use to find things.
// The product's processes validate their own variables (zod, src/config.ts); the scripts only need
// to know where the infrastructure and the product listen, with the same defaults as `.env.example`.
import fs from 'node:fs';
import { parseEnv } from 'node:util';
import { fromRoot } from './paths.mjs';

/**
 * Loads `.env` from the repository root into process.env. Variables already set in the environment win;
 * empty values are skipped so that a process falls back to its own default (e.g. `JWT_SECRET=`).
 * @param {string} [file]
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ file: string, loaded: string[] } | null}
 */
export function loadDotEnv(file = fromRoot('.env'), env = process.env) {
  if (!fs.existsSync(file)) return null;
  // Node's own dotenv parser: quotes, `export `, comments, multi-line double-quoted values.
  const parsed = parseEnv(fs.readFileSync(file, 'utf8'));
  /** @type {string[]} */
  const loaded = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (value === '' || env[key] !== undefined) continue;
    env[key] = value;
    loaded.push(key);
  }
  return { file, loaded };
}

/** @param {string} name @param {string} fallback */
const strEnv = (name, fallback) => process.env[name] || fallback;

/** A port number from the environment. @param {string} name @param {number} fallback */
function intEnv(name, fallback) {
  const n = Number(strEnv(name, String(fallback)));
  if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name} must be a port number, got "${process.env[name]}"`);
  return n;
}

/** @param {string} url @param {number} defaultPort @returns {{ host: string, port: number }} */
export function hostPort(url, defaultPort) {
  const u = new URL(url);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: u.port ? Number(u.port) : defaultPort };
}

/** Database URL of one service: `<NAME>_DATABASE_URL`, default `postgresql://postgres:postgres@127.0.0.1:5432/hp_<name>`. */
export function serviceDatabaseUrl(/** @type {string} */ service) {
  const key = `${service.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_DATABASE_URL`;
  return { key, url: strEnv(key, `postgresql://postgres:postgres@127.0.0.1:5432/hp_${service.replace(/-/g, '_')}`) };
}

/** Where everything listens, resolved from the environment with the local defaults. */
export function settings() {
  // The product's own NATS (users and permissions per process); 4222 is often a system NATS without them.
  const natsUrl = strEnv('NATS_URL', 'nats://127.0.0.1:4223');
  const nats = { ...hostPort(natsUrl, 4222), url: natsUrl };
  const port = intEnv('PORT', 8080);
  return {
    port,
    siteUrl: `http://localhost:${port}`,
    gatewayPort: intEnv('GATEWAY_PORT', 3000),
    authHealthPort: intEnv('AUTH_HEALTH_PORT', 3101),
    postgres: hostPort(serviceDatabaseUrl('auth').url, 5432),
    nats,
    redis: hostPort(strEnv('REDIS_URL', 'redis://127.0.0.1:6379'), 6379),
    s3: {
      ...hostPort(strEnv('S3_ENDPOINT', 'http://127.0.0.1:9000'), 80),
      privateBucket: strEnv('S3_PRIVATE_BUCKET', 'hp-private'),
      // Presigned links name the site (nginx hands them to the store), so the pages' CSP stays 'self'.
      publicEndpoint: strEnv('S3_PUBLIC_ENDPOINT', `http://localhost:${port}`),
    },
    smtp: { host: strEnv('SMTP_HOST', '127.0.0.1'), port: intEnv('SMTP_PORT', 1025) },
    mailWeb: { host: strEnv('SMTP_HOST', '127.0.0.1'), port: intEnv('MAILDEV_WEB_PORT', 1080) },
    // The local Pine Labs Plural (infra/plural-simulator); its webhooks go to our webhook route through nginx.
    plural: {
      host: '127.0.0.1',
      port: intEnv('PLURAL_SIMULATOR_PORT', 3310),
      webhookUrl: strEnv('PLURAL_SIMULATOR_WEBHOOK_URL', `http://127.0.0.1:${port}/api/payment/webhook`),
    },
    // The local WhatsApp Business Cloud API and SMS gateway (infra/whatsapp-simulator); its status callbacks go to
    // the notification service's webhook route through nginx.
    whatsApp: {
      host: '127.0.0.1',
      port: intEnv('WHATSAPP_SIMULATOR_PORT', 3320),
      webhookUrl: strEnv('WHATSAPP_SIMULATOR_WEBHOOK_URL', `http://127.0.0.1:${port}/api/notifications/whatsapp/webhook`),
    },
  };
}

/** @param {string} host */
export const isLoopback = (host) => ['127.0.0.1', 'localhost', '::1', '0.0.0.0'].includes(host);

/**
 * REDIS_URL pointed at another logical database of the same server (for test runs and the bench, so their
 * rate-limit counters, OTPs and revoked sessions neither leak into nor come from the product's database).
 * @param {string} url
 * @param {number} db
 */
export function redisUrlWithDb(url, db) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
