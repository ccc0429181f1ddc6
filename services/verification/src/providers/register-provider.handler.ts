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
 * stored), then the profile is stored as pending with its provider-registered event.
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
      // The login exists and stays pending (it cannot sign in); the person can ask support or register again
      // once an operator removed it. Rare: our own database failed right after auth answered.
      this.logger.error(
        { err: error, accountId, correlationId: meta.correlationId },
        'Provider login made, profile not stored',
      );
      throw error;
    }
    this.relay.nudge();
    return {
      message: `Registration successful. Your ${entityTypeLabel[entityType].toLowerCase()} account is waiting for admin approval.`,
      id,
    };
  }
}
