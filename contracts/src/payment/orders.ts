// The orders' schemas (status, references, the webhook, the paid and failed events), apart from the payment form's
// (checkout.ts): the /payment page builds only the form's.
import { z } from '../common/zod.js';
import { PaymentServiceValueSchema } from './catalogue.js';
import { ORDER_REFERENCE_PATTERN } from './order-reference.js';

export { ORDER_REFERENCE_PATTERN, isOrderReference } from './order-reference.js';

// ---- orders --------------------------------------------------------------------------------------------------

/**
 * created: stored, Plural not asked yet (or its answer lost); pending: Plural's order exists, the visitor pays;
 * paid and failed are final (a paid order never moves back).
 */
export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderReferenceSchema = z
  .string()
  .check(z.regex(ORDER_REFERENCE_PATTERN, 'Not an order reference'));

/** GET /api/payment/orders/:reference: what the success page may show a visitor (the status is the proof). */
export const OrderStatusRequestSchema = z.object({ reference: OrderReferenceSchema });
export const OrderStatusResponseSchema = z.object({ reference: z.string(), status: OrderStatusSchema });
export type OrderStatusResponse = z.infer<typeof OrderStatusResponseSchema>;

// ---- webhooks ------------------------------------------------------------------------------------------------

/** The raw webhook: the exact body text (the signature is over it) and Plural's webhook-* headers. */
export const WebhookCommandSchema = z.object({
  rawBody: z.string(),
  headers: z.object({
    'webhook-id': z.optional(z.string().check(z.maxLength(200))),
    'webhook-timestamp': z.optional(z.string().check(z.maxLength(20))),
    'webhook-signature': z.optional(z.string().check(z.maxLength(2000))),
  }),
});
export type WebhookCommand = z.infer<typeof WebhookCommandSchema>;

export const WebhookAcceptedSchema = z.object({ received: z.literal(true) });

// ---- events --------------------------------------------------------------------------------------------------

export const OrderPaidEventSchema = z.object({
  orderReference: z.string(),
  service: PaymentServiceValueSchema,
  amountPaise: z.number().check(z.int(), z.positive()),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  pluralOrderId: z.optional(z.string()),
  paidAt: z.iso.datetime(),
  /** What the price list calls `service` ('Dental Checkup'), for the receipt the notification service mails. */
  serviceLabel: z.optional(z.string()),
});
export type OrderPaidEvent = z.infer<typeof OrderPaidEventSchema>;

export const OrderFailedEventSchema = z.object({
  orderReference: z.string(),
  service: PaymentServiceValueSchema,
  amountPaise: z.number().check(z.int(), z.positive()),
  email: z.string(),
  reason: z.string(),
  failedAt: z.iso.datetime(),
});
export type OrderFailedEvent = z.infer<typeof OrderFailedEventSchema>;
