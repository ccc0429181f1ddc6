import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// services/platform/{src,dist}/testing -> the repository root
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The credentials the simulator accepts and signs with in tests (local values, never real ones). */
export const WHATSAPP_TEST_CREDENTIALS = {
  WHATSAPP_ACCESS_TOKEN: 'hp-test-whatsapp-access-token',
  WHATSAPP_APP_SECRET: 'hp-test-whatsapp-app-secret',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000777',
  SMS_API_KEY: 'hp-test-sms-api-key',
};

export interface SimulatedMessage {
  id: string;
  channel: 'whatsapp' | 'sms';
  to: string;
  at: string;
  template?: { name: string; language: string; parameters: string[] };
  text?: string;
  statuses: { status: string; timestamp: string; errors?: { code: number; title: string }[] }[];
  callbacks: { at: string; status: number | null; error?: string }[];
}

export interface TestWhatsAppSimulator {
  url: string;
  /** The env a service needs to send to it (WHATSAPP_*, SMS_*). */
  env: Record<string, string>;
  /** Every message sent so far, or those to a number (its last digits are enough). */
  messages(to?: string): Promise<SimulatedMessage[]>;
  /** How a number behaves from now on: deliver, read, undelivered (sent only), fail (sent, then failed), reject (400). */
  recipient(number: string, behaviour: 'deliver' | 'read' | 'undelivered' | 'fail' | 'reject'): Promise<void>;
  /** Where the status callbacks go (the service's webhook route, or a relay to its command). */
  sendStatusesTo(webhookUrl: string | null): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local WhatsApp Cloud API and SMS simulator (infra/whatsapp-simulator/cli.mjs) as a child process on a free
 * port, with WHATSAPP_TEST_CREDENTIALS and no webhook URL until `sendStatusesTo`.
 */
export async function startWhatsAppSimulator(): Promise<TestWhatsAppSimulator> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'infra/whatsapp-simulator/cli.mjs'),
      '--port',
      '0',
      '--quiet',
      '--status-delay-ms',
      '50',
    ],
    { env: { PATH: process.env.PATH, ...WHATSAPP_TEST_CREDENTIALS }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`whatsapp simulator did not start: ${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`whatsapp simulator exited (${signal ?? code}): ${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const post = async (controlPath: string, body: unknown) => {
    const response = await fetch(new URL(controlPath, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`whatsapp simulator ${controlPath}: ${response.status}`);
  };
  return {
    url,
    env: { ...WHATSAPP_TEST_CREDENTIALS, WHATSAPP_API_URL: url, SMS_API_URL: `${url}/sms/v1/messages` },
    async messages(to) {
      const query = to ? `?to=${encodeURIComponent(to)}` : '';
      return (await (await fetch(`${url}/__sim/messages${query}`)).json()) as SimulatedMessage[];
    },
    recipient: (number, behaviour) => post('/__sim/recipients', { number, behaviour }),
    sendStatusesTo: (webhookUrl) => post('/__sim/config', { webhookUrl }),
    stop,
  };
}
