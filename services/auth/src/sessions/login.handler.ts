import { Injectable } from '@nestjs/common';
import type { LoginCommand, SessionIssued } from '@hp/contracts';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { emailLoginKey } from '../accounts/login-key.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { DomainError } from '@hp/service-platform';
import { assertMayLogIn } from './login-allowed.js';
import { SessionIssuer } from './session-issuer.js';
import { sessionIssued } from './session-response.js';

/** auth.cmd.login.v1: users by e-mail, providers by e-mail and entity type. */
@Injectable()
export class LoginHandler {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordHasher,
    private readonly issuer: SessionIssuer,
  ) {}

  async execute(command: LoginCommand): Promise<SessionIssued> {
    const account = await this.accounts.findByLoginKey(emailLoginKey(command));
    // Unknown accounts cost a hash too, so the answer's timing does not tell which e-mails exist.
    const valid = account
      ? await this.passwords.verify(account.passwordHash, command.password)
      : await this.passwords.verifyAgainstNothing(command.password);
    if (!account || !valid) throw new DomainError('AUTH.INVALID_CREDENTIALS');
    // Only after the password: the approval status is nobody else's business.
    assertMayLogIn(account);
    return sessionIssued(account, await this.issuer.start(account));
  }
}
