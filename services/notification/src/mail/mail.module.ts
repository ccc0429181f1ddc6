import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import { NatsRpcClient, natsSettingsOf } from '@hp/service-platform/nats';
import { ChannelsModule } from '../channels/channels.module.js';
import type { NotificationConfig } from '../config.js';
import { MAIL_CONSUMERS } from './mail-consumers.js';
import { PasswordResetCodeController } from './password-reset-code.controller.js';
import { PrescriptionFileLinks } from './prescription-file-links.js';

/** The NATS client this service asks other services with (its own connection, as the notification user). */
export const notificationRpcClient = (config: NotificationConfig) =>
  new NatsRpcClient({
    nats: natsSettingsOf(config),
    name: 'notification-rpc',
    timeoutMs: config.NOTIFICATION_RPC_TIMEOUT_MS,
  });

/** The mails other services' events and auth's password-reset request cause. */
@Module({
  imports: [ChannelsModule],
  controllers: [PasswordResetCodeController],
  providers: [
    { provide: NatsRpcClient, useFactory: notificationRpcClient, inject: [SERVICE_CONFIG] },
    PrescriptionFileLinks,
    ...MAIL_CONSUMERS,
  ],
  exports: [NatsRpcClient],
})
export class MailModule {}
