import { LINK_MOVES_FROM, linkOutcomeOfStatus, paidOutcome, processedPaise } from './link-transitions.js';

describe('payment link transitions', () => {
  it('never moves a paid link; a failed one may still be paid', () => {
    for (const moves of Object.values(LINK_MOVES_FROM)) expect(moves).not.toContain('paid');
    expect(LINK_MOVES_FROM.paid).toContain('failed');
    expect(LINK_MOVES_FROM.failed).toEqual(['pending']);
  });

  it('calls less money than the amount partial, the amount or more paid', () => {
    expect(paidOutcome(50_000, 50_000)).toBe('paid');
    expect(paidOutcome(20_000, 50_000)).toBe('partial');
  });

  it("sums the processed payments, else takes the order's amount", () => {
    const payment = (status: string, value: number) => ({
      status,
      payment_amount: { value, currency: 'INR' },
    });
    expect(processedPaise({ payments: [payment('FAILED', 500), payment('PROCESSED', 300)] })).toBe(300);
    expect(processedPaise({ payments: [], order_amount: { value: 900 } })).toBe(900);
  });

  it("reads Plural's link statuses: open ones move nothing", () => {
    expect(linkOutcomeOfStatus('CREATED')).toBeUndefined();
    expect(linkOutcomeOfStatus('PROCESSED')).toBe('processed');
    expect(linkOutcomeOfStatus('EXPIRED')).toBe('failed');
    expect(linkOutcomeOfStatus('CANCELLED')).toBe('failed');
  });
});
