import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ForgotPasswordResponse, RecoveryTarget } from '@hp/contracts';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { emailLoginKey } from '../accounts/login-key.js';
import type { AuthConfig } from '../config.js';
import { SERVICE_CONFIG } from '@hp/service-platform';
import { OtpStore } from './otp.store.js';
import { ResetCodeSender } from './reset-code-sender.js';

/**
 * auth.cmd.request-password-reset.v1: has the notification service e-mail an OTP when the account exists. The answer is the same either
 * way, and it does not wait for the mail server, so neither its content nor its timing reveals the account.
 */
@Injectable()
export class RequestPasswordResetHandler implements OnApplicationShutdown {
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly otps: OtpStore,
    private readonly sender: ResetCodeSender,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AuthConfig, 'OTP_TTL_SECONDS'>,
    @InjectPinoLogger(RequestPasswordResetHandler.name) private readonly logger: PinoLogger,
  ) {}

  async execute(target: RecoveryTarget, correlationId = 'password-reset'): Promise<ForgotPasswordResponse> {
    const key = emailLoginKey(target);
    const account = await this.accounts.findByLoginKey(key);
    const email = account?.email;
    if (email) {
      const otp = await this.otps.issue(key);
      const minutes = Math.ceil(this.config.OTP_TTL_SECONDS / 60);
      this.sendInBackground(() => this.sender.send(email, otp, minutes, correlationId));
    }
    return {
      message: 'If an account exists for this email, we have sent it a 6-digit code.',
      email: target.email,
    };
  }

  /** Lets mails in flight leave before the process stops. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.sending);
  }

  private sendInBackground(send: () => Promise<void>): void {
    const sending = send()
      .catch((error: unknown) =>
        this.logger.error({ err: error }, 'Could not send the password reset e-mail'),
      )
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }
}
