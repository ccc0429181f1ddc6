import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import { NatsRpcClient } from '@hp/service-platform/nats';
import { PluralModule } from '../plural/plural.module.js';
import { BookingConsultations, bookingRpcClient } from './booking-consultations.js';
import { CreatePaymentLinkHandler } from './create-payment-link.handler.js';
import { LinkSettlement } from './link-settlement.js';
import { LinksController } from './links.controller.js';
import { LinksRepository } from './links.repository.js';
import { PaymentLinkStatusHandler } from './payment-link-status.handler.js';
import { ReconcileLinksJob } from './reconcile-links.job.js';

/** Clinics' payment links: made at Plural for a consultation booking says is theirs; moved by webhooks and lookups. */
@Module({
  imports: [PluralModule],
  controllers: [LinksController],
  providers: [
    { provide: NatsRpcClient, useFactory: bookingRpcClient, inject: [SERVICE_CONFIG] },
    BookingConsultations,
    LinksRepository,
    LinkSettlement,
    CreatePaymentLinkHandler,
    PaymentLinkStatusHandler,
    ReconcileLinksJob,
  ],
  exports: [LinkSettlement],
})
export class LinksModule {}
