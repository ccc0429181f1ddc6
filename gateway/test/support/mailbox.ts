import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptsConnections, freePort, spawnTracked, stopChild, waitFor } from './processes.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface Mail {
  subject?: string;
  text?: string;
  to: Array<{ address: string }>;
}

export interface Mailbox {
  smtpPort: number;
  /** The 6-digit code of the `nth` mail (1-based) sent to `address`, read from maildev's REST API. */
  otpMailedTo(address: string, nth?: number): Promise<string>;
  mailCountTo(address: string): Promise<number>;
  /** Every mail sent to `address` so far (subject and text), oldest first. */
  mailsTo(address: string): Promise<Array<{ subject: string; text: string }>>;
  stop(): Promise<void>;
}

/**
 * A maildev of this test file alone, on free ports: the shared one (1025/1080) may be started and stopped
 * by other suites while this one runs.
 */
export async function startMailbox(): Promise<Mailbox> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const maildev = spawnTracked(
    join(repoRoot, 'node_modules', '.bin', 'maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'],
    { stdio: 'ignore' },
  );
  let exited: string | undefined;
  maildev.once('exit', (code, signal) => (exited = `maildev exited (${signal ?? code})`));
  await waitFor(
    'maildev',
    async () => (await acceptsConnections(smtpPort)) && (await acceptsConnections(webPort)),
    {
      abort: () => exited,
    },
  );

  const mailsTo = async (address: string): Promise<Mail[]> => {
    const mails = (await (await fetch(`http://127.0.0.1:${webPort}/email`)).json()) as Mail[];
    return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
  };

  return {
    smtpPort,
    otpMailedTo: (address, nth = 1) =>
      waitFor(
        `OTP mail #${nth} to ${address}`,
        async () => (await mailsTo(address))[nth - 1]?.text?.match(/\b(\d{6})\b/)?.[1],
        {
          timeoutMs: 10_000,
          intervalMs: 100,
        },
      ),
    mailCountTo: async (address) => (await mailsTo(address)).length,
    mailsTo: async (address) =>
      (await mailsTo(address)).map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' })),
    stop: () => stopChild(maildev),
  };
}
