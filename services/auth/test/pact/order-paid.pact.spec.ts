import { MatchersV3 } from '@pact-foundation/pact';
import { eventEnvelopeLike, freshMessagePact, ISO_INSTANT } from '@hp/service-platform/testing';
import { MEMBERSHIP_SERVICE, paymentEvents, type EventEnvelope } from '@hp/contracts';
import { membershipActivation } from '../../src/membership/membership-activation.js';

const { integer, regex, string } = MatchersV3;

/**
 * The auth service as the consumer of the payment service's JetStream events (message pacts): what its membership
 * consumer needs of payment.evt.order-paid.v1. The payment service's verification builds the same event with its
 * own code and compares it with this file.
 */
const pact = freshMessagePact('auth', 'payment');

/** What the platform's durable consumer does with a delivery before the handler: the envelope, then the schema. */
function orderPaidFrom(content: unknown) {
  const envelope = content as EventEnvelope<unknown>;
  expect(typeof envelope.eventId).toBe('string');
  expect(typeof envelope.correlationId).toBe('string');
  return paymentEvents.orderPaid.schema.parse(envelope.data);
}

describe('payment.evt.order-paid.v1 (auth membership consumer)', () => {
  it('makes the buyer of a paid membership order a member for a year', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a membership order has been paid')
      .expectsToReceive('payment.evt.order-paid.v1 for a paid membership order', (builder) => {
        builder
          .withJSONContent(
            eventEnvelopeLike(
              {
                orderReference: regex(/^[A-Za-z0-9_-]{1,50}$/.source, 'HP-mibq2x1c-0a1b2c3d4e'),
                service: MEMBERSHIP_SERVICE,
                amountPaise: integer(200_000),
                email: string('Asha.Rao@Example.com'),
                firstName: string('Asha'),
                lastName: string('Rao'),
                // Not used by the membership, but the contract's schema needs it to parse the event.
                mobile: string('9876543210'),
                paidAt: regex(ISO_INSTANT, '2026-11-23T10:15:30.000Z'),
              },
              '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d12',
            ),
          )
          .withMetadata({ subject: paymentEvents.orderPaid.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe('payment.evt.order-paid.v1');
        const order = orderPaidFrom(message.contents.content);
        expect(order.service).toBe(MEMBERSHIP_SERVICE);
        const activation = membershipActivation(order, null);
        expect(activation.activated).toEqual({
          email: 'asha.rao@example.com',
          name: 'Asha Rao',
          orderReference: 'HP-mibq2x1c-0a1b2c3d4e',
          activeUntil: '2027-11-23T10:15:30.000Z',
          previousActiveUntil: null,
          paidAt: '2026-11-23T10:15:30.000Z',
        });
        expect(activation.purchase.amountPaise).toBe(200_000);
        return Promise.resolve();
      });
  });
});
