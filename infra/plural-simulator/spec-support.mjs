// What the Plural simulator's specs share: a merchant's webhook receiver, our own webhook check, and
// `useSimulator()`, which starts a simulator for the spec file (reset after each test) with HTTP helpers.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import crypto from 'node:crypto';
import http from 'node:http';
import { startPluralSimulator } from './server.mjs';

export const WEBHOOK_SECRET = Buffer.from('test-only webhook secret, 32 bytes!').toString('base64');

/**
 * A merchant's webhook endpoint: records what it receives; answers the queued statuses first, then 200.
 */
async function startReceiver() {
  /** @type {{ headers: import('node:http').IncomingHttpHeaders, body: string }[]} */
  const received = [];
  /** @type {number[]} */
  const statuses = [];
  /** @type {(() => void)[]} */
  let waiters = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200);
      res.end();
      waiters.forEach((w) => w());
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/api/payment/webhook`,
    received,
    statuses,
    /** Resolves when at least n requests have arrived (fails after 5 s). @param {number} n */
    async waitFor(n) {
      const deadline = Date.now() + 5000;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} webhooks, got ${received.length}`);
        await new Promise((r) => {
          waiters.push(() => r(undefined));
          setTimeout(r, 100);
        });
        waiters = [];
      }
      return received;
    },
    close: () => new Promise((r) => server.close(() => r(undefined))),
  };
}

/** Our own check of a Plural webhook (not the simulator's code): HMAC-SHA256 over id.timestamp.body. */
export function verify(
  /** @type {{ headers: import('node:http').IncomingHttpHeaders, body: string }} */ hook,
  toleranceSeconds = 300,
) {
  const id = String(hook.headers['webhook-id']);
  const ts = String(hook.headers['webhook-timestamp']);
  const expected = crypto
    .createHmac('sha256', Buffer.from(WEBHOOK_SECRET, 'base64'))
    .update(`${id}.${ts}.${hook.body}`)
    .digest('base64');
  const signatures = String(hook.headers['webhook-signature'])
    .split(' ')
    .map((s) => s.replace(/^v1,/, ''));
  return {
    signature: signatures.includes(expected),
    fresh: Math.abs(Date.now() / 1000 - Number(ts)) <= toleranceSeconds,
  };
}

/** Starts a simulator and a webhook receiver for the calling spec file; `sim` and `receiver` are set in beforeAll. */
export function useSimulator() {
  const t = {
    /** @type {Awaited<ReturnType<typeof startPluralSimulator>>} */
    sim: /** @type {any} */ (null),
    /** @type {Awaited<ReturnType<typeof startReceiver>>} */
    receiver: /** @type {any} */ (null),
  };
  beforeAll(async () => {
    t.receiver = await startReceiver();
    t.sim = await startPluralSimulator({
      port: 0,
      webhookUrl: t.receiver.url,
      clientId: 'test-client',
      clientSecret: 'test-secret',
      webhookSecret: WEBHOOK_SECRET,
      webhookRetryDelaysMs: [50, 100],
    });
  });
  afterEach(() => {
    t.sim.reset();
    t.receiver.received.length = 0;
    t.receiver.statuses.length = 0;
  });
  afterAll(async () => {
    await t.sim.close();
    await t.receiver.close();
  });

  /** @param {string} path @param {RequestInit} [init] */
  async function call(path, init = {}) {
    const res = await fetch(`${t.sim.url}${path}`, { redirect: 'manual', ...init });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* HTML */
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  /** A JSON POST. @param {string} path @param {unknown} body @param {Record<string, string>} [headers] */
  const postJson = (path, body, headers = {}) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** The token request with the test client's credentials (`over` changes some). @param {Record<string, string>} [over] */
  const requestToken = (over = {}) =>
    postJson('/api/auth/v1/token', {
      client_id: 'test-client',
      client_secret: 'test-secret',
      grant_type: 'client_credentials',
      ...over,
    });

  async function token() {
    const res = await requestToken();
    return /** @type {string} */ (res.json.access_token);
  }

  const orderBody = (over = {}) => ({
    merchant_order_reference: 'HP-MEM-0001',
    order_amount: { value: 200000, currency: 'INR' },
    pre_auth: false,
    allowed_payment_methods: ['CARD', 'UPI', 'NETBANKING', 'WALLET'],
    notes: 'Annual membership',
    callback_url: 'http://localhost:8080/payment/success',
    failure_callback_url: 'http://localhost:8080/payment/failure',
    purchase_details: {
      customer: {
        email_id: 'asha@example.com',
        first_name: 'Asha',
        last_name: 'Rao',
        mobile_number: '9876543210',
        billing_address: {
          address1: 'Not provided',
          pincode: '400001',
          city: 'Mumbai',
          state: 'Maharashtra',
          country: 'India',
        },
      },
    },
    ...over,
  });

  /**
   * @param {string} accessToken
   * @param {unknown} body
   * @param {Record<string, string>} [headers]
   */
  function createOrder(accessToken, body, headers = {}) {
    return postJson('/api/checkout/v1/orders', body, {
      authorization: `Bearer ${accessToken}`,
      'request-id': crypto.randomUUID(),
      'request-timestamp': new Date().toISOString(),
      ...headers,
    });
  }

  /** Opens the hosted page and submits its form like a browser. @param {string} redirectUrl @param {'pay' | 'fail'} outcome */
  async function submitCheckout(redirectUrl, outcome, method = 'UPI') {
    const page = await fetch(redirectUrl).then((r) => r.text());
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    const hidden = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2],
    ]);
    const form = new URLSearchParams([...hidden, ['payment_method', method], ['outcome', outcome]]);
    return call(/** @type {string} */ (action), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }

  return Object.assign(t, { call, postJson, requestToken, token, orderBody, createOrder, submitCheckout });
}
