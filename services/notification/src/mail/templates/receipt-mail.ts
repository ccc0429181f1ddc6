import type { OrderPaidEvent } from '@hp/contracts';
import type { OutgoingMail } from '@hp/service-platform';

/** ₹ with Indian digit grouping: whole rupees as they are, paise (if any) as two decimals. */
const rupeesOf = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 }).format(paise / 100)}`;

/**
 * The receipt a payer gets once Plural confirmed the payment (the success page says one is on its way): what was
 * paid, for what, and the order reference to quote.
 */
export function receiptMail(order: OrderPaidEvent): OutgoingMail {
  return {
    to: order.email,
    subject: 'We received your payment',
    text: [
      `Dear ${`${order.firstName} ${order.lastName}`.trim()},`,
      '',
      `Thank you. We received your payment of ${rupeesOf(order.amountPaise)} for ${order.serviceLabel ?? order.service}.`,
      '',
      `Your order reference: ${order.orderReference}`,
    ].join('\n'),
  };
}
