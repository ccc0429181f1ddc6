import type { OrderStatus } from '@hp/contracts';

/** What Plural says happened to an order (by webhook or by lookup). */
export type Outcome = 'paid' | 'failed';

/**
 * The statuses an outcome may move an order from. Paid is final: nothing moves a paid order back, so a late or
 * out-of-order PAYMENT_FAILED / ORDER_FAILED after ORDER_PROCESSED changes nothing. A payment Plural confirms after
 * a failure (another attempt on the same order succeeded) still counts: money received is never ignored.
 */
export const MOVES_FROM: Record<Outcome, readonly OrderStatus[]> = {
  paid: ['created', 'pending', 'failed'],
  failed: ['created', 'pending'],
};

export const canMove = (from: OrderStatus, outcome: Outcome) => MOVES_FROM[outcome].includes(from);

/** Plural's webhook events that settle an order; any other event is recorded and otherwise ignored. */
export function outcomeOfEvent(eventType: string): Outcome | undefined {
  switch (eventType) {
    case 'ORDER_PROCESSED':
      return 'paid';
    case 'PAYMENT_FAILED':
    case 'ORDER_FAILED':
      return 'failed';
    default:
      return undefined;
  }
}

/** Plural's order status as a lookup reports it; undefined while it is still open. */
export function outcomeOfStatus(status: string): Outcome | undefined {
  switch (status) {
    case 'PROCESSED':
      return 'paid';
    case 'FAILED':
    case 'CANCELLED':
    case 'EXPIRED':
      return 'failed';
    default:
      return undefined;
  }
}
