import type { FieldErrors } from 'react-hook-form';
import { PAYMENT_LINK_MESSAGES } from '@hp/contracts';
import {
  expireByOf,
  expiryDateRange,
  invalidFormToast,
  mayGenerate,
  mobileDigits,
  paymentLinkDefaults,
  paymentLinkRequest,
  paymentLinkResolver,
  productCodeOf,
  type LinkedConsultation,
  type PaymentLinkValues,
} from './paymentLinkValues';

const DAY_MS = 86_400_000;
// 10:00 in India on 1 December 2026.
const NOW = new Date('2026-12-01T04:30:00.000Z');

const consultation: LinkedConsultation = {
  id: '0193a5b0-7e1a-7c3d-9f00-00000000c0c1',
  fullName: 'Asha Kumari Verma',
  phoneNumber: '9876543210',
  purpose: 'Tooth pain on the lower left side',
  serviceType: 'Clinic',
  service: { id: '0193a5b0-7e1a-7c3d-9f00-0000000c11c1' },
};

const filled = (overrides: Partial<PaymentLinkValues> = {}): PaymentLinkValues => ({
  ...paymentLinkDefaults(),
  amount: '750.50',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  ...overrides,
});

const resolve = async (values: PaymentLinkValues) =>
  paymentLinkResolver(consultation)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe("the dialog's defaults", () => {
  it('pre-fills the expiry 30 days ahead (India), category Healthcare, methods CARD and UPI', () => {
    expect(paymentLinkDefaults(NOW)).toEqual({
      amount: '',
      expiryDate: '2026-12-31',
      description: '',
      email: '',
      phone: '',
      productName: '',
      category: 'Healthcare',
      methods: ['CARD', 'UPI'],
    });
  });

  it('offers days from today to 180 days ahead', () => {
    expect(expiryDateRange(NOW)).toEqual({ min: '2026-12-01', max: '2027-05-30' });
  });
});

describe('expire_by', () => {
  it("is the end of the chosen day in India's calendar", () => {
    expect(expireByOf('2026-12-01', NOW)).toBe('2026-12-01T18:29:59.000Z');
    expect(expireByOf('2026-12-31', NOW)).toBe('2026-12-31T18:29:59.000Z');
  });

  it('stays within 180 days from now on the last day, and is left to the server when empty', () => {
    const last = Date.parse(expireByOf('2027-05-30', NOW)!);
    expect(last).toBeLessThanOrEqual(NOW.getTime() + 180 * DAY_MS);
    expect(last).toBeGreaterThan(NOW.getTime() + 179 * DAY_MS);
    expect(expireByOf('', NOW)).toBeUndefined();
  });
});

describe('the request', () => {
  it("is the spec's payment link request: paise, customer, metadata, product details", () => {
    const request = paymentLinkRequest(
      filled({ productName: 'Root Canal Treatment', category: 'Treatment', expiryDate: '2026-12-31' }),
      consultation,
      NOW,
    );
    expect(request).toEqual({
      amount: { value: 75_050, currency: 'INR' },
      expire_by: '2026-12-31T18:29:59.000Z',
      allowed_payment_methods: ['CARD', 'UPI'],
      merchant_payment_link_reference: `CL000c11c10000c0c1${NOW.getTime().toString(36)}`,
      customer: {
        email_id: 'asha@example.com',
        mobile_number: '9876543210',
        first_name: 'Asha',
        last_name: 'Kumari Verma',
        customer_id: consultation.id,
        country_code: '91',
      },
      merchant_metadata: {
        requestId: consultation.id,
        serviceType: 'Clinic',
        purpose: 'Tooth pain on the lower left side',
        clinicId: consultation.service.id,
        entityType: 'clinic',
      },
      product_details: [
        {
          product_code: 'root_canal_treatment',
          product_amount: { value: 75_050, currency: 'INR' },
          product_coupon_discount_amount: { value: 0, currency: 'INR' },
        },
      ],
    });
  });

  it('sends no product details without a product name, and the typed description when there is one', () => {
    const request = paymentLinkRequest(filled({ description: 'Cleaning, two visits' }), consultation, NOW);
    expect(request.product_details).toBeUndefined();
    expect(request.description).toBe('Cleaning, two visits');
    expect(paymentLinkRequest(filled(), consultation, NOW)).not.toHaveProperty('description');
  });

  it("reads a phone typed in +91 or 0 form as its 10 digits, and makes a product code from the name's letters", () => {
    expect(mobileDigits('+91 98765 43210')).toBe('9876543210');
    expect(mobileDigits('098765-43210')).toBe('9876543210');
    expect(mobileDigits('98765 43210')).toBe('9876543210');
    expect(productCodeOf('  X-Ray & Scan ', 'Healthcare')).toBe('x_ray_scan');
    expect(productCodeOf('दंत जांच', 'Medicine')).toBe('medicine');
  });
});

describe("the contract's checks", () => {
  it('passes a complete form and submits the request it built', async () => {
    const result = await resolve(filled());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      amount: { value: 75_050 },
      customer: { mobile_number: '9876543210' },
    });
  });

  it.each([
    [{ amount: '' }, 'amount', PAYMENT_LINK_MESSAGES.amountMin],
    [{ amount: '0.99' }, 'amount', PAYMENT_LINK_MESSAGES.amountMin],
    [{ amount: 'abc' }, 'amount', PAYMENT_LINK_MESSAGES.amountMin],
    [{ email: 'not an address' }, 'email', PAYMENT_LINK_MESSAGES.customer],
    [{ email: '' }, 'email', PAYMENT_LINK_MESSAGES.customer],
    [{ phone: '12345' }, 'phone', PAYMENT_LINK_MESSAGES.customer],
    [{ methods: [] }, 'methods', PAYMENT_LINK_MESSAGES.methods],
    [{ expiryDate: '2020-01-01' }, 'expiryDate', PAYMENT_LINK_MESSAGES.expiryPast],
    [{ expiryDate: '2099-01-01' }, 'expiryDate', PAYMENT_LINK_MESSAGES.expiryTooFar],
  ] as const)('puts the message of %j under %s', async (change, field, message) => {
    const result = await resolve(filled(change as Partial<PaymentLinkValues>));
    expect(result.errors).toEqual({ [field]: expect.objectContaining({ message }) });
  });
});

describe("the spec's toasts for a refused form", () => {
  const error = { type: 'validate', message: 'x' };
  it.each([
    [{ amount: error }, 'Invalid Amount', PAYMENT_LINK_MESSAGES.amount],
    [{ phone: error }, 'Missing Customer Info', PAYMENT_LINK_MESSAGES.customer],
    [{ methods: error }, 'No Payment Methods', PAYMENT_LINK_MESSAGES.methods],
    [
      { expiryDate: { type: 'validate', message: PAYMENT_LINK_MESSAGES.expiryTooFar } },
      'Invalid Expiry Date',
      PAYMENT_LINK_MESSAGES.expiryTooFar,
    ],
  ])('%j: %s', (errors, title, message) => {
    expect(invalidFormToast(errors as FieldErrors<PaymentLinkValues>)).toEqual({ title, message });
  });
});

it('allows Generate only with a method, an amount of at least ₹1, an e-mail and a phone', () => {
  const ready = { amount: '1', email: 'a@b.in', phone: '9876543210', methods: ['UPI' as const] };
  expect(mayGenerate(ready)).toBe(true);
  expect(mayGenerate({ ...ready, amount: '0.99' })).toBe(false);
  expect(mayGenerate({ ...ready, amount: '' })).toBe(false);
  expect(mayGenerate({ ...ready, email: ' ' })).toBe(false);
  expect(mayGenerate({ ...ready, phone: '' })).toBe(false);
  expect(mayGenerate({ ...ready, methods: [] })).toBe(false);
});
