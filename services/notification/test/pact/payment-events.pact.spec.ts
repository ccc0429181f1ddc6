import { MatchersV3 } from '@pact-foundation/pact';
import {
  eventEnvelopeLike,
  eventually,
  freshMessagePact,
  ISO_INSTANT,
  mailsTo,
} from '@hp/service-platform/testing';
import { paymentEvents, type EventEnvelope, type OrderPaidEvent } from '@hp/contracts';
import { startNotificationHarness, type NotificationHarness } from '../support/harness.js';

const { integer, regex, string } = MatchersV3;

/**
 * The notification service as the consumer of payment's order-paid event (the receipt mail): the message goes through
 * the real durable consumer and must mail the payer a receipt naming the price list's service. Payment's verification
 * (services/payment/test/pact) builds the same message with its own event code.
 */
const pact = freshMessagePact('notification', 'payment');

describe('payment.evt.order-paid.v1 (notification receipt mail)', () => {
  let harness: NotificationHarness;
  beforeAll(async () => {
    harness = await startNotificationHarness();
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it("mails the payer a receipt with the amount, the service's label and the order reference", async () => {
    await pact
      .addAsynchronousInteraction()
      .given('an order has been paid')
      .expectsToReceive('payment.evt.order-paid.v1 for a paid order (the receipt)', (builder) => {
        builder
          .withJSONContent(
            eventEnvelopeLike(
              {
                orderReference: string('HP1764150000000ABCD'),
                service: string('dental-checkup'),
                serviceLabel: string('Dental Checkup'),
                amountPaise: integer(50_000),
                email: string('pact.receipt@example.com'),
                firstName: string('Asha'),
                lastName: string('Rao'),
                mobile: string('9876543210'),
                paidAt: regex(ISO_INSTANT, '2026-11-24T09:30:00.000Z'),
              },
              '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e41',
            ),
          )
          .withMetadata({ subject: paymentEvents.orderPaid.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe(paymentEvents.orderPaid.subject);
        const event = message.contents.content as unknown as EventEnvelope<OrderPaidEvent>;
        const before = (await mailsTo(event.data.email)).length;
        await harness.deliver(paymentEvents.orderPaid.subject, event, 'receipt-mail');
        const mail = await eventually(async () => {
          const mails = await mailsTo(event.data.email);
          expect(mails).toHaveLength(before + 1);
          return mails[mails.length - 1]!;
        }, 15_000);
        expect(mail.subject).toBe('We received your payment');
        expect(mail.text).toContain(`for ${event.data.serviceLabel}.`);
        expect(mail.text).toContain(`Your order reference: ${event.data.orderReference}`);
      });
  });
});
