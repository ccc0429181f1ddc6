import { Injectable, Logger } from '@nestjs/common';
import { OutboxRelay } from '@hp/service-platform';
import type { ReceivedWebhook } from '../orders/orders.repository.js';
import { PluralClient, PluralError } from '../plural/plural-client.js';
import { linkOutcomeOfStatus, paidOutcome, processedPaise } from './link-transitions.js';
import { LinksRepository, type PaymentLink } from './links.repository.js';

export interface LinkWebhookOrder {
  payment_link_id?: unknown;
  merchant_order_reference?: unknown;
  order_id?: unknown;
  payments?: unknown;
  order_amount?: { value?: unknown };
}

/** Moves payment links: by Plural's webhooks, by asking Plural (reconciliation, a status check). */
@Injectable()
export class LinkSettlement {
  private readonly logger = new Logger(LinkSettlement.name);

  constructor(
    private readonly links: LinksRepository,
    private readonly plural: PluralClient,
    private readonly relay: OutboxRelay,
  ) {}

  /** The link a webhook's order belongs to, if any (by payment_link_id, else by our reference). */
  linkOf(order: LinkWebhookOrder | undefined): Promise<PaymentLink | null> {
    const id = typeof order?.payment_link_id === 'string' ? order.payment_link_id : undefined;
    const ref =
      typeof order?.merchant_order_reference === 'string' ? order.merchant_order_reference : undefined;
    return id || ref ? this.links.findForWebhook(id, ref) : Promise.resolve(null);
  }

  /**
   * A verified webhook about a link's order (ORDER_PROCESSED, PAYMENT_FAILED or ORDER_FAILED: see
   * linkOutcomeOfEvent): recorded, and the link moved, in one transaction.
   */
  async fromWebhook(
    link: PaymentLink,
    what: 'processed' | 'failed',
    eventType: string,
    order: LinkWebhookOrder,
    webhook: ReceivedWebhook,
    correlationId: string,
    now: Date,
  ): Promise<'moved' | 'unchanged' | 'duplicate'> {
    const pluralOrderId = typeof order.order_id === 'string' ? order.order_id : undefined;
    const paid = what === 'processed' ? processedPaise(order) : 0;
    const result = await this.links.move(
      link.reference,
      what === 'processed' ? paidOutcome(paid, link.amountPaise) : 'failed',
      {
        ...(what === 'processed' ? { paidPaise: paid } : {}),
        ...(pluralOrderId ? { pluralOrderId } : {}),
        reason: `Plural ${eventType}`,
      },
      correlationId,
      now,
      webhook,
    );
    if (result === 'duplicate') return 'duplicate';
    if (!result) return 'unchanged';
    this.relay.nudge();
    return 'moved';
  }

  /** Asks Plural about a pending link and moves it if Plural says it is paid or over; answers the link as it stands. */
  async refresh(link: PaymentLink, correlationId: string, now: Date): Promise<PaymentLink> {
    let status: string;
    let pluralOrderId: string | undefined;
    try {
      const found = await this.plural.getPaymentLink(link.pluralLinkId);
      status = found.status;
      pluralOrderId = found.order_id ?? undefined;
    } catch (error) {
      if (error instanceof PluralError && error.status === 404) status = 'NOT_FOUND';
      else throw error;
    }
    const what = status === 'NOT_FOUND' ? 'failed' : linkOutcomeOfStatus(status);
    if (!what) {
      await this.links.markChecked(link.reference, now);
      return link;
    }
    const moved = await this.links.move(
      link.reference,
      what === 'processed' ? 'paid' : 'failed',
      {
        ...(what === 'processed' ? { paidPaise: link.amountPaise } : {}),
        ...(pluralOrderId ? { pluralOrderId } : {}),
        reason: `Plural payment link ${status}`,
      },
      correlationId,
      now,
    );
    if (moved && moved !== 'duplicate') {
      this.relay.nudge();
      this.logger.log({ reference: link.reference, status: moved.status }, 'Payment link settled by lookup');
      return moved;
    }
    return link;
  }
}
