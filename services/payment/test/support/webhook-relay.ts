import { createServer, type Server } from 'node:http';
import { paymentCommands } from '@hp/contracts';
import type { PaymentHarness } from './harness.js';

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
