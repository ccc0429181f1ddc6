// Plural's API on the simulator: token, checkout orders and their idempotency, the failure mode, status lookup.
import { describe, expect, it } from '@jest/globals';
import { useSimulator } from './spec-support.mjs';

const plural = useSimulator();
const { call, postJson, requestToken, token, orderBody, createOrder, submitCheckout } = plural;

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
    plural.sim.expireTokens();
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
      `${plural.sim.url}/api/v3/checkout-bff/redirect/checkout?token=${res.json.token}`,
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
    expect(plural.sim.orders()).toHaveLength(0);
  });

  it('returns the same order for the same Idempotency-Key and body, never two; 409 for another body', async () => {
    const t = await token();
    const first = await createOrder(t, orderBody(), { 'idempotency-key': 'key-1' });
    // The same body with its keys in another order is the same request.
    const { order_amount, ...rest } = orderBody();
    const again = await createOrder(t, { ...rest, order_amount }, { 'idempotency-key': 'key-1' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(plural.sim.orders()).toHaveLength(1);
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
    plural.sim.failNext({ count: 2, status: 503, paths: 'orders' });
    expect((await createOrder(t, orderBody())).status).toBe(503);
    const second = await createOrder(t, orderBody());
    expect(second.status).toBe(503);
    expect(second.json.code).toBe('SERVICE_UNAVAILABLE');
    expect((await createOrder(t, orderBody())).status).toBe(200);
    expect(plural.sim.orders()).toHaveLength(1);
  });

  it('status-after: the order is made but the answer is lost; the retry with the same key gets that order', async () => {
    const t = await token();
    plural.sim.failNext({ count: 1, status: 500, mode: 'status-after', paths: 'orders' });
    const lost = await createOrder(t, orderBody(), { 'idempotency-key': 'retry-me' });
    expect(lost.status).toBe(500);
    expect(plural.sim.orders()).toHaveLength(1);
    const retry = await createOrder(t, orderBody(), { 'idempotency-key': 'retry-me' });
    expect(retry.status).toBe(200);
    expect(retry.json.order_id).toBe(plural.sim.orders()[0].order_id);
    expect(plural.sim.orders()).toHaveLength(1);
  });

  it('timeout: the call gets no answer (the client gives up), and the next one works', async () => {
    const t = await token();
    plural.sim.failNext({ count: 1, mode: 'timeout', delayMs: 5000 });
    await expect(
      fetch(`${plural.sim.url}/api/checkout/v1/orders`, {
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

describe('order cancel (PUT /api/pay/v1/orders/{id}/cancel, as Pine Labs clients call it)', () => {
  it('cancels an open pre-authorised order, whose page then cannot pay; refuses others and unknown ids', async () => {
    const t = await token();
    const auth = { authorization: `Bearer ${t}` };
    const cancel = (/** @type {string} */ id) =>
      call(`/api/pay/v1/orders/${id}/cancel`, { method: 'PUT', headers: auth });

    const preAuth = await createOrder(t, orderBody({ merchant_order_reference: 'HP-PRE-1', pre_auth: true }));
    const cancelled = await cancel(preAuth.json.order_id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({ order_id: preAuth.json.order_id, status: 'CANCELLED' });
    expect(
      (await call(`/api/pay/v1/orders/${preAuth.json.order_id}`, { headers: auth })).json.data.status,
    ).toBe('CANCELLED');
    const page = await fetch(preAuth.json.redirect_url).then((r) => r.text());
    expect(page).toContain('Order cancelled');
    expect((await cancel(preAuth.json.order_id)).status).toBe(400);

    const charge = await createOrder(t, orderBody({ merchant_order_reference: 'HP-CHG-1' }));
    const refused = await cancel(charge.json.order_id);
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('INVALID_REQUEST');
    expect(
      (await call(`/api/pay/v1/orders/${charge.json.order_id}`, { headers: auth })).json.data.status,
    ).toBe('CREATED');
    expect((await cancel('v1-000000000000-aa-nothing')).status).toBe(404);
  });
});
