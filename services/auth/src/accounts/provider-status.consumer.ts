import { Injectable } from '@nestjs/common';
import {
  Role,
  verificationEvents,
  type AccountStatus,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
} from '@hp/contracts';
import type { EventContext, EventHandler } from '@hp/service-platform';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { Prisma } from '../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** Sets a provider login's status in the consumer's transaction (the one that records the event as processed). */
async function setProviderStatus(tx: Tx, accountId: string, status: AccountStatus): Promise<boolean> {
  const { count } = await tx.account.updateMany({
    where: { id: accountId, role: Role.Provider },
    data: { status },
  });
  return count === 1;
}

/** verification.evt.provider-approved.v1: the provider may log in from now on. A duplicate changes nothing. */
@Injectable()
export class ProviderApprovedConsumer implements EventHandler<
  typeof verificationEvents.providerApproved,
  Tx
> {
  readonly event = verificationEvents.providerApproved;
  readonly name = 'provider-approved';

  constructor(@InjectPinoLogger(ProviderApprovedConsumer.name) private readonly logger: PinoLogger) {}

  async handle(event: ProviderApprovedEvent, { envelope, tx }: EventContext<ProviderApprovedEvent, Tx>) {
    const found = await setProviderStatus(tx, event.accountId, 'approved');
    this.logger.info(
      { accountId: event.accountId, correlationId: envelope.correlationId, found },
      found ? 'Provider login approved' : 'Approved provider has no login here',
    );
  }
}

/** verification.evt.provider-rejected.v1: the provider's login answers "not approved" from now on. */
@Injectable()
export class ProviderRejectedConsumer implements EventHandler<
  typeof verificationEvents.providerRejected,
  Tx
> {
  readonly event = verificationEvents.providerRejected;
  readonly name = 'provider-rejected';

  constructor(@InjectPinoLogger(ProviderRejectedConsumer.name) private readonly logger: PinoLogger) {}

  async handle(event: ProviderRejectedEvent, { envelope, tx }: EventContext<ProviderRejectedEvent, Tx>) {
    const found = await setProviderStatus(tx, event.accountId, 'rejected');
    this.logger.info(
      { accountId: event.accountId, correlationId: envelope.correlationId, found },
      found ? 'Provider login rejected' : 'Rejected provider has no login here',
    );
  }
}
