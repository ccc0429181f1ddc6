// What the benches that run services beside a lone gateway share: access tokens signed as the auth service signs
// them, a Node command run to completion, and a bench database of a service (dropped, then migrated).
import { createHmac, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@hp/contracts';
import { connectionConfig, dropDatabase } from '@hp/service-platform/migrate/database';
import { serviceDatabaseUrl } from '../lib/env.mjs';
import { fromRoot, ROOT } from '../lib/paths.mjs';

/**
 * The secret the bench's gateway checks tokens with and the bench signs them with (set once per run).
 * @returns {string}
 */
export function benchJwtSecret() {
  process.env.JWT_SECRET ||= `bench-${randomUUID()}-${randomUUID()}`;
  return process.env.JWT_SECRET;
}

/**
 * An access token as the auth service signs it (HS256 with the gateway's JWT_SECRET), valid for an hour.
 * @param {string} secret @param {string} role @param {string} [sub] the account's id
 */
export function accessToken(secret, role, sub = randomUUID()) {
  const now = Math.floor(Date.now() / 1000);
  const part = (/** @type {object} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    sub,
    role,
    sid: randomUUID(),
    iat: now,
    exp: now + 3600,
    iss: ACCESS_TOKEN_ISSUER,
    aud: ACCESS_TOKEN_AUDIENCE,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Runs `node args` to its end; its last line of output. @param {string[]} args @param {string} what */
export function runNode(args, what, env = process.env) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim().split('\n').pop() ?? '';
}

/**
 * A database of the service's own for one bench (`<its database>_bench_<suffix>`), dropped and migrated.
 * @param {string} service @param {string} suffix
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function benchDatabase(service, suffix) {
  const database = new URL(serviceDatabaseUrl(service).url);
  database.pathname = `${database.pathname}_bench_${suffix}`;
  const url = database.toString();
  await dropDatabase(connectionConfig(url));
  const NAME = service.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  runNode(
    [fromRoot('services', 'platform', 'migrate', 'cli.mjs'), fromRoot('services', service), '--create-db'],
    `Migrating the bench ${service} database`,
    { ...process.env, [`${NAME}_DATABASE_URL`]: url },
  );
  return { url, drop: () => dropDatabase(connectionConfig(url)).catch(() => undefined) };
}
