import type { PaymentLinkStatus } from '@hp/contracts';

/**
 * The statuses a move may start from. Paid is final; a failed try (or an expired, cancelled link) may still be
 * followed by money Plural confirms, so failed moves on to paid or partial; partial moves on to paid.
 */
export const LINK_MOVES_FROM: Record<Exclude<PaymentLinkStatus, 'pending'>, readonly PaymentLinkStatus[]> = {
  paid: ['pending', 'failed', 'partial'],
  partial: ['pending', 'failed'],
  failed: ['pending'],
};

export type LinkOutcome = keyof typeof LINK_MOVES_FROM;

/** Paid when what Plural received covers the link's amount, partial when it is less. */
export const paidOutcome = (paidPaise: number, amountPaise: number): LinkOutcome =>
  paidPaise >= amountPaise ? 'paid' : 'partial';

/** What a webhook's event says of a link's order (undefined: nothing to move). */
export function linkOutcomeOfEvent(eventType: string): 'processed' | 'failed' | undefined {
  switch (eventType) {
    case 'ORDER_PROCESSED':
      return 'processed';
    case 'PAYMENT_FAILED':
    case 'ORDER_FAILED':
      return 'failed';
    default:
      return undefined;
  }
}

/** Plural's payment link status as a lookup reports it; undefined while it can still be paid. */
export function linkOutcomeOfStatus(status: string): 'processed' | 'failed' | undefined {
  switch (status) {
    case 'PROCESSED':
      return 'processed';
    case 'EXPIRED':
    case 'CANCELLED':
    case 'FAILED':
      return 'failed';
    default:
      return undefined;
  }
}

/** The paise of the PROCESSED payments of a webhook's order (Plural's payments[].payment_amount.value). */
export function processedPaise(order: { payments?: unknown; order_amount?: { value?: unknown } }): number {
  const payments = Array.isArray(order.payments) ? (order.payments as Record<string, unknown>[]) : [];
  const sum = payments
    .filter((p) => p.status === 'PROCESSED')
    .reduce((total, p) => {
      const value = (p.payment_amount as { value?: unknown } | undefined)?.value;
      return total + (typeof value === 'number' ? value : 0);
    }, 0);
  // An ORDER_PROCESSED without its payments listed: the order's amount was received.
  return sum || (typeof order.order_amount?.value === 'number' ? order.order_amount.value : 0);
}
