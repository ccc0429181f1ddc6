import { Injectable, Logger } from '@nestjs/common';
import {
  verificationEvents,
  type EventEnvelope,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
} from '@hp/contracts';
import type { EventContext, EventHandler } from '@hp/service-platform';
import type { Prisma } from '../generated/prisma/client.js';
import { ListingsCache } from './listings.cache.js';
import { ListingsRepository } from './listings.repository.js';

type Tx = Prisma.TransactionClient;

/** verification.evt.provider-approved.v1: the provider is listed (the event carries its public details). */
@Injectable()
export class ProviderApprovedConsumer implements EventHandler<
  typeof verificationEvents.providerApproved,
  Tx
> {
  readonly event = verificationEvents.providerApproved;
  readonly name = 'provider-approved';
  private readonly logger = new Logger(ProviderApprovedConsumer.name);

  constructor(
    private readonly listings: ListingsRepository,
    private readonly cache: ListingsCache,
  ) {}

  async handle(event: ProviderApprovedEvent, { envelope, tx }: EventContext<ProviderApprovedEvent, Tx>) {
    await this.listings.upsert(tx, event);
    this.logger.log(
      { providerId: event.providerId, entityType: event.entityType, correlationId: envelope.correlationId },
      'Provider listed',
    );
  }

  afterCommit(_event: ProviderApprovedEvent, _envelope: EventEnvelope<ProviderApprovedEvent>) {
    return this.cache.invalidate();
  }
}

/** verification.evt.provider-rejected.v1: the provider is not (or no longer) listed. */
@Injectable()
export class ProviderRejectedConsumer implements EventHandler<
  typeof verificationEvents.providerRejected,
  Tx
> {
  readonly event = verificationEvents.providerRejected;
  readonly name = 'provider-rejected';
  private readonly logger = new Logger(ProviderRejectedConsumer.name);

  constructor(
    private readonly listings: ListingsRepository,
    private readonly cache: ListingsCache,
  ) {}

  async handle(event: ProviderRejectedEvent, { envelope, tx }: EventContext<ProviderRejectedEvent, Tx>) {
    const removed = await this.listings.remove(tx, event.providerId);
    this.logger.log(
      { providerId: event.providerId, correlationId: envelope.correlationId, removed },
      removed ? 'Provider taken off the directory' : 'Rejected provider was not listed',
    );
  }

  afterCommit(_event: ProviderRejectedEvent, _envelope: EventEnvelope<ProviderRejectedEvent>) {
    return this.cache.invalidate();
  }
}
