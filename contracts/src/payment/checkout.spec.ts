import { fieldErrorsFromZod } from '../common/errors.js';
import { apiRoutes } from '../http/routes.js';
import { PaymentCatalogueSchema } from './catalogue.js';
import {
  BILLING_DEFAULTS,
  CheckoutCommandSchema,
  checkoutRequestFrom,
  CheckoutRequestSchema,
  PaymentFormSchema,
  type CheckoutRequestInput,
} from './checkout.js';
import { paymentEvents } from './subjects.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsFromZod(result.error as Parameters<typeof fieldErrorsFromZod>[0]);

describe('service catalogue (its shape: the payment service holds the list)', () => {
  it('takes entries with a price in rupees, or none for the amount the visitor types', () => {
    const catalogue = {
      services: [
        { value: 'dental-checkup', label: 'Dental Checkup', priceRupees: 500 },
        { value: 'custom', label: 'Custom Amount', priceRupees: null },
      ],
    };
    expect(PaymentCatalogueSchema.parse(catalogue)).toEqual(catalogue);
  });

  it('refuses a value outside the convention and a price that is not positive', () => {
    const entry = (value: string, priceRupees: number | null) => ({
      services: [{ value, label: 'Dental Checkup', priceRupees }],
    });
    expect(PaymentCatalogueSchema.safeParse(entry('Dental Checkup', 500)).success).toBe(false);
    expect(PaymentCatalogueSchema.safeParse(entry('dental-checkup', 0)).success).toBe(false);
  });
});

describe('payment form', () => {
  const valid = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    mobile: '9876543210',
    service: 'dental-checkup',
    amount: '500',
  };

  it('defaults the country to INDIA and leaves empty optional fields out', () => {
    expect(PaymentFormSchema.parse({ ...valid, city: ' ', notes: '' })).toEqual({
      ...valid,
      amount: 500,
      country: 'INDIA',
      city: undefined,
      notes: undefined,
    });
  });

  it("shows the spec's message for each invalid field", () => {
    expect(
      errorsOf(
        PaymentFormSchema.safeParse({
          firstName: ' ',
          lastName: '',
          email: 'asha@',
          mobile: '5123456789',
          service: '',
          amount: '99',
        }),
      ),
    ).toEqual({
      firstName: 'First name and last name are required',
      lastName: 'First name and last name are required',
      email: 'Please enter a valid email address',
      mobile: 'Please enter a valid 10-digit mobile number',
      service: 'Please select a service',
      amount: 'Please enter a valid amount (minimum ₹100)',
    });
    expect(errorsOf(PaymentFormSchema.safeParse({ ...valid, amount: 'abc' }))).toEqual({
      amount: 'Please enter a valid amount (minimum ₹100)',
    });
  });
});

describe('checkout request (the spec body plus service)', () => {
  const body = (overrides: Partial<CheckoutRequestInput> = {}): CheckoutRequestInput => ({
    service: 'root-canal',
    purchase_details: {
      customer: {
        email_id: 'asha@example.com',
        first_name: 'Asha',
        last_name: 'Rao',
        mobile_number: '9876543210',
      },
    },
    ...overrides,
  });

  it('takes a catalogue service without an amount (the server prices it)', () => {
    expect(CheckoutRequestSchema.safeParse(body()).success).toBe(true);
  });

  it('needs at least ₹100 (10000 paise) for a custom amount', () => {
    const custom = (value?: number) =>
      CheckoutRequestSchema.safeParse(
        body({
          service: 'custom',
          ...(value === undefined ? {} : { order_amount: { value, currency: 'INR' } }),
        }),
      );
    expect(custom(10_000).success).toBe(true);
    for (const value of [undefined, 9_999, 0]) {
      expect(errorsOf(custom(value))).toEqual({
        'order_amount.value': 'Please enter a valid amount (minimum ₹100)',
      });
    }
  });

  it("answers a malformed or missing service with the spec's message (the payment service refuses unknown ones)", () => {
    expect(errorsOf(CheckoutRequestSchema.safeParse(body({ service: 'Gold Filling' })))).toEqual({
      service: 'Please select a service',
    });
    const { service: _, ...withoutService } = body();
    expect(errorsOf(CheckoutRequestSchema.safeParse(withoutService))).toEqual({
      service: 'Please select a service',
    });
  });

  it("checks the customer with the spec's messages", () => {
    const customer = { email_id: 'x', first_name: '', last_name: 'Rao', mobile_number: '12345' };
    expect(errorsOf(CheckoutRequestSchema.safeParse(body({ purchase_details: { customer } })))).toEqual({
      'purchase_details.customer.email_id': 'Please enter a valid email address',
      'purchase_details.customer.first_name': 'First name and last name are required',
      'purchase_details.customer.mobile_number': 'Please enter a valid 10-digit mobile number',
    });
  });

  it("is what the payment form sends: the spec's fields and billing defaults, the amount in paise", () => {
    const form = PaymentFormSchema.parse({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      service: 'custom',
      amount: '150',
    });
    const request = checkoutRequestFrom(form, 1_790_000_123_456);
    expect(request).toMatchObject({
      service: 'custom',
      merchant_order_reference: 'HP1790000123456',
      order_amount: { value: 15_000, currency: 'INR' },
      pre_auth: false,
      allowed_payment_methods: ['CARD', 'UPI', 'NETBANKING', 'WALLET'],
      purchase_details: {
        customer: { customer_id: 'CUST123456', billing_address: { ...BILLING_DEFAULTS, country: 'INDIA' } },
      },
    });
    expect(CheckoutRequestSchema.safeParse(request).success).toBe(true);
  });

  it('carries the forwarded Idempotency-Key beside the body in the command', () => {
    const parsed = CheckoutCommandSchema.parse({
      ...body(),
      headers: { 'idempotency-key': 'submit-1234abcd' },
    });
    expect(parsed.headers['idempotency-key']).toBe('submit-1234abcd');
    expect(
      CheckoutCommandSchema.safeParse({ ...body(), headers: { 'idempotency-key': 'a b' } }).success,
    ).toBe(false);
  });
});

describe('payment routes and events', () => {
  it('serves the catalogue (cacheable), checkout (rate-limited), the webhook (raw body) and the order status publicly', () => {
    expect(apiRoutes.paymentCatalogue).toMatchObject({
      method: 'GET',
      path: '/api/payment/catalogue',
      access: 'public',
      command: { subject: 'payment.query.catalogue.v1' },
    });
    expect(apiRoutes.paymentCatalogue.cacheSeconds).toBeGreaterThan(0);
    expect(apiRoutes.paymentCheckout).toMatchObject({ path: '/api/payment/checkout', access: 'public' });
    expect(apiRoutes.paymentCheckout.rateLimit).toBeDefined();
    expect(apiRoutes.paymentWebhook.forward).toEqual({
      rawBody: true,
      headers: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
    });
    expect(apiRoutes.paymentOrderStatus.path).toBe('/api/payment/orders/:reference');
    expect([paymentEvents.orderPaid.subject, paymentEvents.orderFailed.subject]).toEqual([
      'payment.evt.order-paid.v1',
      'payment.evt.order-failed.v1',
    ]);
  });
});
