import { randomUUID } from 'node:crypto';
import { paymentEvents, type EventEnvelope, type OrderPaidEvent } from '@hp/contracts';
import { jetstream } from '@nats-io/jetstream';
import { eventually, mailsTo } from '@hp/service-platform/testing';
import { startPaymentHarness, type PaymentHarness } from './support/harness.js';

/** The receipt mail, from payment's own order-paid event on JetStream to the test mailbox. */
describe('payment receipts (integration)', () => {
  let harness: PaymentHarness;
  beforeAll(async () => {
    harness = await startPaymentHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('mails the payer a receipt once the order is paid, once per event', async () => {
    const email = `receipt-${randomUUID()}@example.com`;
    const envelope: EventEnvelope<OrderPaidEvent> = {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      correlationId: `corr-${randomUUID()}`,
      data: {
        orderReference: `HP-${randomUUID().slice(0, 8)}`,
        service: 'custom',
        amountPaise: 25_000,
        email,
        firstName: 'Asha',
        lastName: 'Rao',
        mobile: '9876543210',
        paidAt: new Date().toISOString(),
      },
    };
    // As the outbox relay publishes it; the same event delivered twice (another message id) sends one mail.
    for (let copy = 0; copy < 2; copy++) {
      await jetstream(harness.nats).publish(paymentEvents.orderPaid.subject, JSON.stringify(envelope), {
        msgID: randomUUID(),
      });
    }

    await eventually(async () => expect(await mailsTo(email)).toHaveLength(1), 15_000);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('We received your payment');
    expect(mail?.text).toContain('We received your payment of ₹250 for Custom Amount.');
    expect(mail?.text).toContain(`Your order reference: ${envelope.data.orderReference}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
