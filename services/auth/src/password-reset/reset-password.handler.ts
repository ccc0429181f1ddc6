import { Injectable } from '@nestjs/common';
import type { MessageResponse, ResetPasswordCommand } from '@hp/contracts';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { emailLoginKey } from '../accounts/login-key.js';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { DomainError } from '@hp/service-platform';
import { SessionRevoker } from '../sessions/session-revoker.js';
import { OtpStore } from './otp.store.js';

/**
 * auth.cmd.reset-password.v1: the spec's payload carries no OTP, so a reset needs the one-time "verified" mark
 * that verify-otp left for this account. A new password ends every session of the account.
 */
@Injectable()
export class ResetPasswordHandler {
  constructor(
    private readonly otps: OtpStore,
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordHasher,
    private readonly revoker: SessionRevoker,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<MessageResponse> {
    const key = emailLoginKey(command);
    if (!(await this.otps.consumeVerification(key))) throw new DomainError('AUTH.OTP_NOT_VERIFIED');
    const account = await this.accounts.findByLoginKey(key);
    if (!account) throw new DomainError('AUTH.OTP_NOT_VERIFIED');
    await this.accounts.updatePassword(account.id, await this.passwords.hash(command.newPassword));
    await this.revoker.revokeAllOf(account.id, 'password_reset');
    return { message: 'Password reset successful. Please log in with your new password.' };
  }
}
