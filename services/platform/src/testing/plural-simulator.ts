import { startSimulatorProcess } from './simulator-process.js';

/** The credentials the simulator accepts and the payment service sends in tests (local values, never real ones). */
export const PLURAL_TEST_CREDENTIALS = {
  PLURAL_CLIENT_ID: 'hp-test-plural-client',
  PLURAL_CLIENT_SECRET: 'hp-test-plural-client-secret',
  PLURAL_WEBHOOK_SECRET: Buffer.from('hp tests plural webhook secret').toString('base64'),
};

export interface TestPluralSimulator {
  url: string;
  /** A test control of the simulator (`/__sim/...`), answering its JSON. */
  control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** Where its webhooks go from now on (a relay, or the gateway's webhook route once the gateway listens). */
  sendWebhooksTo(webhookUrl: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local Pine Labs Plural simulator (infra/plural-simulator/cli.mjs) as a child process on a free port, with
 * PLURAL_TEST_CREDENTIALS and no webhook URL until `sendWebhooksTo`. A process, not an import: neither the services
 * nor the gateway import infra code.
 */
export async function startPluralSimulator(): Promise<TestPluralSimulator> {
  const { url, stop } = await startSimulatorProcess('plural-simulator', [], PLURAL_TEST_CREDENTIALS);

  const control = async <T>(method: 'GET' | 'POST', controlPath: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(controlPath, url), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`plural simulator ${method} ${controlPath}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    url,
    control,
    sendWebhooksTo: async (webhookUrl) => {
      await control('POST', '/__sim/config', { webhookUrl });
    },
    stop,
  };
}
