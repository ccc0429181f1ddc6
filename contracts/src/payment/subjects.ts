import { z } from '../common/zod.js';
import { defineCommand, defineEvent } from '../messaging/define.js';
import { PaymentCatalogueSchema } from './catalogue.js';
import { CheckoutCommandSchema, CheckoutResponseSchema } from './checkout.js';
import {
  OrderFailedEventSchema,
  OrderPaidEventSchema,
  OrderStatusRequestSchema,
  OrderStatusResponseSchema,
  WebhookAcceptedSchema,
  WebhookCommandSchema,
} from './orders.js';
import {
  CreatePaymentLinkRequestSchema,
  CreatePaymentLinkResponseSchema,
  PaymentLinkStatusEventSchema,
  PaymentLinkStatusParamsSchema,
  PaymentLinkStatusResponseSchema,
} from './links.js';

export const paymentCommands = {
  checkout: defineCommand({
    subject: 'payment.cmd.checkout.v1',
    request: CheckoutCommandSchema,
    reply: CheckoutResponseSchema,
  }),
  receiveWebhook: defineCommand({
    subject: 'payment.cmd.receive-webhook.v1',
    request: WebhookCommandSchema,
    reply: WebhookAcceptedSchema,
  }),
  orderStatus: defineCommand({
    subject: 'payment.query.order-status.v1',
    request: OrderStatusRequestSchema,
    reply: OrderStatusResponseSchema,
  }),
  catalogue: defineCommand({
    subject: 'payment.query.catalogue.v1',
    request: z.object({}),
    reply: PaymentCatalogueSchema,
  }),
  /** A clinic (role 400, entity type clinic) makes a payment link for one of its own consultations. */
  createPaymentLink: defineCommand({
    subject: 'payment.cmd.create-payment-link.v1',
    request: CreatePaymentLinkRequestSchema,
    reply: CreatePaymentLinkResponseSchema,
  }),
  /** A clinic's own payment link's status; another's or an unknown one is NOT_FOUND. */
  paymentLinkStatus: defineCommand({
    subject: 'payment.query.payment-link-status.v1',
    request: PaymentLinkStatusParamsSchema,
    reply: PaymentLinkStatusResponseSchema,
  }),
} as const;

export const paymentEvents = {
  orderPaid: defineEvent({ subject: 'payment.evt.order-paid.v1', schema: OrderPaidEventSchema }),
  orderFailed: defineEvent({ subject: 'payment.evt.order-failed.v1', schema: OrderFailedEventSchema }),
  /** A consultation's payment link made (pending) or moved (paid, partial, failed); booking records it. */
  paymentLinkStatus: defineEvent({
    subject: 'payment.evt.payment-link-status.v1',
    schema: PaymentLinkStatusEventSchema,
  }),
} as const;
