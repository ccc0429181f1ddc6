import { Injectable, Logger } from '@nestjs/common';
import { verificationEvents, type ProviderApprovedEvent, type ProviderRejectedEvent } from '@hp/contracts';
import type { EventContext, EventHandler } from '@hp/service-platform';
import type { Prisma } from '../generated/prisma/client.js';
import { ClinicsRepository } from './clinics.repository.js';

type Tx = Prisma.TransactionClient;

/**
 * verification.evt.provider-approved.v1: an approved clinic can be booked (its name, contacts and number of doctors,
 * each slot's places). Pharmacies and labs are not kept here. Durable consumer `booking-clinic-approved`; a
 * redelivered event is dropped by its id (processed_events, in the same transaction).
 */
@Injectable()
export class ClinicApprovedConsumer implements EventHandler<typeof verificationEvents.providerApproved, Tx> {
  readonly event = verificationEvents.providerApproved;
  readonly name = 'clinic-approved';
  private readonly logger = new Logger(ClinicApprovedConsumer.name);

  constructor(private readonly clinics: ClinicsRepository) {}

  async handle(event: ProviderApprovedEvent, { envelope, tx }: EventContext<ProviderApprovedEvent, Tx>) {
    if (event.entityType !== 'clinic') return;
    await this.clinics.upsertApproved(tx, event);
    this.logger.log(
      { providerId: event.providerId, doctors: event.numberOfDoctors, correlationId: envelope.correlationId },
      'Clinic open for consultations',
    );
  }
}

/** verification.evt.provider-rejected.v1: a clinic kept here takes no new bookings (`booking-clinic-rejected`). */
@Injectable()
export class ClinicRejectedConsumer implements EventHandler<typeof verificationEvents.providerRejected, Tx> {
  readonly event = verificationEvents.providerRejected;
  readonly name = 'clinic-rejected';
  private readonly logger = new Logger(ClinicRejectedConsumer.name);

  constructor(private readonly clinics: ClinicsRepository) {}

  async handle(event: ProviderRejectedEvent, { envelope, tx }: EventContext<ProviderRejectedEvent, Tx>) {
    if (event.entityType !== 'clinic') return;
    const closed = await this.clinics.deactivate(tx, event.providerId);
    this.logger.log(
      { providerId: event.providerId, correlationId: envelope.correlationId, closed },
      closed ? 'Clinic closed for consultations' : 'Rejected clinic was not bookable',
    );
  }
}
