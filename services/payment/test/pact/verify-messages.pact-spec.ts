import { MessageProviderPact, type MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import { MEMBERSHIP_SERVICE } from '@hp/contracts';
import { pactFilesOf } from '@hp/service-platform/testing';
import { amountPaiseOf, newOrderReference } from '../../src/orders/checkout.handler.js';
import { settledEvent } from '../../src/orders/order-events.js';
import type { Order } from '../../src/orders/orders.repository.js';
import { statusEvent, type PaymentLink } from '../../src/links/links.repository.js';

/** A membership order as the checkout stores it (the catalogue's price), once Plural has settled it as paid. */
function paidMembershipOrder(): Order {
  const now = new Date();
  return {
    reference: newOrderReference(now.getTime()),
    idempotencyKey: 'pact-membership-order',
    requestHash: '0'.repeat(64),
    service: MEMBERSHIP_SERVICE,
    amountPaise: amountPaiseOf({ service: MEMBERSHIP_SERVICE }),
    status: 'paid',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'Asha.Rao@Example.com',
    mobile: '9876543210',
    billingAddress: { country: 'INDIA' },
    notes: null,
    pluralOrderId: 'v1-5757575757-aa-hU1rUd',
    redirectUrl: 'http://127.0.0.1:3310/api/v3/checkout-bff/redirect/checkout?token=pact',
    failureReason: null,
    correlationId: 'pact-correlation-id',
    checkedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** A clinic's payment link as the link handler stores it, once Plural's webhook has settled it as paid. */
function paidLink(): PaymentLink {
  const now = new Date();
  return {
    reference: 'CL0000c1010000c201mibq2x1c0a1b',
    pluralLinkId: 'pl_0193a8f05b6e',
    url: 'http://127.0.0.1:3310/pay/pl_0193a8f05b6e',
    consultationId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e21',
    clinicId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e22',
    clinicAccountId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e23',
    amountPaise: 50_000,
    paidPaise: 50_000,
    status: 'paid',
    expireBy: new Date(now.getTime() + 86_400_000),
    pluralOrderId: 'v1-5757575757-aa-hU1rUd',
    failureReason: null,
    correlationId: 'pact-correlation-id',
    checkedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** What the outbox relay publishes: the event's envelope as the message, its subject beside it. */
function published(order: Order): MessageFromProviderWithMetadata {
  const event = settledEvent(order, 'paid', order.correlationId);
  return { __pactMessageMetadata: { subject: event.subject }, message: event.envelope };
}

/**
 * Message pacts (JetStream events): every message the payment service's consumers expect is built by the service's
 * own code (settledEvent, the one that fills the outbox) and compared with the pact, subject included.
 */
describe('payment service as a message Pact provider', () => {
  it('publishes every event its consumers expect', async () => {
    let order = paidMembershipOrder();
    await new MessageProviderPact({
      provider: 'payment',
      pactUrls: pactFilesOf('payment'),
      logLevel: 'warn',
      stateHandlers: {
        'a clinic’s payment link has been paid': () => Promise.resolve(undefined),
        'a membership order has been paid': () => {
          order = paidMembershipOrder();
          return Promise.resolve(undefined);
        },
        'an order has been paid': () => {
          order = {
            ...paidMembershipOrder(),
            service: 'dental-checkup',
            amountPaise: amountPaiseOf({ service: 'dental-checkup' }),
          };
          return Promise.resolve(undefined);
        },
      },
      messageProviders: {
        'payment.evt.order-paid.v1 for a paid membership order': () => published(order),
        // The same function that fills the outbox when a link moves (LinksRepository).
        'payment.evt.payment-link-status.v1 for a paid link': () => {
          const event = statusEvent(paidLink(), new Date(), 'pact-correlation-id');
          return { __pactMessageMetadata: { subject: event.subject }, message: event.envelope };
        },
        // The notification service's receipt mail (with the price list's label of the service).
        'payment.evt.order-paid.v1 for a paid order (the receipt)': () => published(order),
      },
    }).verify();
  });
});
