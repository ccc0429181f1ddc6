import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isListening, waitForPort } from './network.js';

// services/platform/{src,dist}/testing -> the repository root
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SMTP_PORT = Number(process.env.SMTP_PORT ?? 1025);
const WEB_PORT = Number(process.env.MAILDEV_WEB_PORT ?? 1080);

export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Uses the maildev already listening (as `npm start` runs it), or starts one for the tests. */
export async function ensureMaildev(): Promise<{ stop(): Promise<void> }> {
  if ((await isListening(SMTP_PORT)) && (await isListening(WEB_PORT)))
    return { stop: () => Promise.resolve() };
  const maildev: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'maildev'),
    ['--smtp', String(SMTP_PORT), '--web', String(WEB_PORT), '--ip', '127.0.0.1', '--silent'],
    { stdio: 'ignore' },
  );
  await waitForPort(SMTP_PORT);
  await waitForPort(WEB_PORT);
  return {
    async stop() {
      if (maildev.exitCode !== null) return;
      const exited = new Promise((resolve) => maildev.once('exit', resolve));
      maildev.kill('SIGTERM');
      await exited;
    },
  };
}

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${WEB_PORT}/email`);
  const mails = (await response.json()) as ReceivedMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits for the `count`-th mail to `address` and returns the 6-digit code in it. */
export async function otpMailedTo(address: string, count = 1, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    const mail = mails[count - 1];
    const otp = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (otp) return otp;
    if (Date.now() > deadline) throw new Error(`No OTP mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
