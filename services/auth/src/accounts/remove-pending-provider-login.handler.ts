import { Injectable } from '@nestjs/common';
import type { RemovePendingProviderLoginCommand, RemovePendingProviderLoginResponse } from '@hp/contracts';
import type { RpcMeta } from '@hp/service-platform';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { AccountsRepository } from './accounts.repository.js';

/**
 * auth.cmd.remove-pending-provider-login.v1 (only the verification service may send it: NATS denies it to the
 * gateway): undoes create-provider-login when verification could not store the provider's profile. Only a login
 * still pending that never signed in goes; any other answers `removed: false` and stays. Sent again, it answers false.
 */
@Injectable()
export class RemovePendingProviderLoginHandler {
  constructor(
    private readonly accounts: AccountsRepository,
    @InjectPinoLogger(RemovePendingProviderLoginHandler.name) private readonly logger: PinoLogger,
  ) {}

  async execute(
    { accountId }: RemovePendingProviderLoginCommand,
    meta: RpcMeta,
  ): Promise<RemovePendingProviderLoginResponse> {
    const removed = await this.accounts.removePendingProvider(accountId);
    this.logger.info(
      { accountId, correlationId: meta.correlationId, removed },
      removed ? 'Pending provider login removed' : 'No pending, unused provider login to remove',
    );
    return { removed };
  }
}
