import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GATEWAY_NATS_USER, natsPermissionsFor, natsServerConfig, type NatsUser } from '@hp/contracts/server';
import type { NatsSettings } from '../nats/connection-options.js';
import { freePort, waitForPort } from './network.js';

/** The user tests may use to look at anything (streams, dead letters); no process of the product has one. */
export const TEST_OPERATOR = 'test-operator';

export interface TestNats {
  url: string;
  /** Connection settings for one process: 'gateway', a service name, or TEST_OPERATOR. */
  as(processName: string): NatsSettings;
  stop(): Promise<void>;
}

/**
 * A private nats-server (JetStream on) for one test file. With `services`, it has the product's per-process users
 * and permissions for the gateway and those services, so tests run under the same rules as the product; without,
 * it is open (for tests of callers that connect without a user). Private, because the shared NATS may have other
 * instances in the same queue group (a running `npm start`).
 */
export async function startTestNats(options: { services?: string[] } = {}): Promise<TestNats> {
  if (spawnSync('nats-server', ['--version']).status !== 0) {
    throw new Error('nats-server is not installed (apt-get install -y nats-server); npm test installs it.');
  }
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(tmpdir(), 'hp-test-nats-'));
  const passwords = new Map<string, string>();
  const users: NatsUser[] = [GATEWAY_NATS_USER, ...(options.services ?? []), TEST_OPERATOR].map((user) => {
    const password = randomBytes(12).toString('hex');
    passwords.set(user, password);
    return user === TEST_OPERATOR
      ? { user, password }
      : { user, password, permissions: natsPermissionsFor(user) };
  });
  const configFile = path.join(storeDir, 'nats.conf');
  const config = natsServerConfig({ host: '127.0.0.1', port, storeDir, users });
  writeFileSync(
    configFile,
    JSON.stringify(options.services ? config : { ...config, authorization: undefined }),
  );
  const server = spawn('nats-server', ['-c', configFile], { stdio: 'ignore' });
  // Last resort when a test run is cut short: the server does not outlive it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitForPort(port);
  const url = `nats://127.0.0.1:${port}`;
  return {
    url,
    as(processName) {
      if (!options.services) return { url };
      const password = passwords.get(processName);
      if (!password) throw new Error(`No NATS user ${processName} in this test server`);
      return { url, user: processName, password };
    },
    async stop() {
      process.off('exit', killOnExit);
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
