import { Injectable, Logger } from '@nestjs/common';
import {
  entityTypeLabel,
  verificationEvents,
  type RegisterProviderResponse,
  type RegisterProviderCommandSchema,
} from '@hp/contracts';
import { newEvent, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import type { z } from 'zod/mini';
import { AuthLogins } from './auth-logins.js';
import { ProvidersRepository } from './providers.repository.js';

type Command = z.output<typeof RegisterProviderCommandSchema>;

/**
 * verification.cmd.register-provider.v1: auth makes the login first (a taken e-mail stops here, with nothing
 * stored), then the profile is stored as pending with its provider-registered event. If that store fails, auth is
 * asked to remove the login again (auth.cmd.remove-pending-provider-login.v1), so nothing is left behind.
 */
@Injectable()
export class RegisterProviderHandler {
  private readonly logger = new Logger(RegisterProviderHandler.name);

  constructor(
    private readonly logins: AuthLogins,
    private readonly providers: ProvidersRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async execute({ registration, licence }: Command, meta: RpcMeta): Promise<RegisterProviderResponse> {
    const { entityType, name, email, phone, password } = registration;
    const accountId = await this.logins.create({ entityType, name, email, phone, password }, meta);
    const now = new Date();
    const registered = (row: { id: string }) =>
      newEvent(
        verificationEvents.providerRegistered,
        { providerId: row.id, accountId, entityType, name, email, registeredAt: now.toISOString() },
        meta.correlationId,
        now,
      );
    let id: string;
    try {
      ({ id } = await this.providers.create(
        {
          accountId,
          entityType,
          name,
          email,
          phone,
          address: registration.address,
          location: registration.location,
          state: registration.state,
          hfrId: registration.hfrId ?? null,
          numberOfDoctors: registration.numberOfDoctors,
          specializations: registration.specializations,
          acceptsEmi: registration.acceptsEMI === 'yes',
          acceptsInsurance: registration.acceptsInsurance === 'yes',
          licenceKey: licence?.key ?? null,
          licenceFileName: licence?.fileName ?? null,
          licenceKind: licence?.kind ?? null,
          licenceSize: licence?.size ?? null,
          createdAt: now,
        },
        registered,
      ));
    } catch (error) {
      // Auth made the login, our own database then failed: ask auth to remove it again so that the e-mail is free
      // to register once more; the registration still fails with the original error.
      await this.undoLogin(accountId, meta, error);
      throw error;
    }
    this.relay.nudge();
    return {
      message: `Registration successful. Your ${entityTypeLabel[entityType].toLowerCase()} account is waiting for admin approval.`,
      id,
    };
  }

  private async undoLogin(accountId: string, meta: RpcMeta, cause: unknown): Promise<void> {
    const log = { err: cause, accountId, correlationId: meta.correlationId };
    try {
      const removed = await this.logins.removePending(accountId, meta);
      this.logger.error(
        { ...log, loginRemoved: removed },
        removed
          ? 'Provider profile not stored; its login was removed again'
          : 'Provider profile not stored; auth kept the login (no longer pending, or used)',
      );
    } catch (undoError) {
      // Auth is unreachable too: the login stays pending (it cannot sign in) until an operator removes it.
      this.logger.error(
        { ...log, undoError },
        'Provider profile not stored; its pending login could not be removed',
      );
    }
  }
}
