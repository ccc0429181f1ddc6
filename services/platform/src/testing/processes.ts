import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';

/** Calls `probe` until it answers something other than undefined; `abort` names a reason to stop early. */
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
