// The Plural simulator over HTTP, as the payment service and the browser use it: token, checkout orders and
// their idempotency, the failure mode, status lookup, the hosted page's Pay / Fail (redirect + signed webhook,
// verified here with our own HMAC code), the webhook controls (replay, late, hold, tamper, reset, retries) and
// payment links.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import crypto from 'node:crypto';
import http from 'node:http';
import { callbackSignature, startPluralSimulator } from './server.mjs';

const WEBHOOK_SECRET = Buffer.from('test-only webhook secret, 32 bytes!').toString('base64');

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
function verify(
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

/** @type {Awaited<ReturnType<typeof startPluralSimulator>>} */
let sim;
/** @type {Awaited<ReturnType<typeof startReceiver>>} */
let receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  sim = await startPluralSimulator({
    port: 0,
    webhookUrl: receiver.url,
    clientId: 'test-client',
    clientSecret: 'test-secret',
    webhookSecret: WEBHOOK_SECRET,
    webhookRetryDelaysMs: [50, 100],
  });
});

afterEach(() => {
  sim.reset();
  receiver.received.length = 0;
  receiver.statuses.length = 0;
});

afterAll(async () => {
  await sim.close();
  await receiver.close();
});

/** @param {string} path @param {RequestInit} [init] */
async function call(path, init = {}) {
  const res = await fetch(`${sim.url}${path}`, { redirect: 'manual', ...init });
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

describe('token', () => {
  it('issues an access token for the right client credentials', async () => {
    const res = await requestToken();
    expect(res.status).toBe(200);
    expect(res.json.access_token).toEqual(expect.any(String));
    expect(res.json.expires_in).toBe(3600);
    expect(Date.parse(res.json.expires_at)).toBeGreaterThan(Date.now());
  });

  it('answers 401 with Plural error shape for wrong credentials, 400 for another grant type', async () => {
    const wrong = await requestToken({ client_secret: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
    const grant = await requestToken({ grant_type: 'password' });
    expect(grant.status).toBe(400);
  });

  it('refuses API calls without a token or with an expired one', async () => {
    expect((await createOrder('not-a-token', orderBody())).status).toBe(401);
    const t = await token();
    sim.expireTokens();
    const res = await createOrder(t, orderBody());
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('UNAUTHORIZED');
  });
});

describe('checkout orders', () => {
  it('creates an order with a redirect_url to the simulator hosted page', async () => {
    const res = await createOrder(await token(), orderBody());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      token: expect.any(String),
      order_id: expect.stringMatching(/^v1-/),
      response_code: 200,
      status: 'CREATED',
    });
    expect(res.json.redirect_url).toBe(
      `${sim.url}/api/v3/checkout-bff/redirect/checkout?token=${res.json.token}`,
    );
  });

  it('answers validation errors with Plural error shape', async () => {
    const t = await token();
    const cases = [
      orderBody({ order_amount: { value: 50, currency: 'INR' } }),
      orderBody({ order_amount: { value: 200000, currency: 'USD' } }),
      orderBody({ merchant_order_reference: undefined }),
      orderBody({ allowed_payment_methods: ['CASH'] }),
      orderBody({ callback_url: 'not a url' }),
    ];
    for (const body of cases) {
      const res = await createOrder(t, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: 'INVALID_REQUEST', message: expect.any(String) });
    }
    const noRequestId = await createOrder(t, orderBody(), { 'request-id': '' });
    expect(noRequestId.status).toBe(400);
    expect(noRequestId.json.message).toMatch(/Request-ID/);
    expect(sim.orders()).toHaveLength(0);
  });

  it('returns the same order for the same Idempotency-Key and body, never two; 409 for another body', async () => {
    const t = await token();
    const first = await createOrder(t, orderBody(), { 'idempotency-key': 'key-1' });
    // The same body with its keys in another order is the same request.
    const { order_amount, ...rest } = orderBody();
    const again = await createOrder(t, { ...rest, order_amount }, { 'idempotency-key': 'key-1' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(sim.orders()).toHaveLength(1);
    const other = await createOrder(t, orderBody({ notes: 'changed' }), { 'idempotency-key': 'key-1' });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const newKey = await createOrder(t, orderBody(), { 'idempotency-key': 'key-2' });
    expect(newKey.json.order_id).not.toBe(first.json.order_id);
  });
});

describe('failure mode', () => {
  it('answers 503 to the next N calls, then works again', async () => {
    const t = await token();
    sim.failNext({ count: 2, status: 503, paths: 'orders' });
    expect((await createOrder(t, orderBody())).status).toBe(503);
    const second = await createOrder(t, orderBody());
    expect(second.status).toBe(503);
    expect(second.json.code).toBe('SERVICE_UNAVAILABLE');
    expect((await createOrder(t, orderBody())).status).toBe(200);
    expect(sim.orders()).toHaveLength(1);
  });

  it('status-after: the order is made but the answer is lost; the retry with the same key gets that order', async () => {
    const t = await token();
    sim.failNext({ count: 1, status: 500, mode: 'status-after', paths: 'orders' });
    const lost = await createOrder(t, orderBody(), { 'idempotency-key': 'retry-me' });
    expect(lost.status).toBe(500);
    expect(sim.orders()).toHaveLength(1);
    const retry = await createOrder(t, orderBody(), { 'idempotency-key': 'retry-me' });
    expect(retry.status).toBe(200);
    expect(retry.json.order_id).toBe(sim.orders()[0].order_id);
    expect(sim.orders()).toHaveLength(1);
  });

  it('timeout: the call gets no answer (the client gives up), and the next one works', async () => {
    const t = await token();
    sim.failNext({ count: 1, mode: 'timeout', delayMs: 5000 });
    await expect(
      fetch(`${sim.url}/api/checkout/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
        body: JSON.stringify(orderBody()),
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect((await createOrder(t, orderBody())).status).toBe(200);
  });

  it('is also set over HTTP: POST /__sim/fail', async () => {
    const set = await postJson('/__sim/fail', { count: 1, status: 500, paths: 'token' });
    expect(set.status).toBe(200);
    const res = await requestToken();
    expect(res.status).toBe(500);
    expect(res.json.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await token()).toEqual(expect.any(String));
  });
});

describe('order status lookup', () => {
  it('answers CREATED, PENDING once the page is open, PROCESSED after Pay; 404 for an unknown order', async () => {
    const t = await token();
    const { json } = await createOrder(t, orderBody());
    const get = (/** @type {string} */ id) =>
      call(`/api/pay/v1/orders/${id}`, { headers: { authorization: `Bearer ${t}` } });
    const created = await get(json.order_id);
    expect(created.status).toBe(200);
    expect(created.json.data).toMatchObject({
      order_id: json.order_id,
      merchant_order_reference: 'HP-MEM-0001',
      status: 'CREATED',
      order_amount: { value: 200000, currency: 'INR' },
    });
    await fetch(json.redirect_url);
    expect((await get(json.order_id)).json.data.status).toBe('PENDING');
    await submitCheckout(json.redirect_url, 'pay');
    const paid = await get(json.order_id);
    expect(paid.json.data.status).toBe('PROCESSED');
    expect(paid.json.data.payments[0]).toMatchObject({ status: 'PROCESSED', payment_method: 'UPI' });
    const unknown = await get('v1-000000000000-aa-nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('hosted checkout page', () => {
  it('shows the merchant, the amount in rupees, UPI and card, Pay and Fail, without any script', async () => {
    const { json } = await createOrder(await token(), orderBody());
    const res = await call(new URL(json.redirect_url).pathname + new URL(json.redirect_url).search);
    expect(res.status).toBe(200);
    expect(res.text).toContain('HealthPlus Care');
    expect(res.text).toContain('₹2,000.00');
    expect(res.text).toContain('value="UPI"');
    expect(res.text).toContain('value="CARD"');
    expect(res.text).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(res.text).toMatch(/<button[^>]*value="fail"[^>]*>Fail<\/button>/);
    expect(res.text).not.toMatch(/<script|style=|onclick/i);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('Pay: redirects to callback_url with a signed order_id / status and sends a signed ORDER_PROCESSED', async () => {
    const { json } = await createOrder(await token(), orderBody());
    const res = await submitCheckout(json.redirect_url, 'pay', 'CARD');
    expect(res.status).toBe(303);
    const location = new URL(/** @type {string} */ (res.headers.get('location')));
    expect(location.origin + location.pathname).toBe('http://localhost:8080/payment/success');
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({ order_id: json.order_id, status: 'PROCESSED' });
    const { signature, ...signed } = params;
    expect(signature).toBe(callbackSignature(WEBHOOK_SECRET, signed));

    const [hook] = await receiver.waitFor(1);
    expect(verify(hook)).toEqual({ signature: true, fresh: true });
    expect(hook.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(hook.body);
    expect(payload.event_type).toBe('ORDER_PROCESSED');
    expect(payload.data).toMatchObject({
      order_id: json.order_id,
      merchant_order_reference: 'HP-MEM-0001',
      status: 'PROCESSED',
      order_amount: { value: 200000, currency: 'INR' },
    });
    expect(payload.data.payments[0]).toMatchObject({ status: 'PROCESSED', payment_method: 'CARD' });
  });

  it('Fail: redirects to failure_callback_url with the error and sends PAYMENT_FAILED and ORDER_FAILED', async () => {
    const { json } = await createOrder(await token(), orderBody());
    const res = await submitCheckout(json.redirect_url, 'fail');
    expect(res.status).toBe(303);
    const location = new URL(/** @type {string} */ (res.headers.get('location')));
    expect(location.pathname).toBe('/payment/failure');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      order_id: json.order_id,
      status: 'FAILED',
      error_code: expect.any(String),
      error_message: expect.any(String),
    });
    const hooks = await receiver.waitFor(2);
    expect(hooks.map((h) => JSON.parse(h.body).event_type).sort()).toEqual([
      'ORDER_FAILED',
      'PAYMENT_FAILED',
    ]);
    expect(hooks.every((h) => verify(h).signature)).toBe(true);
    expect(sim.order(json.order_id)?.status).toBe('FAILED');
    // Settled is settled: the page shows the outcome, and a second submit changes nothing and sends nothing.
    const page = await fetch(json.redirect_url).then((r) => r.text());
    expect(page).toContain('Payment failed');
    expect(page).not.toContain('<form');
    const again = await call('/api/v3/checkout-bff/redirect/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: json.token, outcome: 'pay', payment_method: 'UPI' }).toString(),
    });
    expect(again.status).toBe(303);
    expect(sim.order(json.order_id)?.status).toBe('FAILED');
    expect(sim.webhooks()).toHaveLength(2);
  });
});

describe('an order nobody pays', () => {
  it('stays PENDING until it times out (expire): FAILED with ORDER_FAILED and no payment', async () => {
    const t = await token();
    const { json } = await createOrder(t, orderBody());
    await fetch(json.redirect_url);
    expect(sim.order(json.order_id)?.status).toBe('PENDING');
    const res = await call(`/__sim/orders/${json.order_id}/expire`, { method: 'POST' });
    expect(res.json.order.status).toBe('FAILED');
    const [hook] = await receiver.waitFor(1);
    const payload = JSON.parse(hook.body);
    expect(payload.event_type).toBe('ORDER_FAILED');
    expect(payload.data.payments).toEqual([]);
    const status = await call(`/api/pay/v1/orders/${json.order_id}`, {
      headers: { authorization: `Bearer ${t}` },
    });
    expect(status.json.data.status).toBe('FAILED');
  });
});

describe('webhook controls', () => {
  /** An order paid through the API shortcut; resolves with its ORDER_PROCESSED record once delivered. */
  async function paidOrder() {
    const { json } = await createOrder(await token(), orderBody());
    sim.settle(json.order_id, 'pay');
    await receiver.waitFor(1);
    return sim.webhooks()[0];
  }

  it('replay sends the identical request again (same id, timestamp, signature and body)', async () => {
    const record = await paidOrder();
    const res = await call(`/__sim/webhooks/${record.id}/replay`, { method: 'POST' });
    expect(res.status).toBe(200);
    const [a, b] = await receiver.waitFor(2);
    expect(b.body).toBe(a.body);
    for (const h of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(b.headers[h]).toBe(a.headers[h]);
    expect(verify(b).signature).toBe(true);
  });

  it('late with an old timestamp: correctly signed but outside the 5-minute tolerance', async () => {
    const record = await paidOrder();
    await sim.sendWebhookLate(record.id, { ageSeconds: 600 });
    const [, late] = await receiver.waitFor(2);
    expect(late.headers['webhook-id']).toBe(record.id);
    expect(late.body).toBe(record.body);
    expect(verify(late)).toEqual({ signature: true, fresh: false });
  });

  it('late with a delay: arrives after the delay, still valid', async () => {
    const record = await paidOrder();
    const started = Date.now();
    const scheduled = await postJson(`/__sim/webhooks/${record.id}/late`, { delayMs: 300 });
    expect(scheduled.status).toBe(202);
    const [, late] = await receiver.waitFor(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(verify(late)).toEqual({ signature: true, fresh: true });
  });

  it('hold keeps webhooks unsent (reconciliation must settle) until released', async () => {
    await postJson('/__sim/webhooks/hold', { hold: true });
    const { json } = await createOrder(await token(), orderBody());
    await submitCheckout(json.redirect_url, 'pay');
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received).toHaveLength(0);
    const list = await call('/__sim/webhooks');
    expect(list.json.held).toBe(true);
    expect(list.json.webhooks).toEqual([
      expect.objectContaining({ eventType: 'ORDER_PROCESSED', state: 'held', orderId: json.order_id }),
    ]);
    // Reconciliation still sees the truth through the status API.
    expect(sim.order(json.order_id)?.status).toBe('PROCESSED');
    await call(`/__sim/webhooks/${list.json.webhooks[0].id}/send`, { method: 'POST' });
    const [hook] = await receiver.waitFor(1);
    expect(verify(hook).signature).toBe(true);
  });

  it('tamper sends a copy whose signature does not match (changed body, or signed with another key)', async () => {
    const record = await paidOrder();
    await call(`/__sim/webhooks/${record.id}/tamper`, { method: 'POST' });
    await postJson(`/__sim/webhooks/${record.id}/tamper`, { mode: 'signature' });
    const [, changedBody, otherKey] = await receiver.waitFor(3);
    expect(changedBody.body).not.toBe(record.body);
    expect(JSON.parse(changedBody.body).data.order_amount.value).toBe(400000);
    expect(verify(changedBody).signature).toBe(false);
    expect(otherKey.body).toBe(record.body);
    expect(verify(otherKey).signature).toBe(false);
  });

  it('retries a failed delivery with back-off, with the same id and signature', async () => {
    receiver.statuses.push(500, 503);
    const { json } = await createOrder(await token(), orderBody());
    sim.settle(json.order_id, 'pay');
    const hooks = await receiver.waitFor(3);
    expect(new Set(hooks.map((h) => h.headers['webhook-id'])).size).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    const [record] = sim.webhooks();
    expect(record.attempts.map((a) => [a.kind, a.status])).toEqual([
      ['original', 500],
      ['retry', 503],
      ['retry', 200],
    ]);
    expect(record.state).toBe('delivered');
  });

  it('reset forgets orders, links and webhooks', async () => {
    await paidOrder();
    const res = await call('/__sim/reset', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(sim.orders()).toHaveLength(0);
    expect((await call('/__sim/webhooks')).json.webhooks).toHaveLength(0);
  });
});

describe('payment links', () => {
  const linkBody = (over = {}) => ({
    amount: { value: 50000, currency: 'INR' },
    description: 'Consultation fee',
    expire_by: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    allowed_payment_methods: ['CARD', 'UPI'],
    merchant_payment_link_reference: 'CL1234abcd5678',
    customer: {
      email_id: 'asha@example.com',
      first_name: 'Asha',
      last_name: 'Rao',
      customer_id: 'c123',
      mobile_number: '9876543210',
      country_code: '91',
    },
    merchant_metadata: { requestId: 'r1', entityType: 'clinic' },
    product_details: [
      { product_code: 'general_consultation', product_amount: { value: 50000, currency: 'INR' } },
    ],
    ...over,
  });

  /** @param {string} accessToken @param {unknown} body */
  const createLink = (accessToken, body) =>
    postJson('/api/pay/v1/paymentlink', body, { authorization: `Bearer ${accessToken}` });

  it('creates a link (id, page URL, CREATED), whose page can be paid; the status then says PROCESSED', async () => {
    const t = await token();
    const res = await createLink(t, linkBody());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      payment_link_id: expect.stringMatching(/^pl-v1-/),
      payment_link: `${sim.url}/pay/link/${res.json.payment_link_id}`,
      status: 'CREATED',
      merchant_payment_link_reference: 'CL1234abcd5678',
      amount: { value: 50000, currency: 'INR' },
    });
    const status = () =>
      call(`/api/pay/v1/paymentlink/${res.json.payment_link_id}`, {
        headers: { authorization: `Bearer ${t}` },
      });
    expect((await status()).json.status).toBe('CREATED');

    const page = await call(new URL(res.json.payment_link).pathname);
    expect(page.text).toContain('₹500.00');
    expect(page.text).toContain('Consultation fee');

    // A failed try leaves the link payable.
    const failed = await submitCheckout(res.json.payment_link, 'fail');
    expect(failed.status).toBe(200);
    expect(failed.text).toContain('Payment failed');
    expect((await status()).json.status).toBe('CREATED');

    const paid = await submitCheckout(res.json.payment_link, 'pay');
    expect(paid.text).toContain('Payment successful');
    const after = await status();
    expect(after.json.status).toBe('PROCESSED');
    expect(after.json.order_id).toEqual(expect.stringMatching(/^v1-/));

    const hooks = await receiver.waitFor(2);
    const events = hooks.map((h) => JSON.parse(h.body));
    expect(events.map((e) => e.event_type)).toEqual(['PAYMENT_FAILED', 'ORDER_PROCESSED']);
    expect(events[1].data).toMatchObject({
      payment_link_id: res.json.payment_link_id,
      order_id: after.json.order_id,
    });
    expect(hooks.every((h) => verify(h).signature)).toBe(true);
  });

  it('validates like Plural: amount, customer contact, methods, expiry within 180 days', async () => {
    const t = await token();
    const bad = [
      linkBody({ amount: { value: 99, currency: 'INR' } }),
      linkBody({ customer: { first_name: 'No contact' } }),
      linkBody({ allowed_payment_methods: [] }),
      linkBody({ expire_by: new Date(Date.now() - 60_000).toISOString() }),
      linkBody({ expire_by: new Date(Date.now() + 181 * 86_400_000).toISOString() }),
    ];
    for (const body of bad) {
      const res = await createLink(t, body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('INVALID_REQUEST');
    }
  });

  it('says EXPIRED after expire_by, CANCELLED after cancel; 404 for an unknown link', async () => {
    const t = await token();
    const auth = { authorization: `Bearer ${t}` };
    const soon = await createLink(t, linkBody({ expire_by: new Date(Date.now() + 300).toISOString() }));
    await new Promise((r) => setTimeout(r, 400));
    expect(
      (await call(`/api/pay/v1/paymentlink/${soon.json.payment_link_id}`, { headers: auth })).json.status,
    ).toBe('EXPIRED');
    expect((await call(new URL(soon.json.payment_link).pathname)).status).toBe(410);

    const other = await createLink(t, linkBody());
    const cancelled = await call(`/api/pay/v1/paymentlink/${other.json.payment_link_id}/cancel`, {
      method: 'PUT',
      headers: auth,
    });
    expect(cancelled.json.status).toBe('CANCELLED');

    const unknown = await call('/api/pay/v1/paymentlink/pl-v1-nothing', { headers: auth });
    expect(unknown.status).toBe(404);
  });
});

describe('CLI (what npm start and npm test run)', () => {
  it('listens where told, says so on its first line, takes its secrets from the environment, stops on SIGTERM', async () => {
    const { spawn } = await import('node:child_process');
    const child = spawn(
      process.execPath,
      [new URL('./cli.mjs', import.meta.url).pathname, '--port', '0', '--quiet'],
      {
        env: { ...process.env, PLURAL_CLIENT_ID: 'env-client', PLURAL_CLIENT_SECRET: 'env-secret' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((r) => child.on('exit', (code) => r(code)));
    const base = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', () => reject(new Error(`exited before listening: ${out}`)));
    });
    try {
      expect(await fetch(`${base}/healthz`).then((r) => r.json())).toEqual({
        ok: true,
        service: 'plural-simulator',
      });
      const tokenRes = await fetch(`${base}/api/auth/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: 'env-client',
          client_secret: 'env-secret',
          grant_type: 'client_credentials',
        }),
      });
      expect(tokenRes.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
