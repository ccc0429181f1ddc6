import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from './network.js';

export interface TestNats {
  url: string;
  stop(): Promise<void>;
}

/**
 * A private nats-server (JetStream on) for one test file. The shared one on 4222 may have other auth
 * instances in queue group `auth` (a running `npm start`, the gateway's tests): requests would be shared
 * between them and their databases. Falls back to NATS_URL when nats-server is not installed.
 */
export async function startTestNats(): Promise<TestNats> {
  if (spawnSync('nats-server', ['--version']).status !== 0) {
    const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
    process.stderr.write(
      `nats-server not found: integration tests use ${url}, shared with anything else on it.\n`,
    );
    return { url, stop: () => Promise.resolve() };
  }
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(tmpdir(), 'auth-test-nats-'));
  const server = spawn('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
    stdio: 'ignore',
  });
  await waitForPort(port);
  return {
    url: `nats://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
