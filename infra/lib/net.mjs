// Network probes: TCP port checks, HTTP GETs with timeouts, NATS INFO and Redis PING, polling.
// npm start and npm test load this before they install the dependencies: npm packages only inside functions.
import net from 'node:net';

/**
 * Resolves true when something accepts TCP connections on host:port.
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function isPortOpen(port, host = '127.0.0.1', timeoutMs = 700) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (/** @type {boolean} */ open) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Sends `payload` (optional) and resolves with the first line the server writes.
 * @param {number} port
 * @param {string} host
 * @param {string | null} payload
 * @param {number} [timeoutMs]
 * @returns {Promise<string>}
 */
export function firstLine(port, host, payload, timeoutMs = 1500) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    let buf = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${host}:${port}`));
    }, timeoutMs);
    socket.on('connect', () => payload && socket.write(payload));
    socket.on('data', (d) => {
      buf += d.toString('utf8');
      const i = buf.indexOf('\n');
      if (i >= 0) {
        clearTimeout(timer);
        socket.destroy();
        resolve(buf.slice(0, i).replace(/\r$/, ''));
      }
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/**
 * NATS sends an `INFO {json}` line on connect; it carries `jetstream: true` when JetStream is on.
 * @param {number} port
 * @param {string} host
 */
export async function natsInfo(port, host) {
  const line = await firstLine(port, host, null);
  if (!line.startsWith('INFO ')) throw new Error(`not a NATS server on ${host}:${port}: ${line.slice(0, 80)}`);
  return /** @type {{ jetstream?: boolean, version?: string, server_name?: string, auth_required?: boolean }} */ (
    JSON.parse(line.slice(5))
  );
}

/**
 * Whether a NATS server accepts this user and password (CONNECT, then PING answered by PONG, not -ERR).
 * @param {number} port
 * @param {string} host
 * @param {{ user: string, pass: string }} credentials
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export function natsLogin(port, host, { user, pass }, timeoutMs = 2000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    let buf = '';
    const done = (/** @type {boolean | Error} */ result) => {
      clearTimeout(timer);
      socket.destroy();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const timer = setTimeout(() => done(new Error(`NATS ${host}:${port} did not answer`)), timeoutMs);
    socket.on('connect', () =>
      socket.write(`CONNECT ${JSON.stringify({ user, pass, verbose: false, pedantic: false, name: 'hp-probe' })}\r\nPING\r\n`),
    );
    socket.on('data', (d) => {
      buf += d.toString('utf8');
      if (/^PONG\r?$/m.test(buf)) done(true);
      else if (/^-ERR/m.test(buf)) done(false);
    });
    socket.on('error', (e) => done(e));
  });
}

/**
 * @param {number} port
 * @param {string} host
 */
export async function redisPing(port, host) {
  const line = await firstLine(port, host, 'PING\r\n');
  return line === '+PONG' || line.startsWith('-NOAUTH');
}

/**
 * Runs Redis commands (inline protocol) and resolves with the last reply line.
 * @param {number} port
 * @param {string} host
 * @param {string[]} commands e.g. ['SELECT 15', 'FLUSHDB']
 */
export function redisCommands(port, host, commands) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    let buf = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`Redis ${host}:${port} did not answer`));
    }, 3000);
    socket.on('connect', () => socket.write(commands.map((c) => `${c}\r\n`).join('')));
    socket.on('data', (d) => {
      buf += d.toString('utf8');
      const lines = buf.split('\r\n').filter(Boolean);
      if (lines.length >= commands.length) {
        clearTimeout(timer);
        socket.destroy();
        const bad = lines.find((l) => l.startsWith('-'));
        if (bad) reject(new Error(`Redis: ${bad.slice(1)}`));
        else resolve(lines[lines.length - 1]);
      }
    });
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/**
 * GET (or other method) with a hard timeout; never throws for HTTP statuses.
 * @param {string} url
 * @param {{ timeoutMs?: number, method?: string, headers?: Record<string, string>, body?: string }} [opts]
 * @returns {Promise<{ ok: boolean, status: number, headers: Headers, text: string } | null>} null when unreachable
 */
export async function http(url, opts = {}) {
  try {
    const res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers: opts.headers,
      body: opts.body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 3000),
      redirect: 'manual',
    });
    const text = await res.text();
    return { ok: res.ok, status: res.status, headers: res.headers, text };
  } catch {
    return null;
  }
}

/**
 * Polls `check` until it returns a truthy value. `abort` (optional) is checked between tries and should
 * return an error message when waiting is pointless (the process died).
 * @template T
 * @param {() => Promise<T>} check
 * @param {{ timeoutMs: number, intervalMs?: number, what: string, abort?: () => string | null }} opts
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(check, { timeoutMs, intervalMs = 250, what, abort }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = abort?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    const value = await check().catch(() => null);
    if (value) return /** @type {NonNullable<T>} */ (value);
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** A TCP port on loopback that nothing listens on right now (get-port). */
export async function freePort() {
  const { default: getPort } = await import('get-port');
  return getPort({ host: '127.0.0.1' });
}
