// Network probes: TCP port checks, HTTP GETs with timeouts, NATS and Redis through their clients, and waitFor,
// the one polling helper of infra/.
import net from 'node:net';
import { connect } from '@nats-io/transport-node';
import getPort from 'get-port';
import { Redis } from 'ioredis';

/** Resolves true when something accepts TCP connections on host:port. @returns {Promise<boolean>} */
export function isPortOpen(/** @type {number} */ port, host = '127.0.0.1', timeoutMs = 700) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: timeoutMs });
    const done = (/** @type {boolean} */ open) => (socket.destroy(), resolve(open));
    socket.once('connect', () => done(true)).once('timeout', () => done(false)).once('error', () => done(false));
  });
}

/**
 * The INFO of the NATS server on host:port (`jetstream`, `auth_required`, `version`) after logging in as this
 * user, or null when the server refuses the user. Throws when no NATS server answers there.
 * @param {number} port
 * @param {string} host
 * @param {{ user?: string, pass?: string }} [credentials]
 */
export async function natsServerInfo(port, host, { user, pass } = {}) {
  const options = { servers: `${host}:${port}`, user, pass, name: 'hp-probe', timeout: 2000, reconnect: false };
  const nc = await connect(options).catch((e) => {
    if (/authoriz/i.test(e.message)) return null;
    throw e;
  });
  const info = /** @type {{ jetstream?: boolean, version?: string, auth_required?: boolean } | null} */ (nc && (nc.info ?? {}));
  await nc?.close();
  return info;
}

/**
 * Runs `fn` with a Redis client (ioredis) that fails at once instead of retrying, and disconnects it.
 * @template T
 * @param {string} url
 * @param {(client: Redis) => Promise<T>} fn
 */
export async function withRedis(url, fn) {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {}); // reported by the command that fails
  try {
    await client.connect();
    return await fn(client);
  } finally {
    client.disconnect();
  }
}

/**
 * A request with a hard timeout; never throws for HTTP statuses.
 * @param {string} url
 * @param {{ timeoutMs?: number, method?: string, headers?: Record<string, string>, body?: string }} [opts]
 * @returns {Promise<{ ok: boolean, status: number, headers: Headers, text: string } | null>} null when unreachable
 */
export async function http(url, { timeoutMs = 3000, ...init } = {}) {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    return { ok: res.ok, status: res.status, headers: res.headers, text: await res.text() };
  } catch {
    return null;
  }
}

/**
 * Polls `check` until it returns a truthy value. `abort` (optional) is asked between tries and returns an error
 * message when waiting is pointless (the process died).
 * @template T
 * @param {() => Promise<T>} check
 * @param {{ timeoutMs: number, intervalMs?: number, what: string, abort?: () => string | null }} opts
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(check, { timeoutMs, intervalMs = 250, what, abort }) {
  const deadline = Date.now() + timeoutMs;
  /** @type {unknown} */
  let lastError;
  for (;;) {
    const reason = abort?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    const value = await check().catch((error) => {
      lastError = error;
      return null;
    });
    if (value) return /** @type {NonNullable<T>} */ (value);
    if (Date.now() > deadline) {
      const last = lastError instanceof Error ? ` (last: ${lastError.message})` : '';
      throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s${last}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** A TCP port on loopback that nothing listens on right now (get-port). */
export const freePort = () => getPort({ host: '127.0.0.1' });
