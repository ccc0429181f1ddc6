import { z } from '../common/zod.js';
import { CUSTOM_AMOUNT_SERVICE, MIN_PAYMENT_RUPEES, paiseOf, SERVICE_VALUE_PATTERN } from './catalogue.js';
import { PAYMENT_COUNTRIES } from './choices.js';

/** The spec's messages (public-site.md, section 5), shared by the payment form and the server. */
export const PAYMENT_MESSAGES = {
  name: 'First name and last name are required',
  email: 'Please enter a valid email address',
  mobile: 'Please enter a valid 10-digit mobile number',
  service: 'Please select a service',
  amount: `Please enter a valid amount (minimum ₹${MIN_PAYMENT_RUPEES})`,
} as const;

export { PAYMENT_COUNTRIES, type PaymentCountry } from './choices.js';

/** The payment methods offered at Plural's checkout (section 9). */
export const CHECKOUT_PAYMENT_METHODS = ['CARD', 'UPI', 'NETBANKING', 'WALLET'] as const;

/** The billing defaults the spec sends when the visitor leaves a field empty (section 7.1). */
export const BILLING_DEFAULTS = {
  address1: 'Not provided',
  pincode: '400001',
  city: 'Mumbai',
  state: 'Maharashtra',
} as const;

const personName = z
  .string({ error: PAYMENT_MESSAGES.name })
  .check(z.trim(), z.minLength(1, PAYMENT_MESSAGES.name), z.maxLength(50));
const email = z.pipe(
  z
    .string({ error: PAYMENT_MESSAGES.email })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, PAYMENT_MESSAGES.email)),
  z.email(PAYMENT_MESSAGES.email),
);
const mobile = z
  .string({ error: PAYMENT_MESSAGES.mobile })
  .check(z.trim(), z.regex(/^[6-9]\d{9}$/, PAYMENT_MESSAGES.mobile));
/** Optional free text: '' or blanks mean none. */
const optionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)),
      z.transform((value) => value || undefined),
    ),
  );
/** A service's value; whether the catalogue has it is the payment service's to say (same message). */
const service = z
  .string({ error: PAYMENT_MESSAGES.service })
  .check(z.regex(SERVICE_VALUE_PATTERN, PAYMENT_MESSAGES.service));

// ---- the payment form (/payment, steps 1 and 2) ----------------------------------------------------------------

/** What the /payment wizard collects; `amount` in rupees as the visitor reads it. */
export const PaymentFormSchema = z.object({
  firstName: personName,
  lastName: personName,
  email,
  mobile,
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  pincode: optionalText(10),
  country: z._default(z.enum(PAYMENT_COUNTRIES), 'INDIA'),
  service,
  amount: z.coerce
    .number({ error: PAYMENT_MESSAGES.amount })
    .check(
      z.refine((value) => Number.isFinite(value) && value >= MIN_PAYMENT_RUPEES, PAYMENT_MESSAGES.amount),
    ),
  notes: optionalText(500),
});
export type PaymentForm = z.infer<typeof PaymentFormSchema>;
export type PaymentFormInput = z.input<typeof PaymentFormSchema>;

// ---- POST /api/payment/checkout: the spec's body (section 7.1) with the chosen service ----------------------------

const BillingAddressSchema = z.object({
  address1: optionalText(200),
  pincode: optionalText(10),
  city: optionalText(100),
  state: optionalText(100),
  country: z._default(z.enum(PAYMENT_COUNTRIES), 'INDIA'),
});

export const CheckoutCustomerSchema = z.object({
  email_id: email,
  first_name: personName,
  last_name: personName,
  mobile_number: mobile,
  /** The browser's own id; the server sets its own and ignores this one. */
  customer_id: z.optional(z.string().check(z.maxLength(50))),
  billing_address: z.optional(BillingAddressSchema),
});
export type CheckoutCustomer = z.infer<typeof CheckoutCustomerSchema>;

/**
 * The body the spec's payment page sends (Plural's order shape) plus `service`. The server decides the
 * reference, the amount, the methods and pre_auth: the browser's `merchant_order_reference`, `pre_auth` and
 * `allowed_payment_methods` are accepted and ignored, and `order_amount` counts only for `custom`, in paise
 * (Plural's unit), at least ₹100 (10000 paise).
 */
const checkoutBody = z.object({
  service,
  merchant_order_reference: z.optional(z.string().check(z.maxLength(50))),
  order_amount: z.optional(
    z.object({
      value: z.number({ error: PAYMENT_MESSAGES.amount }).check(z.int(PAYMENT_MESSAGES.amount)),
      currency: z._default(z.literal('INR'), 'INR'),
    }),
  ),
  pre_auth: z.optional(z.boolean()),
  allowed_payment_methods: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(10))),
  notes: optionalText(500),
  purchase_details: z.object({ customer: CheckoutCustomerSchema }, { error: PAYMENT_MESSAGES.name }),
});

const customAmountAtLeastMinimum = (
  request: z.infer<typeof checkoutBody>,
  context: z.core.$RefinementCtx,
): void => {
  if (request.service !== CUSTOM_AMOUNT_SERVICE) return;
  const value = request.order_amount?.value;
  if (value === undefined || value < paiseOf(MIN_PAYMENT_RUPEES)) {
    context.addIssue({ code: 'custom', path: ['order_amount', 'value'], message: PAYMENT_MESSAGES.amount });
  }
};

export const CheckoutRequestSchema = checkoutBody.check(z.superRefine(customAmountAtLeastMinimum));
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof CheckoutRequestSchema>;

/** The checkout body the payment page sends for a valid form (the spec's fields and defaults, amount in paise). */
export function checkoutRequestFrom(form: PaymentForm, now = Date.now()): CheckoutRequestInput {
  return {
    service: form.service,
    merchant_order_reference: `HP${now}`,
    order_amount: { value: paiseOf(form.amount), currency: 'INR' },
    pre_auth: false,
    allowed_payment_methods: [...CHECKOUT_PAYMENT_METHODS],
    notes: form.notes,
    purchase_details: {
      customer: {
        email_id: form.email,
        first_name: form.firstName,
        last_name: form.lastName,
        mobile_number: form.mobile,
        customer_id: `CUST${String(now).slice(-6)}`,
        billing_address: {
          address1: form.address ?? BILLING_DEFAULTS.address1,
          pincode: form.pincode ?? BILLING_DEFAULTS.pincode,
          city: form.city ?? BILLING_DEFAULTS.city,
          state: form.state ?? BILLING_DEFAULTS.state,
          country: form.country,
        },
      },
    },
  };
}

/** The idempotency key a browser may send (header `Idempotency-Key`): one per submit of one form, retries reuse it. */
export const IdempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key: 8 to 100 letters, digits, - or _'));

/** What the checkout command receives: the body and, beside it, the headers the gateway forwards. */
export const CheckoutCommandSchema = z
  .extend(checkoutBody, {
    headers: z._default(z.object({ 'idempotency-key': z.optional(IdempotencyKeySchema) }), {}),
  })
  .check(z.superRefine(customAmountAtLeastMinimum));
export type CheckoutCommand = z.infer<typeof CheckoutCommandSchema>;

/** The spec's response: the page reads `status`, `data.redirect_url` and `message`. */
export const CheckoutResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ redirect_url: z.url(), order_reference: z.string() }),
  message: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;
