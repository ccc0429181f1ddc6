import { z } from '../common/zod.js';
import { defineRoutes } from '../http/route.js';
import { CheckoutRequestSchema, CheckoutResponseSchema } from './checkout.js';
import { OrderStatusRequestSchema, OrderStatusResponseSchema, WebhookAcceptedSchema } from './orders.js';
import { PaymentCatalogueSchema } from './catalogue.js';
import {
  CreatePaymentLinkRequestSchema,
  CreatePaymentLinkResponseSchema,
  PaymentLinkStatusParamsSchema,
  PaymentLinkStatusResponseSchema,
} from './links.js';
import { Role } from '../common/roles.js';
import { paymentCommands } from './subjects.js';

const tag = 'Payments';

/** The public payment page's calls and Plural's webhook (the spec's /api/payment/checkout keeps its path). */
export const paymentRoutes = defineRoutes({
  paymentCatalogue: {
    method: 'GET',
    path: '/api/payment/catalogue',
    tag,
    access: 'public',
    summary:
      'What can be paid for and at what price (the payment service prices every checkout from the same list); cacheable for a minute',
    response: PaymentCatalogueSchema,
    successStatus: 200,
    cacheSeconds: 60,
    command: paymentCommands.catalogue,
  },
  paymentCheckout: {
    method: 'POST',
    path: '/api/payment/checkout',
    tag,
    access: 'public',
    rateLimit: 'enquiry',
    summary:
      "Start a payment: stores the order (the catalogue's price, or a custom amount of at least ₹100) and answers Plural's checkout address. Send an Idempotency-Key header (one per submit; a retry reuses it) so that a repeated request creates one order.",
    body: CheckoutRequestSchema,
    forward: { headers: ['idempotency-key'] },
    // Plural's token and order calls, each with its timeout and retries (the page waits 30 s).
    timeoutMs: 30_000,
    response: CheckoutResponseSchema,
    successStatus: 200,
    command: paymentCommands.checkout,
  },
  paymentWebhook: {
    method: 'POST',
    path: '/api/payment/webhook',
    tag,
    access: 'public',
    summary:
      "Plural's webhook: verified by its signature over the raw body (webhook-id, webhook-timestamp, webhook-signature headers)",
    body: z.unknown(),
    forward: { rawBody: true, headers: ['webhook-id', 'webhook-timestamp', 'webhook-signature'] },
    response: WebhookAcceptedSchema,
    successStatus: 200,
    command: paymentCommands.receiveWebhook,
  },
  paymentOrderStatus: {
    method: 'GET',
    path: '/api/payment/orders/:reference',
    tag,
    access: 'public',
    summary: "An order's status (the success page shows it: the redirect alone is no proof of payment)",
    params: OrderStatusRequestSchema,
    response: OrderStatusResponseSchema,
    successStatus: 200,
    command: paymentCommands.orderStatus,
  },
  paymentCreateLink: {
    method: 'POST',
    path: '/api/payment/create-link',
    tag,
    access: [Role.Provider],
    summary:
      "A clinic's payment link for one of its own consultations (merchant_metadata.requestId; another clinic's is 404): amount in paise (at least 100), expire_by in the future and at most 180 days ahead (15 minutes when absent), methods (CARD and UPI by default); sent to Plural's payment links",
    body: CreatePaymentLinkRequestSchema,
    timeoutMs: 30_000,
    response: CreatePaymentLinkResponseSchema,
    successStatus: 200,
    command: paymentCommands.createPaymentLink,
  },
  paymentLinkStatus: {
    method: 'GET',
    path: '/api/payment/payment-status/:paymentLinkId',
    tag,
    access: [Role.Provider],
    summary:
      "A clinic's own payment link's status (pending, paid, partial, failed), as Plural's webhooks and reconciliation left it; another's is 404",
    params: PaymentLinkStatusParamsSchema,
    response: PaymentLinkStatusResponseSchema,
    successStatus: 200,
    command: paymentCommands.paymentLinkStatus,
  },
});
