import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  PAYMENT_LINK_DEFAULT_EXPIRY_MINUTES,
  PAYMENT_LINK_MAX_DAYS,
  PAYMENT_LINK_MESSAGES,
  Role,
  type CreatePaymentLinkBody,
  type CreatePaymentLinkResponse,
} from '@hp/contracts';
import { DomainError, OutboxRelay, SERVICE_CONFIG, type RpcMeta } from '@hp/service-platform';
import type { PaymentConfig } from '../config.js';
import { PluralClient, PluralError, type PluralPaymentLinkRequest } from '../plural/plural-client.js';
import { BookingConsultations } from './booking-consultations.js';
import { LinksRepository } from './links.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tail = (id: string, n: number) => id.replace(/[^A-Za-z0-9]/g, '').slice(-n);

/** The signed-in clinic's login (a pharmacy's, a lab's, a patient's or an admin's token is refused). */
export function clinicAccountOf(meta: RpcMeta): string {
  const actor = meta.actor;
  if (!actor || actor.role !== Role.Provider || actor.entityType !== 'clinic' || !UUID.test(actor.id))
    throw new DomainError('AUTH.FORBIDDEN');
  return actor.id;
}

/** The spec's reference: 'CL' plus tails of the clinic id, the consultation id and the time (and 4 random hex). */
export const linkReference = (clinicId: string, consultationId: string, now: number) =>
  `CL${tail(clinicId, 8)}${tail(consultationId, 8)}${now.toString(36)}${randomBytes(2).toString('hex')}`;

/**
 * payment.cmd.create-payment-link.v1 (POST /api/payment/create-link): asks booking whether the consultation
 * (merchant_metadata.requestId) is the signed-in clinic's own (else 404, whatever the body says of clinics), checks
 * the expiry against this server's clock (future, at most 180 days; 15 minutes when absent), asks Plural for the link
 * (the reference as Idempotency-Key) and stores it pending, with its event, in one transaction.
 */
@Injectable()
export class CreatePaymentLinkHandler {
  private readonly logger = new Logger(CreatePaymentLinkHandler.name);

  constructor(
    private readonly booking: BookingConsultations,
    private readonly plural: PluralClient,
    private readonly links: LinksRepository,
    private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentConfig,
  ) {}

  async execute(
    body: CreatePaymentLinkBody,
    meta: RpcMeta,
    now = Date.now(),
  ): Promise<CreatePaymentLinkResponse> {
    const clinicAccountId = clinicAccountOf(meta);
    const expireBy = body.expire_by
      ? new Date(body.expire_by)
      : new Date(now + PAYMENT_LINK_DEFAULT_EXPIRY_MINUTES * 60_000);
    if (expireBy.getTime() <= now)
      throw new DomainError('VALIDATION.FAILED', undefined, { expire_by: PAYMENT_LINK_MESSAGES.expiryPast });
    if (expireBy.getTime() > now + PAYMENT_LINK_MAX_DAYS * 86_400_000)
      throw new DomainError('VALIDATION.FAILED', undefined, {
        expire_by: PAYMENT_LINK_MESSAGES.expiryTooFar,
      });

    const consultation = await this.booking.ofClinic(body.merchant_metadata.requestId, clinicAccountId, meta);
    const reference = linkReference(consultation.clinicId, consultation.consultationId, now);
    const [first = consultation.fullName, ...rest] = consultation.fullName.split(/\s+/);
    const request: PluralPaymentLinkRequest = {
      merchant_payment_link_reference: reference,
      amount: { value: body.amount.value, currency: 'INR' },
      description:
        body.description || `${consultation.serviceType} consultation for ${consultation.fullName}`,
      expire_by: expireBy.toISOString(),
      allowed_payment_methods: body.allowed_payment_methods,
      customer: {
        email_id: body.customer.email_id,
        mobile_number: body.customer.mobile_number,
        country_code: '91',
        first_name: body.customer.first_name || first,
        last_name: body.customer.last_name || rest.join(' ') || first,
      },
      merchant_metadata: {
        requestId: consultation.consultationId,
        serviceType: consultation.serviceType,
        purpose: consultation.purpose.slice(0, 200),
        clinicId: consultation.clinicId,
        entityType: 'clinic',
      },
      ...(body.product_details?.length ? { product_details: body.product_details } : {}),
    };

    let made;
    try {
      made = await this.plural.createPaymentLink(request, reference);
    } catch (error) {
      if (!(error instanceof PluralError)) throw error;
      this.logger.warn(
        { err: error, reference, correlationId: meta.correlationId },
        'Plural refused the link',
      );
      throw new DomainError(
        'PAYMENT.INITIALIZATION_FAILED',
        error.message || 'Failed to generate payment link',
      );
    }
    const link = await this.links.create(
      {
        reference,
        pluralLinkId: made.payment_link_id,
        url: made.payment_link,
        consultationId: consultation.consultationId,
        clinicId: consultation.clinicId,
        clinicAccountId,
        amountPaise: body.amount.value,
        expireBy,
        correlationId: meta.correlationId,
      },
      new Date(now),
    );
    this.relay.nudge();
    this.logger.log(
      { reference, paymentLinkId: link.pluralLinkId, consultationId: link.consultationId },
      'Payment link made',
    );
    return {
      success: true,
      message: 'Payment Link Generated',
      payment_link: link.url,
      payment_link_id: link.pluralLinkId,
      status: link.status,
      expire_by: link.expireBy.toISOString(),
    };
  }
}
