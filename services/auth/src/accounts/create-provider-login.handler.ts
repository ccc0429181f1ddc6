import { Injectable } from '@nestjs/common';
import type { CreateProviderLoginCommand, CreateProviderLoginResponse } from '@hp/contracts';
import { DomainError } from '@hp/service-platform';
import { AccountsRepository, LoginKeyTakenError } from './accounts.repository.js';
import { PasswordHasher } from './password-hasher.js';

/**
 * auth.cmd.create-provider-login.v1 (only the verification service may send it): a clinic, pharmacy or lab login,
 * pending until verification announces the admin's decision. One login per e-mail and kind.
 */
@Injectable()
export class CreateProviderLoginHandler {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  async execute(command: CreateProviderLoginCommand): Promise<CreateProviderLoginResponse> {
    const { password, ...profile } = command;
    try {
      const account = await this.accounts.createProvider({
        ...profile,
        status: 'pending',
        passwordHash: await this.passwords.hash(password),
      });
      return { accountId: account.id };
    } catch (error) {
      if (!(error instanceof LoginKeyTakenError)) throw error;
      throw new DomainError(
        'AUTH.EMAIL_TAKEN',
        `A ${command.entityType} account with this email already exists. Please log in, or register with another email.`,
      );
    }
  }
}
