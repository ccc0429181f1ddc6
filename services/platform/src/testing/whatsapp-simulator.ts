import { startSimulatorProcess } from './simulator-process.js';

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
  const { url, stop } = await startSimulatorProcess(
    'whatsapp-simulator',
    ['--status-delay-ms', '50'],
    WHATSAPP_TEST_CREDENTIALS,
  );
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
