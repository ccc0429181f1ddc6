import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  RecoveryTargetSchema,
  ResetPasswordCommandSchema,
  VerifyOtpCommandSchema,
  authSubjects,
  type RecoveryTarget,
  type ResetPasswordCommand,
  type RpcRequest,
  type VerifyOtpCommand,
} from '@hp/contracts';
import { RpcRequestPipe } from '../platform/rpc/rpc-request.pipe.js';
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

  @MessagePattern(authSubjects.requestPasswordReset)
  requestPasswordReset(
    @Payload(new RpcRequestPipe(RecoveryTargetSchema)) request: RpcRequest<RecoveryTarget>,
  ) {
    return this.requestReset.execute(request.data);
  }

  @MessagePattern(authSubjects.verifyOtp)
  verifyOtp(@Payload(new RpcRequestPipe(VerifyOtpCommandSchema)) request: RpcRequest<VerifyOtpCommand>) {
    return this.verifyOtpHandler.execute(request.data);
  }

  @MessagePattern(authSubjects.resetPassword)
  resetPassword(
    @Payload(new RpcRequestPipe(ResetPasswordCommandSchema)) request: RpcRequest<ResetPasswordCommand>,
  ) {
    return this.resetPasswordHandler.execute(request.data);
  }
}
