import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { OtpStore } from './otp.store.js';
import { PasswordResetController } from './password-reset.controller.js';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';
import { ResetPasswordHandler } from './reset-password.handler.js';
import { VerifyOtpHandler } from './verify-otp.handler.js';

@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [PasswordResetController],
  providers: [OtpStore, RequestPasswordResetHandler, VerifyOtpHandler, ResetPasswordHandler],
})
export class PasswordResetModule {}
