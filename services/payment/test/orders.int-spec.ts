import { randomUUID } from 'node:crypto';
import {
  paymentCommands,
  paymentEvents,
  type CheckoutResponse,
  type OrderStatusResponse,
} from '@hp/contracts';
import {
  eventually,
  outboxRows,
  PLURAL_TEST_CREDENTIALS,
  startPluralSimulator,
  type TestPluralSimulator,
} from '@hp/service-platform/testing';
import { OrdersRepository } from '../src/orders/orders.repository.js';
import { ReconcileOrdersJob } from '../src/orders/reconcile-orders.job.js';
import { signWebhook } from '../src/plural/webhook-signature.js';
import { startPaymentHarness, type PaymentHarness } from './support/harness.js';
import { startWebhookRelay, type WebhookRelay } from './support/webhook-relay.js';

interface SimWebhook {
  id: string;
  eventType: string;
  orderId: string;
  state: string;
}

const customer = {
  email_id: 'asha@example.com',
  first_name: 'Asha',
  last_name: 'Rao',
  mobile_number: '9876543210',
};

/** The spec's body as the payment page sends it, for `service`, with the browser's amount (in paise). */
const checkoutBody = (service: string, browserPaise = 100) => ({
  service,
  merchant_order_reference: `HP${Date.now()}`,
  order_amount: { value: browserPaise, currency: 'INR' },
  pre_auth: false,
  allowed_payment_methods: ['CARD', 'UPI', 'NETBANKING', 'WALLET'],
  purchase_details: { customer },
});

/** Checkout, orders, webhooks and reconciliation against the local Plural simulator (a child process). */
describe('payment orders (integration, Plural simulator)', () => {
  let harness: PaymentHarness;
  let plural: TestPluralSimulator;
  let relay: WebhookRelay;

  beforeAll(async () => {
    plural = await startPluralSimulator();
    harness = await startPaymentHarness({
      PLURAL_BASE_URL: plural.url,
      ...PLURAL_TEST_CREDENTIALS,
      PLURAL_TIMEOUT_MS: '3000',
      PAYMENT_SITE_URL: 'http://localhost:8080',
      PAYMENT_RECONCILE_AFTER_MINUTES: '15',
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '3600',
    });
    relay = await startWebhookRelay(harness);
    await plural.sendWebhooksTo(relay.url);
  });
  afterAll(async () => {
    await relay?.close();
    await harness?.stop();
    await plural?.stop();
  });

  const checkout = (body: unknown, key?: string) =>
    harness.call<CheckoutResponse>(paymentCommands.checkout.subject, {
      ...(body as object),
      headers: key ? { 'idempotency-key': key } : {},
    });
  const order = (reference: string) => harness.prisma.order.findUniqueOrThrow({ where: { reference } });
  const webhooksOf = async (orderId: string) =>
    (await plural.control<{ webhooks: SimWebhook[] }>('GET', '/__sim/webhooks')).webhooks.filter(
      (hook) => hook.orderId === orderId,
    );
  const outboxOf = (reference: string) =>
    outboxRows(harness.prisma).then((rows) =>
      rows.filter((row) => (row.payload.data as { orderReference: string }).orderReference === reference),
    );

  /** Like the visitor: opens the hosted page and submits its form with Pay or Fail; answers where it redirects. */
  async function submitHostedPage(redirectUrl: string, outcome: 'pay' | 'fail'): Promise<string> {
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
    const token = new URL(redirectUrl).searchParams.get('token')!;
    const answer = await fetch(redirectUrl.split('?')[0]!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, payment_method: 'UPI', outcome }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return answer.headers.get('location')!;
  }

  async function startedOrder(service = 'root-canal', key = randomUUID()) {
    const reply = await checkout(checkoutBody(service), key);
    if (!reply.ok) throw new Error(JSON.stringify(reply.error));
    const stored = await order(reply.data.data.order_reference);
    return { reply: reply.data, stored };
  }

  it("prices a catalogue service from the catalogue whatever the browser sent, stores it and answers Plural's page", async () => {
    const { reply, stored } = await startedOrder('root-canal');
    expect(reply).toEqual({
      status: 'success',
      data: { redirect_url: expect.stringContaining(plural.url), order_reference: stored.reference },
      message: expect.any(String),
    });
    expect(stored).toMatchObject({ status: 'pending', amountPaise: 500_000, email: 'asha@example.com' });
    const atPlural = (
      await plural.control<{ orders: Array<Record<string, unknown>> }>('GET', '/__sim/orders')
    ).orders.find((o) => o.order_id === stored.pluralOrderId);
    expect(atPlural).toMatchObject({
      merchant_order_reference: stored.reference,
      order_amount: { value: 500_000, currency: 'INR' },
      callback_url: `http://localhost:8080/payment/success?reference=${stored.reference}`,
      failure_callback_url: `http://localhost:8080/payment/failure?reference=${stored.reference}`,
    });
  });

  it('takes a custom amount of at least ₹100 and refuses less or an unknown service', async () => {
    const custom = await checkout(checkoutBody('custom', 12_345));
    expect(custom.ok && (await order(custom.data.data.order_reference)).amountPaise).toBe(12_345);
    const low = await checkout(checkoutBody('custom', 9_999));
    expect(!low.ok && low.error).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { 'order_amount.value': 'Please enter a valid amount (minimum ₹100)' },
    });
    const unknown = await checkout(checkoutBody('gold-filling'));
    expect(!unknown.ok && unknown.error.fields).toEqual({ service: 'Please select a service' });
  });

  it('pay on the hosted page -> webhook -> order paid -> order-paid event published; the status query says paid', async () => {
    const { reply, stored } = await startedOrder('dental-checkup');
    const back = await submitHostedPage(reply.data.redirect_url, 'pay');
    expect(back).toContain(`/payment/success?reference=${stored.reference}`);

    await eventually(async () => expect((await order(stored.reference)).status).toBe('paid'));
    await eventually(async () => {
      const events = await outboxOf(stored.reference);
      expect(events.map((e) => e.subject)).toEqual([paymentEvents.orderPaid.subject]);
      expect(events[0]!.publishedAt).not.toBeNull();
      expect((events[0]!.payload as { data: unknown }).data).toMatchObject({
        orderReference: stored.reference,
        service: 'dental-checkup',
        amountPaise: 50_000,
      });
    });
    const status = await harness.ok<OrderStatusResponse>(paymentCommands.orderStatus.subject, {
      reference: stored.reference,
    });
    expect(status).toEqual({ reference: stored.reference, status: 'paid' });
  });

  it('fail on the hosted page -> order failed, one order-failed event (PAYMENT_FAILED then ORDER_FAILED)', async () => {
    const { reply, stored } = await startedOrder('teeth-cleaning');
    expect(await submitHostedPage(reply.data.redirect_url, 'fail')).toContain('/payment/failure');
    await eventually(async () =>
      expect((await webhooksOf(stored.pluralOrderId!)).map((w) => w.state)).toEqual([
        'delivered',
        'delivered',
      ]),
    );
    expect((await order(stored.reference)).status).toBe('failed');
    expect((await outboxOf(stored.reference)).map((e) => e.subject)).toEqual([
      paymentEvents.orderFailed.subject,
    ]);
  });

  it('a replayed webhook changes nothing; an out-of-order failure never moves a paid order back', async () => {
    const { reply, stored } = await startedOrder('extraction');
    await submitHostedPage(reply.data.redirect_url, 'pay');
    await eventually(async () => expect((await order(stored.reference)).status).toBe('paid'));
    const [paid] = await webhooksOf(stored.pluralOrderId!);
    await plural.control('POST', `/__sim/webhooks/${paid!.id}/replay`);
    await plural.control('POST', `/__sim/webhooks/${paid!.id}/replay`);
    expect((await order(stored.reference)).status).toBe('paid');
    expect(await outboxOf(stored.reference)).toHaveLength(1);
    expect(await harness.prisma.webhook.count({ where: { id: paid!.id } })).toBe(1);

    // A failure that arrives after the payment (correctly signed, its own webhook id) is recorded, moves nothing.
    const late = JSON.stringify({
      event_type: 'PAYMENT_FAILED',
      data: { order_id: stored.pluralOrderId, merchant_order_reference: stored.reference, status: 'FAILED' },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const accepted = await harness.call(paymentCommands.receiveWebhook.subject, {
      rawBody: late,
      headers: {
        'webhook-id': `late-${stored.reference}`,
        'webhook-timestamp': timestamp,
        'webhook-signature': signWebhook(
          PLURAL_TEST_CREDENTIALS.PLURAL_WEBHOOK_SECRET,
          `late-${stored.reference}`,
          timestamp,
          late,
        ),
      },
    });
    expect(accepted.ok).toBe(true);
    expect((await order(stored.reference)).status).toBe('paid');
    expect(await outboxOf(stored.reference)).toHaveLength(1);
  });

  it('refuses a tampered webhook (body changed, or signed with another key) and a stale one; nothing changes', async () => {
    await plural.control('POST', '/__sim/webhooks/hold', { hold: true });
    try {
      const { reply, stored } = await startedOrder('orthodontics');
      await submitHostedPage(reply.data.redirect_url, 'pay');
      const [held] = await webhooksOf(stored.pluralOrderId!);
      const before = relay.answers.length;
      await plural.control('POST', `/__sim/webhooks/${held!.id}/tamper`, { mode: 'body' });
      await plural.control('POST', `/__sim/webhooks/${held!.id}/tamper`, { mode: 'signature' });
      await plural.control('POST', `/__sim/webhooks/${held!.id}/late`, { ageSeconds: 600 });
      expect(relay.answers.slice(before)).toEqual([
        { ok: false, code: 'PAYMENT.WEBHOOK_SIGNATURE_INVALID' },
        { ok: false, code: 'PAYMENT.WEBHOOK_SIGNATURE_INVALID' },
        { ok: false, code: 'PAYMENT.WEBHOOK_STALE' },
      ]);
      expect((await order(stored.reference)).status).toBe('pending');
      expect(await outboxOf(stored.reference)).toHaveLength(0);
      expect(await harness.prisma.webhook.count({ where: { id: held!.id } })).toBe(0);
    } finally {
      await plural.control('POST', '/__sim/webhooks/hold', { hold: false });
    }
  });

  it('settles an order whose webhook was lost by asking Plural (reconciliation after N minutes)', async () => {
    await plural.control('POST', '/__sim/webhooks/hold', { hold: true });
    try {
      const paid = await startedOrder('teeth-whitening');
      await submitHostedPage(paid.reply.data.redirect_url, 'pay');
      const expired = await startedOrder('dental-checkup');
      await plural.control('POST', `/__sim/orders/${expired.stored.pluralOrderId}/expire`);
      const open = await startedOrder('dental-checkup');
      const job = harness.service.app.get(ReconcileOrdersJob);

      // Not yet N minutes old: left alone.
      await job.reconcileOnce(new Date());
      expect((await order(paid.stored.reference)).status).toBe('pending');

      await job.reconcileOnce(new Date(Date.now() + 16 * 60_000));
      expect((await order(paid.stored.reference)).status).toBe('paid');
      expect((await order(expired.stored.reference)).status).toBe('failed');
      expect((await order(open.stored.reference)).status).toBe('pending');
      expect((await outboxOf(paid.stored.reference)).map((e) => e.subject)).toEqual([
        paymentEvents.orderPaid.subject,
      ]);
    } finally {
      await plural.control('POST', '/__sim/webhooks/hold', { hold: false });
    }
  });

  it('gives up orders Plural does not know or still reports open after PAYMENT_ORDER_GIVE_UP_HOURS, asking about unchecked ones first', async () => {
    await plural.control('POST', '/__sim/webhooks/hold', { hold: true });
    try {
      const job = harness.service.app.get(ReconcileOrdersJob);
      const open = await startedOrder('dental-checkup');
      // An order of an earlier Plural (a restarted simulator, another account): Plural answers 404.
      const unknown = await startedOrder('dental-checkup');
      await harness.prisma.order.update({
        where: { reference: unknown.stored.reference },
        data: { pluralOrderId: `v1-unknown-${randomUUID()}` },
      });

      const later = new Date(Date.now() + 16 * 60_000);
      await job.reconcileOnce(later);
      expect(await order(unknown.stored.reference)).toMatchObject({
        status: 'failed',
        failureReason: 'Plural does not know this order',
      });
      const checked = await order(open.stored.reference);
      expect(checked.status).toBe('pending');
      expect(checked.checkedAt?.getTime()).toBe(later.getTime());
      const fresh = await startedOrder('dental-checkup');
      const [askedFirst] = await harness.service.app.get(OrdersRepository).findUnsettled(later, 1);
      expect(askedFirst?.reference).toBe(fresh.stored.reference);
      expect((await outboxOf(unknown.stored.reference)).map((e) => e.subject)).toEqual([
        paymentEvents.orderFailed.subject,
      ]);

      // A day on, Plural still says it is open: given up, so it is not asked about forever.
      await job.reconcileOnce(new Date(Date.now() + 25 * 3_600_000));
      expect(await order(open.stored.reference)).toMatchObject({
        status: 'failed',
        failureReason: expect.stringMatching(/^Not paid within 24 hours/),
      });

      // Paid after all (a late webhook): money received still counts.
      await plural.control('POST', '/__sim/webhooks/hold', { hold: false });
      await submitHostedPage(open.reply.data.redirect_url, 'pay');
      await eventually(async () => expect((await order(open.stored.reference)).status).toBe('paid'));
    } finally {
      await plural.control('POST', '/__sim/webhooks/hold', { hold: false });
    }
  });

  it('ends a reconciliation pass when Plural is unavailable, without touching the orders it could not ask about', async () => {
    const job = harness.service.app.get(ReconcileOrdersJob);
    const waiting = await startedOrder('dental-checkup');
    // The first lookup and its two retries (PLURAL_RETRIES) get 503; the pass then asks about no other order.
    await plural.control('POST', '/__sim/fail', { count: 3, status: 503, paths: 'orders' });
    expect(await job.reconcileOnce(new Date(Date.now() + 16 * 60_000))).toBe(0);
    expect(await order(waiting.stored.reference)).toMatchObject({ status: 'pending', checkedAt: null });
  });

  it('20 concurrent submits with one Idempotency-Key make one order and one Plural order', async () => {
    const key = `double-${randomUUID()}`;
    const pluralBefore = (await plural.control<{ orders: unknown[] }>('GET', '/__sim/orders')).orders.length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => checkout(checkoutBody('root-canal'), key)),
    );
    const references = new Set(
      replies.map((r) => (r.ok ? r.data.data.order_reference : JSON.stringify(r.error))),
    );
    const urls = new Set(replies.map((r) => (r.ok ? r.data.data.redirect_url : '')));
    expect(references.size).toBe(1);
    expect(urls.size).toBe(1);
    expect(await harness.prisma.order.count({ where: { idempotencyKey: key } })).toBe(1);
    expect((await plural.control<{ orders: unknown[] }>('GET', '/__sim/orders')).orders.length).toBe(
      pluralBefore + 1,
    );

    const other = await checkout(checkoutBody('extraction'), key);
    expect(!other.ok && other.error.code).toBe('PAYMENT.IDEMPOTENCY_KEY_REUSED');
  });

  it("answers Plural's refusal with Plural's message (the page shows it after 'Payment initialization failed: ')", async () => {
    await plural.control('POST', '/__sim/fail', { count: 1, status: 400, paths: 'orders' });
    const refused = await checkout(checkoutBody('root-canal'));
    // Plural's { code, message } as the simulator's failure mode answers it, message passed on as it came.
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'PAYMENT.INITIALIZATION_FAILED',
      message: 'Internal server error (simulator failure mode)',
    });
  });

  it('retries a 5xx from Plural and still makes one order', async () => {
    await plural.control('POST', '/__sim/fail', {
      count: 1,
      status: 503,
      mode: 'status-after',
      paths: 'orders',
    });
    const pluralBefore = (await plural.control<{ orders: unknown[] }>('GET', '/__sim/orders')).orders.length;
    const reply = await checkout(checkoutBody('root-canal'));
    expect(reply.ok).toBe(true);
    expect((await plural.control<{ orders: unknown[] }>('GET', '/__sim/orders')).orders.length).toBe(
      pluralBefore + 1,
    );
  });
});
