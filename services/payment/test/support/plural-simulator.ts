import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paymentCommands } from '@hp/contracts';
import type { PaymentHarness } from './harness.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const SIMULATOR_CREDENTIALS = {
  PLURAL_CLIENT_ID: 'payment-int-test-client',
  PLURAL_CLIENT_SECRET: 'payment-int-test-client-secret',
  PLURAL_WEBHOOK_SECRET: Buffer.from('payment integration tests webhook secret').toString('base64'),
};

export interface RunningSimulator {
  url: string;
  /** A test control of the simulator (`/__sim/...`), answering its JSON. */
  control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/**
 * The local Plural simulator (infra/plural-simulator) as a child process on a free port, sending its webhooks to
 * `webhookUrl`. A process, not an import: services never import infra code.
 */
export async function startSimulator(webhookUrl: string): Promise<RunningSimulator> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'infra/plural-simulator/cli.mjs'),
      '--port',
      '0',
      '--webhook-url',
      webhookUrl,
      '--quiet',
    ],
    { env: { ...process.env, ...SIMULATOR_CREDENTIALS }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`plural simulator did not start: ${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`plural simulator exited (${code}): ${output}`)));
  });
  return {
    url,
    async control<T>(method: 'GET' | 'POST', controlPath: string, body?: unknown): Promise<T> {
      const response = await fetch(new URL(controlPath, url), {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${controlPath}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface WebhookRelay {
  url: string;
  /** The service's answers, in order: the HTTP status the gateway would give and the reply. */
  answers: Array<{ ok: boolean; code?: string }>;
  close(): Promise<void>;
}

/**
 * What the gateway does for POST /api/payment/webhook (contracts' `forward`): the body's exact text and the
 * webhook-* headers to payment.cmd.receive-webhook.v1; a refusal answers 401/400 like the gateway's table.
 */
export async function startWebhookRelay(harness: PaymentHarness): Promise<WebhookRelay> {
  const answers: WebhookRelay['answers'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      harness
        .call(paymentCommands.receiveWebhook.subject, {
          rawBody: Buffer.concat(chunks).toString('utf8'),
          headers,
        })
        .then((reply) => {
          answers.push(reply.ok ? { ok: true } : { ok: false, code: reply.error.code });
          response.writeHead(
            reply.ok ? 200 : reply.error.code === 'PAYMENT.WEBHOOK_SIGNATURE_INVALID' ? 401 : 400,
          );
          response.end(JSON.stringify(reply.ok ? reply.data : reply.error));
        })
        .catch(() => {
          response.writeHead(503);
          response.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('relay did not listen');
  return {
    url: `http://127.0.0.1:${address.port}/api/payment/webhook`,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
