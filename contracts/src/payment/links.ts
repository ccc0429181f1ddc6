import { z } from '../common/zod.js';

/**
 * Payment links a clinic sends its patient (accounts-providers-admin.md: clinic dashboard, payment link request,
 * validation and constants). The body is the spec's (Plural's payment-link shape); the payment service decides the
 * reference, asks booking whose consultation `merchant_metadata.requestId` is, and sends Plural the rest.
 */

/** The methods a link may allow, in the dialog's order (section 9). */
export const PAYMENT_LINK_METHODS = [
  'CARD',
  'UPI',
  'NETBANKING',
  'WALLET',
  'POINTS',
  'CREDIT_EMI',
  'DEBIT_EMI',
] as const;
export type PaymentLinkMethod = (typeof PAYMENT_LINK_METHODS)[number];
export const DEFAULT_PAYMENT_LINK_METHODS: readonly PaymentLinkMethod[] = ['CARD', 'UPI'];

/** The dialog's categories, Healthcare first (the default). */
export const PAYMENT_LINK_CATEGORIES = [
  'Healthcare',
  'Medical',
  'Consultation',
  'Treatment',
  'Medicine',
  'Other',
] as const;

export const PAYMENT_LINK_MIN_RUPEES = 1;
export const PAYMENT_LINK_MAX_DAYS = 180;
/** Without an expiry the link lasts 15 minutes; the dialog pre-fills 30 days. */
export const PAYMENT_LINK_DEFAULT_EXPIRY_MINUTES = 15;
export const PAYMENT_LINK_DIALOG_EXPIRY_DAYS = 30;

/** The spec's messages (sections 5 and 8), shared by the dialog and the server. */
export const PAYMENT_LINK_MESSAGES = {
  amount: 'Please enter a valid amount of at least ₹1.00',
  amountMin: 'Minimum amount is ₹1.00',
  customer: 'Please provide customer email and phone',
  methods: 'Please select at least one payment method',
  expiryPast: 'Expiry date cannot be in the past',
  expiryTooFar: 'Expiry date cannot exceed 180 days from today',
} as const;

const DAY_MS = 86_400_000;

/** A consultation's payment as it stands: pending after the link is made, then paid, partial or failed. */
export const PaymentLinkStatusSchema = z.enum(['pending', 'paid', 'partial', 'failed']);
export type PaymentLinkStatus = z.infer<typeof PaymentLinkStatusSchema>;

const paise = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(PAYMENT_LINK_MIN_RUPEES * 100, message));
const amountOf = (message: string) =>
  z.object({ value: paise(message), currency: z._default(z.literal('INR'), 'INR') });

/** When a link expires: in the future and at most 180 days ahead (checked against `now` when parsed). */
export const expireByCheck = (now: () => number = Date.now) =>
  z.iso.datetime({ offset: true, error: PAYMENT_LINK_MESSAGES.expiryPast }).check(
    z.refine((t) => Date.parse(t) > now(), PAYMENT_LINK_MESSAGES.expiryPast),
    z.refine(
      (t) => Date.parse(t) <= now() + PAYMENT_LINK_MAX_DAYS * DAY_MS,
      PAYMENT_LINK_MESSAGES.expiryTooFar,
    ),
  );

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));

/** `POST /api/payment/create-link`: the spec's payment link request. */
export const CreatePaymentLinkRequestSchema = z.object({
  amount: amountOf(PAYMENT_LINK_MESSAGES.amount),
  description: z.optional(text(500)),
  /** UTC; 15 minutes from now when absent. */
  expire_by: z.optional(expireByCheck()),
  allowed_payment_methods: z._default(
    z
      .array(z.enum(PAYMENT_LINK_METHODS, PAYMENT_LINK_MESSAGES.methods), PAYMENT_LINK_MESSAGES.methods)
      .check(z.minLength(1, PAYMENT_LINK_MESSAGES.methods)),
    [...DEFAULT_PAYMENT_LINK_METHODS],
  ),
  /** The screen's own reference ('CL' + tails); the server makes its own and ignores this one. */
  merchant_payment_link_reference: z.optional(z.string()),
  customer: z.object(
    {
      email_id: z.pipe(
        z
          .string({ error: PAYMENT_LINK_MESSAGES.customer })
          .check(z.trim(), z.minLength(1, PAYMENT_LINK_MESSAGES.customer)),
        z.email(PAYMENT_LINK_MESSAGES.customer),
      ),
      mobile_number: z
        .string({ error: PAYMENT_LINK_MESSAGES.customer })
        .check(z.trim(), z.regex(/^\d{10}$/, PAYMENT_LINK_MESSAGES.customer)),
      first_name: z.optional(text(50)),
      last_name: z.optional(text(50)),
      /** The consultation's id (the spec's); the server trusts only merchant_metadata.requestId's owner. */
      customer_id: z.optional(z.string()),
      country_code: z._default(z.literal('91'), '91'),
    },
    { error: PAYMENT_LINK_MESSAGES.customer },
  ),
  merchant_metadata: z.object({
    /** The consultation the link is for: it must be the signed-in clinic's own (else 404). */
    requestId: z.uuid('Not a consultation id'),
    serviceType: z.optional(text(50)),
    purpose: z.optional(text(500)),
    clinicId: z.optional(z.string()),
    entityType: z.optional(z.literal('clinic')),
  }),
  product_details: z.optional(
    z
      .array(
        z.object({
          product_code: z.string().check(z.regex(/^[a-z0-9_]{1,50}$/, 'Product code: a-z, 0-9 and _')),
          product_amount: amountOf(PAYMENT_LINK_MESSAGES.amount),
          product_coupon_discount_amount: z.optional(
            z.object({
              value: z.number().check(z.int(), z.gte(0)),
              currency: z._default(z.literal('INR'), 'INR'),
            }),
          ),
        }),
      )
      .check(z.maxLength(10)),
  ),
});
export type CreatePaymentLinkRequest = z.input<typeof CreatePaymentLinkRequestSchema>;
export type CreatePaymentLinkBody = z.output<typeof CreatePaymentLinkRequestSchema>;

export const CreatePaymentLinkResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  payment_link: z.string(),
  payment_link_id: z.string(),
  status: PaymentLinkStatusSchema,
  expire_by: z.string(),
});
export type CreatePaymentLinkResponse = z.infer<typeof CreatePaymentLinkResponseSchema>;

export const PaymentLinkStatusParamsSchema = z.object({
  paymentLinkId: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,100}$/, 'Not a payment link id')),
});

/** `GET /api/payment/payment-status/{paymentLinkId}`: the clinic's own link only (another's is 404). */
export const PaymentLinkStatusResponseSchema = z.object({
  success: z.boolean(),
  status: PaymentLinkStatusSchema,
  payment_link_id: z.string(),
  payment_link: z.string(),
  consultationId: z.string(),
  amount: z.object({ value: z.number(), currency: z.string() }),
  expire_by: z.string(),
  updatedAt: z.string(),
});
export type PaymentLinkStatusResponse = z.infer<typeof PaymentLinkStatusResponseSchema>;

/** payment.evt.payment-link-status.v1: a consultation's link made or moved (booking shows it on the consultation). */
export const PaymentLinkStatusEventSchema = z.object({
  consultationId: z.string(),
  clinicId: z.string(),
  /** The clinic login that made the link (whom "payment received" notifies); optional: added after v1 shipped. */
  clinicAccountId: z.optional(z.string()),
  paymentLinkId: z.string(),
  status: PaymentLinkStatusSchema,
  amountPaise: z.number().check(z.int(), z.positive()),
  /** When the move happened at payment: booking keeps the newest only (events may arrive out of order). */
  at: z.iso.datetime(),
});
export type PaymentLinkStatusEvent = z.infer<typeof PaymentLinkStatusEventSchema>;
