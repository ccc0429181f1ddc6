import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { natsServerConfig, type NatsUser } from '@hp/contracts';

import { freePort } from '@hp/service-platform/testing';

export { freePort };

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  {
    timeoutMs = 30_000,
    intervalMs = 200,
    abort,
  }: { timeoutMs?: number; intervalMs?: number; abort?: () => string | undefined } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const reason = abort?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const detail = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`Timed out waiting for ${what}${detail}`);
}

const children = new Set<ChildProcess>();
// Last resort when a test run is cut short: no server we started outlives it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Spawns a server for a test and remembers it, so that it is killed even if the run is cut short. */
export function spawnTracked(...args: Parameters<typeof spawn>): ChildProcess {
  const child = spawn(...args);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Stops a child we started: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** `true` once something listens on 127.0.0.1:`port`, otherwise `undefined` (for waitFor). */
export function acceptsConnections(port: number): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(undefined));
    socket.connect(port, '127.0.0.1');
  });
}

function findExecutable(name: string, extraDirs: string[]): string | undefined {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return extraDirs.map((dir) => join(dir, name)).find((file) => existsSync(file));
}

export interface PrivateNats {
  url: string;
  stop(): Promise<void>;
}

/**
 * A NATS server (JetStream on) of this test file alone. The gateway's tests need subjects nobody else answers
 * ("service stopped -> 503") and an auth service whose database they own, while `npm test` runs the auth
 * service's own integration tests on the shared NATS at the same time. Without a nats-server binary the
 * shared server (NATS_URL) is used and those tests may see the other suite's responders.
 * With `users`, the server accepts only those users, as the product's does.
 */
export async function startPrivateNats({ users }: { users?: NatsUser[] } = {}): Promise<PrivateNats> {
  const binary = findExecutable('nats-server', ['/usr/sbin', '/usr/local/bin', '/usr/bin']);
  if (!binary) {
    const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    process.stderr.write(`gateway tests: no nats-server binary; using the shared NATS at ${url}\n`);
    return { url, stop: () => Promise.resolve() };
  }
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'hp-gw-nats-'));
  let args = ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir];
  if (users) {
    const configFile = join(storeDir, 'nats.conf');
    writeFileSync(configFile, JSON.stringify(natsServerConfig({ host: '127.0.0.1', port, storeDir, users })));
    args = ['-c', configFile];
  }
  const child = spawnTracked(binary, args, { stdio: 'ignore' });
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `nats-server exited (${signal ?? code})`));
  await waitFor('the private nats-server', () => acceptsConnections(port), {
    timeoutMs: 10_000,
    intervalMs: 50,
    abort: () => exited,
  });
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
