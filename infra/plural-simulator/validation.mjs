// @ts-check
// What Plural accepts (README.md): zod schemas of the token request, the create-order headers and body, and the
// create-payment-link body. Each message is the one the simulator answers with 400 INVALID_REQUEST; fields are
// listed in the order they are checked, and a request with several faults gets the first one's message.
import { z } from 'zod';

export const PAYMENT_METHODS = ['CARD', 'UPI', 'NETBANKING', 'WALLET', 'POINTS', 'CREDIT_EMI', 'DEBIT_EMI'];
const MAX_LINK_DAYS = 180;
const MOBILE_NUMBER = /^\d{10,20}$/;

/** A value that, when present, reads as text matching `pattern`. @param {RegExp} pattern @param {string} message */
const optionalText = (pattern, message) =>
  z
    .unknown()
    .refine((v) => pattern.test(String(v)), message)
    .optional();

/** @param {string} name */
function amount(name) {
  const paise = `${name}.value must be an integer number of paise from 100 to 100000000`;
  const value = z.int(paise).min(100, paise).max(100_000_000, paise);
  return z.object(
    { value, currency: z.literal('INR', `${name}.currency must be INR`) },
    `${name} is required`,
  );
}

/** @param {unknown[]} methods */
const unknownMethods = (methods) =>
  methods.filter((m) => !PAYMENT_METHODS.includes(/** @type {string} */ (m)));
const nonEmptyList = 'allowed_payment_methods must be a non-empty list';
const paymentMethods = z
  .array(z.unknown(), nonEmptyList)
  .min(1, nonEmptyList)
  .refine((methods) => unknownMethods(methods).length === 0, {
    error: (issue) =>
      `allowed_payment_methods: unknown ${unknownMethods(/** @type {unknown[]} */ (issue.input)).join(', ')} ` +
      `(allowed: ${PAYMENT_METHODS.join(', ')})`,
  })
  .optional();

/** @param {string} name */
const httpUrl = (name) => z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).optional();

/** A time as Date.parse reads it. @param {string} message */
const time = (message) => z.string(message).refine((t) => !Number.isNaN(Date.parse(t)), message);

export const tokenRequest = z.object({
  grant_type: z.literal('client_credentials', 'grant_type must be client_credentials'),
});

export const orderHeaders = z.object({
  'request-id': z.string('Request-ID header is required').min(1, 'Request-ID header is required'),
  'request-timestamp': z
    .string('Request-Timestamp header is required')
    .min(1, 'Request-Timestamp header is required')
    .pipe(time('Request-Timestamp must be an ISO 8601 time')),
});

const orderReference = 'merchant_order_reference is required (1-50 characters)';
const orderCustomer = z.object(
  {
    email_id: optionalText(
      /^[^@\s]+@[^@\s]+$/,
      'purchase_details.customer.email_id is not an e-mail address',
    ),
    mobile_number: optionalText(
      MOBILE_NUMBER,
      'purchase_details.customer.mobile_number must be 10-20 digits',
    ),
  },
  'purchase_details.customer must be an object',
);

export const orderRequest = z.object({
  merchant_order_reference: z
    .union([z.string(), z.number()], orderReference)
    .refine((ref) => String(ref).length >= 1 && String(ref).length <= 50, orderReference),
  order_amount: amount('order_amount'),
  pre_auth: z.boolean('pre_auth must be a boolean').optional(),
  allowed_payment_methods: paymentMethods,
  callback_url: httpUrl('callback_url'),
  failure_callback_url: httpUrl('failure_callback_url'),
  notes: z.string('notes must be a string').optional(),
  purchase_details: z
    .object({ customer: orderCustomer.optional() }, 'purchase_details must be an object')
    .optional(),
});

const linkReference = 'merchant_payment_link_reference is required (1-50 characters: A-Z, a-z, 0-9, - and _)';

export const paymentLinkRequest = z.object({
  amount: amount('amount'),
  merchant_payment_link_reference: z.string(linkReference).regex(/^[A-Za-z0-9_-]{1,50}$/, linkReference),
  customer: z
    .looseObject({}, 'customer is required')
    .refine((c) => c.email_id || c.mobile_number, 'customer needs email_id or mobile_number')
    .refine(
      (c) => c.mobile_number === undefined || MOBILE_NUMBER.test(String(c.mobile_number)),
      'customer.mobile_number must be 10-20 digits',
    ),
  allowed_payment_methods: paymentMethods,
  expire_by: time('expire_by must be an ISO 8601 time')
    .refine((t) => Date.parse(t) > Date.now(), 'expire_by must be in the future')
    .refine(
      (t) => Date.parse(t) <= Date.now() + MAX_LINK_DAYS * 86_400_000,
      `expire_by must be at most ${MAX_LINK_DAYS} days ahead`,
    )
    .optional(),
  description: z.string('description must be a string').optional(),
  product_details: z.array(z.unknown(), 'product_details must be a list').optional(),
});

/** The message of the first fault `schema` finds in `value`, or null. @param {z.ZodType} schema @param {unknown} value */
export function firstProblem(schema, value) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid request');
}
