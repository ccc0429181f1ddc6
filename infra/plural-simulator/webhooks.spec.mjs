// The webhook controls: replay, late, hold, tamper, reset, and retries of a failed delivery.
import { describe, expect, it } from '@jest/globals';
import { useSimulator, verify } from './spec-support.mjs';

const plural = useSimulator();
const { call, postJson, token, orderBody, createOrder, submitCheckout } = plural;

describe('webhook controls', () => {
  /** An order paid through the API shortcut; resolves with its ORDER_PROCESSED record once delivered. */
  async function paidOrder() {
    const { json } = await createOrder(await token(), orderBody());
    plural.sim.settle(json.order_id, 'pay');
    await plural.receiver.waitFor(1);
    return plural.sim.webhooks()[0];
  }

  it('replay sends the identical request again (same id, timestamp, signature and body)', async () => {
    const record = await paidOrder();
    const res = await call(`/__sim/webhooks/${record.id}/replay`, { method: 'POST' });
    expect(res.status).toBe(200);
    const [a, b] = await plural.receiver.waitFor(2);
    expect(b.body).toBe(a.body);
    for (const h of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(b.headers[h]).toBe(a.headers[h]);
    expect(verify(b).signature).toBe(true);
  });

  it('late with an old timestamp: correctly signed but outside the 5-minute tolerance', async () => {
    const record = await paidOrder();
    await plural.sim.sendWebhookLate(record.id, { ageSeconds: 600 });
    const [, late] = await plural.receiver.waitFor(2);
    expect(late.headers['webhook-id']).toBe(record.id);
    expect(late.body).toBe(record.body);
    expect(verify(late)).toEqual({ signature: true, fresh: false });
  });

  it('late with a delay: arrives after the delay, still valid', async () => {
    const record = await paidOrder();
    const started = Date.now();
    const scheduled = await postJson(`/__sim/webhooks/${record.id}/late`, { delayMs: 300 });
    expect(scheduled.status).toBe(202);
    const [, late] = await plural.receiver.waitFor(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(verify(late)).toEqual({ signature: true, fresh: true });
  });

  it('hold keeps webhooks unsent (reconciliation must settle) until released', async () => {
    await postJson('/__sim/webhooks/hold', { hold: true });
    const { json } = await createOrder(await token(), orderBody());
    await submitCheckout(json.redirect_url, 'pay');
    await new Promise((r) => setTimeout(r, 200));
    expect(plural.receiver.received).toHaveLength(0);
    const list = await call('/__sim/webhooks');
    expect(list.json.held).toBe(true);
    expect(list.json.webhooks).toEqual([
      expect.objectContaining({ eventType: 'ORDER_PROCESSED', state: 'held', orderId: json.order_id }),
    ]);
    // Reconciliation still sees the truth through the status API.
    expect(plural.sim.order(json.order_id)?.status).toBe('PROCESSED');
    await call(`/__sim/webhooks/${list.json.webhooks[0].id}/send`, { method: 'POST' });
    const [hook] = await plural.receiver.waitFor(1);
    expect(verify(hook).signature).toBe(true);
  });

  it('tamper sends a copy whose signature does not match (changed body, or signed with another key)', async () => {
    const record = await paidOrder();
    await call(`/__sim/webhooks/${record.id}/tamper`, { method: 'POST' });
    await postJson(`/__sim/webhooks/${record.id}/tamper`, { mode: 'signature' });
    const [, changedBody, otherKey] = await plural.receiver.waitFor(3);
    expect(changedBody.body).not.toBe(record.body);
    expect(JSON.parse(changedBody.body).data.order_amount.value).toBe(400000);
    expect(verify(changedBody).signature).toBe(false);
    expect(otherKey.body).toBe(record.body);
    expect(verify(otherKey).signature).toBe(false);
  });

  it('retries a failed delivery with back-off, with the same id and signature', async () => {
    plural.receiver.statuses.push(500, 503);
    const { json } = await createOrder(await token(), orderBody());
    plural.sim.settle(json.order_id, 'pay');
    const hooks = await plural.receiver.waitFor(3);
    expect(new Set(hooks.map((h) => h.headers['webhook-id'])).size).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    const [record] = plural.sim.webhooks();
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
    expect(plural.sim.orders()).toHaveLength(0);
    expect((await call('/__sim/webhooks')).json.webhooks).toHaveLength(0);
  });
});
