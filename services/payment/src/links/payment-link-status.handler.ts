import { Injectable, Logger } from '@nestjs/common';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import type { PaymentLinkStatusResponse } from '@hp/contracts';
import { PluralError } from '../plural/plural-client.js';
import { clinicAccountOf } from './create-payment-link.handler.js';
import { LinkSettlement } from './link-settlement.js';
import { LinksRepository, type PaymentLink } from './links.repository.js';

/**
 * payment.query.payment-link-status.v1 (GET /api/payment/payment-status/{id}): the signed-in clinic's own link only
 * (another clinic's or an unknown id: the same 404). A pending link is looked up at Plural first (the clinic asked:
 * a webhook may be late); Plural unreachable, the stored status is answered.
 */
@Injectable()
export class PaymentLinkStatusHandler {
  private readonly logger = new Logger(PaymentLinkStatusHandler.name);

  constructor(
    private readonly links: LinksRepository,
    private readonly settlement: LinkSettlement,
  ) {}

  async execute(paymentLinkId: string, meta: RpcMeta, now = new Date()): Promise<PaymentLinkStatusResponse> {
    const own = await this.links.findOwn(paymentLinkId, clinicAccountOf(meta));
    if (!own) throw new DomainError('NOT_FOUND', 'Payment link not found.');
    let link: PaymentLink = own;
    if (link.status === 'pending') {
      try {
        link = await this.settlement.refresh(link, meta.correlationId, now);
      } catch (error) {
        if (!(error instanceof PluralError)) throw error;
        this.logger.warn(
          { err: error, reference: link.reference },
          'Plural not asked; stored status answered',
        );
      }
    }
    return {
      success: true,
      status: link.status,
      payment_link_id: link.pluralLinkId,
      payment_link: link.url,
      consultationId: link.consultationId,
      amount: { value: link.amountPaise, currency: 'INR' },
      expire_by: link.expireBy.toISOString(),
      updatedAt: link.updatedAt.toISOString(),
    };
  }
}
