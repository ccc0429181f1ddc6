// The hosted checkout page's Pay / Fail (redirect with a signed callback, and a signed webhook checked with our
// own HMAC code), and an order nobody pays.
import { describe, expect, it } from '@jest/globals';
import { callbackSignature } from './server.mjs';
import { WEBHOOK_SECRET, useSimulator, verify } from './spec-support.mjs';

const plural = useSimulator();
const { call, token, orderBody, createOrder, submitCheckout } = plural;

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

    const [hook] = await plural.receiver.waitFor(1);
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
    const hooks = await plural.receiver.waitFor(2);
    expect(hooks.map((h) => JSON.parse(h.body).event_type).sort()).toEqual([
      'ORDER_FAILED',
      'PAYMENT_FAILED',
    ]);
    expect(hooks.every((h) => verify(h).signature)).toBe(true);
    expect(plural.sim.order(json.order_id)?.status).toBe('FAILED');
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
    expect(plural.sim.order(json.order_id)?.status).toBe('FAILED');
    expect(plural.sim.webhooks()).toHaveLength(2);
  });
});

describe('an order nobody pays', () => {
  it('stays PENDING until it times out (expire): FAILED with ORDER_FAILED and no payment', async () => {
    const t = await token();
    const { json } = await createOrder(t, orderBody());
    await fetch(json.redirect_url);
    expect(plural.sim.order(json.order_id)?.status).toBe('PENDING');
    const res = await call(`/__sim/orders/${json.order_id}/expire`, { method: 'POST' });
    expect(res.json.order.status).toBe('FAILED');
    const [hook] = await plural.receiver.waitFor(1);
    const payload = JSON.parse(hook.body);
    expect(payload.event_type).toBe('ORDER_FAILED');
    expect(payload.data.payments).toEqual([]);
    const status = await call(`/api/pay/v1/orders/${json.order_id}`, {
      headers: { authorization: `Bearer ${t}` },
    });
    expect(status.json.data.status).toBe('FAILED');
  });
});
