import { z } from '../common/zod.js';
import { defineCommand, defineEvent } from '../messaging/define.js';
import { PaymentCatalogueSchema } from './catalogue.js';
import {
  CheckoutCommandSchema,
  CheckoutResponseSchema,
  OrderFailedEventSchema,
  OrderPaidEventSchema,
  OrderStatusRequestSchema,
  OrderStatusResponseSchema,
  WebhookAcceptedSchema,
  WebhookCommandSchema,
} from './checkout.js';

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
} as const;

export const paymentEvents = {
  orderPaid: defineEvent({ subject: 'payment.evt.order-paid.v1', schema: OrderPaidEventSchema }),
  orderFailed: defineEvent({ subject: 'payment.evt.order-failed.v1', schema: OrderFailedEventSchema }),
} as const;
