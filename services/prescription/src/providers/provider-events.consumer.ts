import { Injectable, Logger } from '@nestjs/common';
import {
  verificationEvents,
  type PrescriptionType,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
} from '@hp/contracts';
import type { EventContext, EventHandler } from '@hp/service-platform';
import type { Prisma } from '../generated/prisma/client.js';
import { ApprovedProvidersRepository } from './approved-providers.repository.js';

type Tx = Prisma.TransactionClient;

/** Only pharmacies and laboratories take prescriptions; a clinic's decision is not kept here. */
const takesPrescriptions = (type: string): type is PrescriptionType => type === 'pharmacy' || type === 'lab';

/** verification.evt.provider-approved.v1: an approved pharmacy or lab may now receive prescriptions. */
@Injectable()
export class ProviderApprovedConsumer implements EventHandler<
  typeof verificationEvents.providerApproved,
  Tx
> {
  readonly event = verificationEvents.providerApproved;
  readonly name = 'provider-approved';
  private readonly logger = new Logger(ProviderApprovedConsumer.name);

  constructor(private readonly providers: ApprovedProvidersRepository) {}

  async handle(event: ProviderApprovedEvent, { envelope, tx }: EventContext<ProviderApprovedEvent, Tx>) {
    const { entityType } = event;
    if (!takesPrescriptions(entityType)) return;
    await this.providers.upsert(tx, { ...event, entityType });
    this.logger.log(
      { providerId: event.providerId, entityType, correlationId: envelope.correlationId },
      'Provider may receive prescriptions',
    );
  }
}

/** verification.evt.provider-rejected.v1: the provider does not (or no longer) receive prescriptions. */
@Injectable()
export class ProviderRejectedConsumer implements EventHandler<
  typeof verificationEvents.providerRejected,
  Tx
> {
  readonly event = verificationEvents.providerRejected;
  readonly name = 'provider-rejected';
  private readonly logger = new Logger(ProviderRejectedConsumer.name);

  constructor(private readonly providers: ApprovedProvidersRepository) {}

  async handle(event: ProviderRejectedEvent, { envelope, tx }: EventContext<ProviderRejectedEvent, Tx>) {
    if (!takesPrescriptions(event.entityType)) return;
    const removed = await this.providers.remove(tx, event.providerId);
    this.logger.log(
      { providerId: event.providerId, correlationId: envelope.correlationId, removed },
      removed ? 'Provider no longer receives prescriptions' : 'Rejected provider was not kept',
    );
  }
}
