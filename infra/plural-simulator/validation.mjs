// @ts-check
// What Plural accepts (README.md): zod schemas of the token request, the create-order headers and body, and the
// create-payment-link body. Each message is the one the simulator answers with 400 INVALID_REQUEST; fields are
// listed in the order they are checked, and a request with several faults gets the first one's message.
import { z } from 'zod';

export const PAYMENT_METHODS = ['CARD', 'UPI', 'NETBANKING', 'WALLET', 'POINTS', 'CREDIT_EMI', 'DEBIT_EMI'];
const MAX_LINK_DAYS = 180;
const MOBILE_NUMBER = /^\d{10,20}$/;

/** @param {string} message */
const says = (message) => ({ error: message });

/** Any value that, when present, reads as text matching `pattern`. @param {RegExp} pattern @param {string} message */
const optionalMatching = (pattern, message) =>
  z
    .unknown()
    .refine((v) => pattern.test(String(v)), says(message))
    .optional();

/** @param {string} name */
function amount(name) {
  const paise = says(`${name}.value must be an integer number of paise from 100 to 100000000`);
  return z.object(
    {
      value: z.int(paise).min(100, paise).max(100_000_000, paise),
      currency: z.literal('INR', says(`${name}.currency must be INR`)),
    },
    says(`${name} is required`),
  );
}

const nonEmptyList = says('allowed_payment_methods must be a non-empty list');
const paymentMethods = z
  .array(z.unknown(), nonEmptyList)
  .min(1, nonEmptyList)
  .refine((methods) => methods.every((m) => PAYMENT_METHODS.includes(/** @type {string} */ (m))), {
    error: (issue) =>
      `allowed_payment_methods: unknown ${
        /** @type {unknown[]} */ (issue.input)
          .filter((m) => !PAYMENT_METHODS.includes(/** @type {string} */ (m)))
          .join(', ')
      } (allowed: ${PAYMENT_METHODS.join(', ')})`,
  })
  .optional();

/** @param {string} name */
const httpUrl = (name) =>
  z.url({ protocol: /^https?$/, ...says(`${name} must be an http(s) URL`) }).optional();

/** A time as Date.parse reads it. @param {string} t */
const isTime = (t) => !Number.isNaN(Date.parse(t));

const referenceMessage = says('merchant_order_reference is required (1-50 characters)');
const linkReferenceMessage = says(
  'merchant_payment_link_reference is required (1-50 characters: A-Z, a-z, 0-9, - and _)',
);
const requestIdMessage = says('Request-ID header is required');
const timestampMessage = says('Request-Timestamp header is required');
const expireByMessage = says('expire_by must be an ISO 8601 time');

export const tokenRequest = z.object({
  grant_type: z.literal('client_credentials', says('grant_type must be client_credentials')),
});

export const orderHeaders = z.object({
  'request-id': z.string(requestIdMessage).min(1, requestIdMessage),
  'request-timestamp': z
    .string(timestampMessage)
    .min(1, timestampMessage)
    .refine(isTime, says('Request-Timestamp must be an ISO 8601 time')),
});

export const orderRequest = z.object({
  merchant_order_reference: z
    .union([z.string(), z.number()], referenceMessage)
    .refine((ref) => String(ref).length >= 1 && String(ref).length <= 50, referenceMessage),
  order_amount: amount('order_amount'),
  pre_auth: z.boolean(says('pre_auth must be a boolean')).optional(),
  allowed_payment_methods: paymentMethods,
  callback_url: httpUrl('callback_url'),
  failure_callback_url: httpUrl('failure_callback_url'),
  notes: z.string(says('notes must be a string')).optional(),
  purchase_details: z
    .object(
      {
        customer: z
          .object(
            {
              email_id: optionalMatching(
                /^[^@\s]+@[^@\s]+$/,
                'purchase_details.customer.email_id is not an e-mail address',
              ),
              mobile_number: optionalMatching(
                MOBILE_NUMBER,
                'purchase_details.customer.mobile_number must be 10-20 digits',
              ),
            },
            says('purchase_details.customer must be an object'),
          )
          .optional(),
      },
      says('purchase_details must be an object'),
    )
    .optional(),
});

export const paymentLinkRequest = z.object({
  amount: amount('amount'),
  merchant_payment_link_reference: z
    .string(linkReferenceMessage)
    .regex(/^[A-Za-z0-9_-]{1,50}$/, linkReferenceMessage),
  customer: z
    .looseObject({}, says('customer is required'))
    .refine((c) => c.email_id || c.mobile_number, says('customer needs email_id or mobile_number'))
    .refine(
      (c) => c.mobile_number === undefined || MOBILE_NUMBER.test(String(c.mobile_number)),
      says('customer.mobile_number must be 10-20 digits'),
    ),
  allowed_payment_methods: paymentMethods,
  expire_by: z
    .string(expireByMessage)
    .refine(isTime, expireByMessage)
    .refine((t) => Date.parse(t) > Date.now(), says('expire_by must be in the future'))
    .refine(
      (t) => Date.parse(t) <= Date.now() + MAX_LINK_DAYS * 86_400_000,
      says(`expire_by must be at most ${MAX_LINK_DAYS} days ahead`),
    )
    .optional(),
  description: z.string(says('description must be a string')).optional(),
  product_details: z.array(z.unknown(), says('product_details must be a list')).optional(),
});

/** The message of the first fault `schema` finds in `value`, or null. @param {z.ZodType} schema @param {unknown} value */
export function firstProblem(schema, value) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid request');
}
