import { Injectable } from '@nestjs/common';
import { authCommands, type CreateProviderLoginCommand } from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import { NatsRpcClient, natsSettingsOf, RpcCallError } from '@hp/service-platform/nats';
import type { VerificationConfig } from '../config.js';

/** The NATS client this service calls auth with (its own connection, as the verification user). */
export const authRpcClient = (config: VerificationConfig) =>
  new NatsRpcClient({
    nats: natsSettingsOf(config),
    name: 'verification-rpc',
    timeoutMs: config.VERIFICATION_AUTH_TIMEOUT_MS,
  });

/**
 * The auth service's side of a registration: the provider's login (auth owns every credential), made first and
 * removed again if the profile cannot be stored. Its failures come
 * back as the auth service's own codes (a taken e-mail: AUTH.EMAIL_TAKEN, 409), or UPSTREAM.* when auth is down.
 */
@Injectable()
export class AuthLogins {
  constructor(private readonly rpc: NatsRpcClient) {}

  async create(login: CreateProviderLoginCommand, meta: RpcMeta): Promise<string> {
    try {
      const reply = await this.rpc.request(authCommands.createProviderLogin, login, {
        correlationId: meta.correlationId,
      });
      return reply.accountId;
    } catch (error) {
      if (error instanceof RpcCallError) throw new DomainError(error.code, error.message, error.fields);
      throw error;
    }
  }

  /**
   * Undoes `create` when the profile could not be stored: auth removes the login if it is still pending and never
   * used. True if it did; an error if auth could not be asked (the caller logs it and keeps its own error).
   */
  async removePending(accountId: string, meta: RpcMeta): Promise<boolean> {
    const reply = await this.rpc.request(
      authCommands.removePendingProviderLogin,
      { accountId },
      { correlationId: meta.correlationId },
    );
    return reply.removed;
  }
}
