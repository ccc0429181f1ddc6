import { paymentEvents } from '@hp/contracts';
import { newEvent, type PendingEvent } from '@hp/service-platform';
import { serviceLabel } from '../catalogue/price-list.js';
import type { Order } from './orders.repository.js';
import type { Outcome } from './order-transitions.js';

/** payment.evt.order-paid.v1 or payment.evt.order-failed.v1 for an order that has just moved. */
export function settledEvent(
  order: Order,
  outcome: Outcome,
  correlationId: string,
  now = new Date(),
): PendingEvent {
  const { service } = order;
  return outcome === 'paid'
    ? newEvent(
        paymentEvents.orderPaid,
        {
          orderReference: order.reference,
          service,
          amountPaise: order.amountPaise,
          email: order.email,
          firstName: order.firstName,
          lastName: order.lastName,
          mobile: order.mobile,
          ...(order.pluralOrderId ? { pluralOrderId: order.pluralOrderId } : {}),
          paidAt: now.toISOString(),
          serviceLabel: serviceLabel(service),
        },
        correlationId,
        now,
      )
    : newEvent(
        paymentEvents.orderFailed,
        {
          orderReference: order.reference,
          service,
          amountPaise: order.amountPaise,
          email: order.email,
          reason: order.failureReason ?? 'Payment failed',
          failedAt: now.toISOString(),
        },
        correlationId,
        now,
      );
}
