import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { authCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';
import { ResetPasswordHandler } from './reset-password.handler.js';
import { VerifyOtpHandler } from './verify-otp.handler.js';

@Controller()
export class PasswordResetController {
  constructor(
    private readonly requestReset: RequestPasswordResetHandler,
    private readonly verifyOtpHandler: VerifyOtpHandler,
    private readonly resetPasswordHandler: ResetPasswordHandler,
  ) {}

  @OnCommand(authCommands.requestPasswordReset)
  requestPasswordReset(@Payload() request: CommandRequest<typeof authCommands.requestPasswordReset>) {
    return this.requestReset.execute(request.data, request.meta.correlationId);
  }

  @OnCommand(authCommands.verifyOtp)
  verifyOtp(@Payload() request: CommandRequest<typeof authCommands.verifyOtp>) {
    return this.verifyOtpHandler.execute(request.data);
  }

  @OnCommand(authCommands.resetPassword)
  resetPassword(@Payload() request: CommandRequest<typeof authCommands.resetPassword>) {
    return this.resetPasswordHandler.execute(request.data);
  }
}
