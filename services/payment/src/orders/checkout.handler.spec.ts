import { amountPaiseOf, newOrderReference } from './checkout.handler.js';

/** What amountPaiseOf throws for `command` (undefined when it prices it). */
function refusalOf(command: Parameters<typeof amountPaiseOf>[0]): unknown {
  try {
    amountPaiseOf(command);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('checkout pricing', () => {
  it("takes a catalogue service's price from the catalogue whatever the browser sent", () => {
    expect(amountPaiseOf({ service: 'root-canal', order_amount: { value: 100, currency: 'INR' } })).toBe(
      500_000,
    );
    expect(amountPaiseOf({ service: 'dental-checkup', order_amount: undefined })).toBe(50_000);
    expect(amountPaiseOf({ service: 'membership-annual', order_amount: { value: 1, currency: 'INR' } })).toBe(
      200_000,
    );
  });

  it("takes the visitor's amount (in paise) for custom, at least ₹100", () => {
    expect(amountPaiseOf({ service: 'custom', order_amount: { value: 12_345, currency: 'INR' } })).toBe(
      12_345,
    );
    expect(refusalOf({ service: 'custom', order_amount: undefined })).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { 'order_amount.value': 'Please enter a valid amount (minimum ₹100)' },
    });
  });

  it('refuses a service the price list does not have, as an unchosen one', () => {
    expect(refusalOf({ service: 'gold-filling', order_amount: undefined })).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { service: 'Please select a service' },
    });
  });
});

describe('order reference', () => {
  it("is unguessable and fits Plural's merchant_order_reference (1-50 of A-Za-z0-9-_)", () => {
    const references = new Set(Array.from({ length: 100 }, () => newOrderReference()));
    expect(references.size).toBe(100);
    for (const reference of references) expect(reference).toMatch(/^HP-[a-z0-9]+-[0-9a-f]{10}$/);
    expect(newOrderReference().length).toBeLessThanOrEqual(50);
  });
});
