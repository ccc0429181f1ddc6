import type { ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTracked, stopChild, waitFor } from './processes.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The credentials the simulator accepts and the payment service sends (local test values, never real ones). */
export const PLURAL_TEST_CREDENTIALS = {
  PLURAL_CLIENT_ID: 'gateway-test-plural-client',
  PLURAL_CLIENT_SECRET: 'gateway-test-plural-client-secret',
  PLURAL_WEBHOOK_SECRET: Buffer.from('gateway tests plural webhook secret').toString('base64'),
};

export interface RunningPluralSimulator {
  url: string;
  /** Where its webhooks go from now on (e.g. the gateway's webhook route once the gateway listens). */
  sendWebhooksTo(webhookUrl: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local Pine Labs Plural simulator (infra/plural-simulator/cli.mjs) as a child process on a free port, for the
 * payment service the gateway forwards to. A process like the services: the gateway's tests import no infra code.
 */
export async function startPluralSimulator(): Promise<RunningPluralSimulator> {
  let output = '';
  const child: ChildProcess = spawnTracked(
    process.execPath,
    [join(repoRoot, 'infra/plural-simulator/cli.mjs'), '--port', '0', '--quiet'],
    { env: { PATH: process.env.PATH, ...PLURAL_TEST_CREDENTIALS }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `plural simulator exited (${signal ?? code}):\n${output}`));
  const url = await waitFor(
    'the plural simulator to listen',
    () => Promise.resolve(/listening on (http:\/\/\S+)/.exec(output)?.[1]),
    { timeoutMs: 10_000, intervalMs: 50, abort: () => exited },
  ).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return {
    url,
    async sendWebhooksTo(webhookUrl) {
      const response = await fetch(new URL('/__sim/config', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ webhookUrl }),
      });
      if (!response.ok)
        throw new Error(`plural simulator config: ${response.status} ${await response.text()}`);
    },
    stop: () => stopChild(child),
  };
}
