// @ts-check
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import http from 'node:http';
import { DEV_DEFAULTS, hubSignature, startWhatsAppSimulator } from './server.mjs';

/** A webhook receiver that keeps what it got (raw body and signature). */
async function receiver() {
  /** @type {{ body: string, signature: string | undefined }[]} */
  const received = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({
        body,
        signature: /** @type {string | undefined} */ (req.headers['x-hub-signature-256']),
      });
      res.writeHead(200).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** @param {() => boolean} condition */
async function until(condition, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const template = (to = '919876543210', name = 'consultation_reminder') => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'template',
  template: {
    name,
    language: { code: 'en' },
    components: [
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Asha' },
          { type: 'text', text: 'Lotus' },
        ],
      },
    ],
  },
});

describe('WhatsApp Cloud API simulator', () => {
  /** @type {Awaited<ReturnType<typeof receiver>>} */ let hook;
  /** @type {Awaited<ReturnType<typeof startWhatsAppSimulator>>} */ let sim;
  beforeAll(async () => {
    hook = await receiver();
    sim = await startWhatsAppSimulator({ port: 0, webhookUrl: hook.url, statusDelayMs: 10 });
  });
  afterAll(async () => {
    await sim.close();
    await hook.close();
  });
  beforeEach(async () => {
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    hook.received.length = 0;
  });

  /** @param {unknown} body @param {string} [token] */
  const send = (body, token = DEV_DEFAULTS.accessToken) =>
    fetch(`${sim.url}/v21.0/${DEV_DEFAULTS.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("answers a template send in the Cloud API's shape, then calls back sent and delivered, signed", async () => {
    const response = await send(template());
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919876543210', wa_id: '919876543210' }],
      messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }],
    });
    await until(() => hook.received.length === 2);
    const statuses = hook.received.map(({ body, signature }) => {
      expect(signature).toBe(hubSignature(DEV_DEFAULTS.appSecret, body));
      const payload = JSON.parse(body);
      expect(payload.object).toBe('whatsapp_business_account');
      return payload.entry[0].changes[0].value.statuses[0];
    });
    expect(statuses.map((status) => [status.id, status.status])).toEqual([
      [answer.messages[0].id, 'sent'],
      [answer.messages[0].id, 'delivered'],
    ]);
    const [inbox] = await (await fetch(`${sim.url}/__sim/messages?to=9876543210`)).json();
    expect(inbox).toMatchObject({
      channel: 'whatsapp',
      to: '919876543210',
      template: { name: 'consultation_reminder', language: 'en', parameters: ['Asha', 'Lotus'] },
    });
  });

  it('refuses a wrong token, an unknown template and a recipient set to reject, like the API', async () => {
    const wrongToken = await send(template(), 'nope');
    expect(wrongToken.status).toBe(401);
    expect((await wrongToken.json()).error).toMatchObject({ code: 190, type: 'OAuthException' });
    const unknown = await send(template('919876543210', 'no_such_template'));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe(132001);
    await fetch(`${sim.url}/__sim/recipients`, {
      method: 'POST',
      body: JSON.stringify({ number: '919000000001', behaviour: 'reject' }),
    });
    expect((await send(template('919000000001'))).status).toBe(400);
    expect(await (await fetch(`${sim.url}/__sim/messages`)).json()).toEqual([]);
  });

  it('calls back failed (with its error) for a recipient set to fail, and only sent for one set to undelivered', async () => {
    for (const [number, behaviour] of [
      ['919000000002', 'fail'],
      ['919000000003', 'undelivered'],
    ])
      await fetch(`${sim.url}/__sim/recipients`, {
        method: 'POST',
        body: JSON.stringify({ number, behaviour }),
      });
    await send(template('919000000002'));
    await send(template('919000000003'));
    await until(() => hook.received.length === 3);
    const messages = await (await fetch(`${sim.url}/__sim/messages`)).json();
    expect(
      messages.map((/** @type {any} */ m) => m.statuses.map((/** @type {any} */ s) => s.status)),
    ).toEqual([['sent', 'failed'], ['sent']]);
    expect(messages[0].statuses[1].errors).toEqual([{ code: 131026, title: 'Message undeliverable' }]);
  });

  it('takes an SMS with the API key and lists it in the inbox', async () => {
    const refused = await fetch(`${sim.url}/sms/v1/messages`, {
      method: 'POST',
      body: JSON.stringify({ sender: 'HPCARE', to: '9876543210', text: 'hi' }),
    });
    expect(refused.status).toBe(401);
    const response = await fetch(`${sim.url}/sms/v1/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEV_DEFAULTS.smsApiKey}` },
      body: JSON.stringify({ sender: 'HPCARE', to: '9876543210', text: 'Reminder' }),
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^sms_/), status: 'queued' });
    expect(await (await fetch(`${sim.url}/__sim/messages?to=9876543210`)).json()).toEqual([
      expect.objectContaining({ channel: 'sms', to: '9876543210', text: 'Reminder', sender: 'HPCARE' }),
    ]);
  });
});
