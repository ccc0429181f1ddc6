import { Inject, Injectable, Logger } from '@nestjs/common';
import type { WebhookCommand } from '@hp/contracts';
import { DomainError, OutboxRelay, SERVICE_CONFIG, type RpcMeta } from '@hp/service-platform';
import type { PaymentConfig } from '../config.js';
import { checkWebhookSignature } from '../plural/webhook-signature.js';
import { linkOutcomeOfEvent } from '../links/link-transitions.js';
import { LinkSettlement, type LinkWebhookOrder } from '../links/link-settlement.js';
import { settledEvent } from './order-events.js';
import { outcomeOfEvent } from './order-transitions.js';
import { OrdersRepository } from './orders.repository.js';

interface PluralWebhookBody {
  event_type?: unknown;
  data?: LinkWebhookOrder & { status?: unknown };
}

/**
 * payment.cmd.receive-webhook.v1: Plural's webhook, checked against its signature over the raw body before
 * anything else (a bad or stale one changes nothing and is logged). Each webhook-id is handled once; ORDER_PROCESSED
 * moves the order to paid, PAYMENT_FAILED / ORDER_FAILED to failed (never a paid order), and the move's event goes
 * out through the outbox in the same transaction.
 */
@Injectable()
export class ReceiveWebhookHandler {
  private readonly logger = new Logger(ReceiveWebhookHandler.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly relay: OutboxRelay,
    private readonly links: LinkSettlement,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentConfig,
  ) {}

  async execute(command: WebhookCommand, meta: RpcMeta, nowMs = Date.now()): Promise<{ received: true }> {
    const id = command.headers['webhook-id'];
    const check = checkWebhookSignature(
      {
        id,
        timestamp: command.headers['webhook-timestamp'],
        signature: command.headers['webhook-signature'],
        body: command.rawBody,
      },
      this.config.PLURAL_WEBHOOK_SECRET,
      { nowMs, toleranceSeconds: this.config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS },
    );
    if (check !== 'valid') {
      this.logger.warn({ webhookId: id, check, correlationId: meta.correlationId }, 'Webhook refused');
      throw check === 'invalid'
        ? new DomainError('PAYMENT.WEBHOOK_SIGNATURE_INVALID')
        : new DomainError('PAYMENT.WEBHOOK_STALE');
    }

    let body: PluralWebhookBody;
    try {
      body = JSON.parse(command.rawBody) as PluralWebhookBody;
    } catch {
      throw new DomainError('VALIDATION.FAILED', 'The webhook body is not JSON.');
    }
    const eventType = typeof body.event_type === 'string' ? body.event_type : 'UNKNOWN';
    const reference =
      typeof body.data?.merchant_order_reference === 'string'
        ? body.data.merchant_order_reference
        : undefined;
    const webhook = { id: id!, eventType, orderRef: reference, payload: body };
    const outcome = outcomeOfEvent(eventType);
    const log = { webhookId: id, eventType, reference, correlationId: meta.correlationId };

    // A payment link's order (its data names the link): the clinic's link moves, not a checkout order.
    const linkWhat = linkOutcomeOfEvent(eventType);
    const link = linkWhat && body.data ? await this.links.linkOf(body.data) : null;
    if (link && linkWhat && body.data) {
      const result = await this.links.fromWebhook(
        link,
        linkWhat,
        eventType,
        body.data,
        webhook,
        meta.correlationId,
        new Date(nowMs),
      );
      this.logger.log({ ...log, paymentLinkId: link.pluralLinkId, result }, 'Payment link webhook');
      return { received: true };
    }

    if (!outcome || !reference || !(await this.orders.findByReference(reference))) {
      const first = await this.orders.recordWebhook(webhook);
      this.logger.log(log, first ? 'Webhook recorded (moves no order)' : 'Webhook seen before');
      return { received: true };
    }
    const reason = outcome === 'failed' ? `Plural ${eventType}` : undefined;
    const moved = await this.orders.settle(
      reference,
      outcome,
      reason,
      (order) => settledEvent(order, outcome, meta.correlationId, new Date(nowMs)),
      webhook,
    );
    if (moved === 'duplicate') this.logger.log(log, 'Webhook seen before; nothing changes');
    else if (moved) {
      this.logger.log({ ...log, status: moved.status }, 'Order settled by webhook');
      this.relay.nudge();
    } else this.logger.log(log, 'Webhook recorded; the order was already settled');
    return { received: true };
  }
}
