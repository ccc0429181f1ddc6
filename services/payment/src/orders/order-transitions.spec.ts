import { canMove, outcomeOfEvent, outcomeOfStatus } from './order-transitions.js';

describe('order transitions', () => {
  it('moves an open order to paid or failed', () => {
    for (const from of ['created', 'pending'] as const) {
      expect(canMove(from, 'paid')).toBe(true);
      expect(canMove(from, 'failed')).toBe(true);
    }
  });

  it('never moves a paid order back, nor fails an order twice', () => {
    expect(canMove('paid', 'failed')).toBe(false);
    expect(canMove('paid', 'paid')).toBe(false);
    expect(canMove('failed', 'failed')).toBe(false);
  });

  it('takes a payment confirmed after a failed attempt (money received is never ignored)', () => {
    expect(canMove('failed', 'paid')).toBe(true);
  });

  it("reads Plural's events and statuses", () => {
    expect(outcomeOfEvent('ORDER_PROCESSED')).toBe('paid');
    expect(outcomeOfEvent('PAYMENT_FAILED')).toBe('failed');
    expect(outcomeOfEvent('ORDER_FAILED')).toBe('failed');
    expect(outcomeOfEvent('REFUND_PROCESSED')).toBeUndefined();
    expect(outcomeOfStatus('PROCESSED')).toBe('paid');
    expect(outcomeOfStatus('FAILED')).toBe('failed');
    expect(outcomeOfStatus('PENDING')).toBeUndefined();
    expect(outcomeOfStatus('CREATED')).toBeUndefined();
  });
});
