import { Injectable } from '@nestjs/common';
import type { MessageResponse, VerifyOtpCommand } from '@hp/contracts';
import { emailLoginKey } from '../accounts/login-key.js';
import { DomainError } from '@hp/service-platform';
import { OtpStore } from './otp.store.js';

/** auth.cmd.verify-otp.v1: a right code is used up and allows one password reset within 10 minutes. */
@Injectable()
export class VerifyOtpHandler {
  constructor(private readonly otps: OtpStore) {}

  async execute(command: VerifyOtpCommand): Promise<MessageResponse> {
    const result = await this.otps.check(emailLoginKey(command), command.otp);
    switch (result) {
      case 'verified':
        return { message: 'OTP verified successfully. You can now set a new password.' };
      case 'invalid':
        throw new DomainError('AUTH.INVALID_OTP');
      case 'attempts-exceeded':
        throw new DomainError('AUTH.OTP_ATTEMPTS_EXCEEDED');
    }
  }
}
