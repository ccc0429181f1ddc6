import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import { NatsRpcClient } from '@hp/service-platform/nats';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { OtpStore } from './otp.store.js';
import { PasswordResetController } from './password-reset.controller.js';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';
import { notificationRpcClient, ResetCodeSender } from './reset-code-sender.js';
import { ResetPasswordHandler } from './reset-password.handler.js';
import { VerifyOtpHandler } from './verify-otp.handler.js';

@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [PasswordResetController],
  providers: [
    { provide: NatsRpcClient, useFactory: notificationRpcClient, inject: [SERVICE_CONFIG] },
    ResetCodeSender,
    OtpStore,
    RequestPasswordResetHandler,
    VerifyOtpHandler,
    ResetPasswordHandler,
  ],
})
export class PasswordResetModule {}
