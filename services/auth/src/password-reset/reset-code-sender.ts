import { Injectable } from '@nestjs/common';
import { notificationMailCommands } from '@hp/contracts';
import { NatsRpcClient, natsSettingsOf } from '@hp/service-platform/nats';
import type { AuthConfig } from '../config.js';

/** The NATS client auth asks the notification service with (its own connection, as the auth user). */
export const notificationRpcClient = (config: AuthConfig) =>
  new NatsRpcClient({
    nats: natsSettingsOf(config),
    name: 'auth-rpc',
    timeoutMs: config.AUTH_NOTIFICATION_TIMEOUT_MS,
  });

/**
 * Hands a password-reset code to the notification service, the one sender of e-mail:
 * notification.cmd.send-password-reset-code.v1 is a core NATS request (never persisted in a stream, unlike an
 * event), answered once the SMTP server took the mail.
 */
@Injectable()
export class ResetCodeSender {
  constructor(private readonly rpc: NatsRpcClient) {}

  async send(to: string, code: string, validMinutes: number, correlationId: string): Promise<void> {
    await this.rpc.request(
      notificationMailCommands.sendPasswordResetCode,
      { to, code, validMinutes },
      { correlationId },
    );
  }
}
