import { Injectable } from '@nestjs/common';
import type { AdminLoginRequest, AdminSessionIssued } from '@hp/contracts';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { loginKey } from '../accounts/login-key.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { DomainError } from '@hp/service-platform';
import { SessionIssuer } from './session-issuer.js';
import { adminSessionIssued } from './session-response.js';

/** auth.cmd.login-admin.v1: admins sign in by phone. */
@Injectable()
export class LoginAdminHandler {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordHasher,
    private readonly issuer: SessionIssuer,
  ) {}

  async execute(command: AdminLoginRequest): Promise<AdminSessionIssued> {
    const account = await this.accounts.findByLoginKey(loginKey.admin(command.phone));
    const valid = account
      ? await this.passwords.verify(account.passwordHash, command.password)
      : await this.passwords.verifyAgainstNothing(command.password);
    if (!account || !valid)
      throw new DomainError('AUTH.INVALID_CREDENTIALS', 'Invalid phone number or password.');
    return adminSessionIssued(account, await this.issuer.start(account));
  }
}
