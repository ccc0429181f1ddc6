import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { WhatsAppWebhookCommand, WhatsAppWebhookVerify } from '@hp/contracts';
import { DomainError, SERVICE_CONFIG } from '@hp/service-platform';
import { z } from 'zod/mini';
import { WhatsAppChannel } from '../channels/whatsapp.channel.js';
import type { NotificationConfig } from '../config.js';
import { ReminderSender } from './reminder-sender.js';
import { RemindersRepository } from './reminders.repository.js';

/** The part of the Cloud API's webhook payload read here: `entry[].changes[].value.statuses[]`. */
const WebhookSchema = z.object({
  object: z.optional(z.string()),
  entry: z.array(
    z.object({
      changes: z.optional(
        z.array(
          z.object({
            field: z.optional(z.string()),
            value: z.object({
              statuses: z.optional(
                z.array(
                  z.object({
                    id: z.string(),
                    status: z.string(),
                    timestamp: z.string(),
                    errors: z.optional(
                      z.array(z.object({ code: z.optional(z.number()), title: z.optional(z.string()) })),
                    ),
                  }),
                ),
              ),
            }),
          }),
        ),
      ),
    }),
  ),
});

/**
 * notification.cmd.receive-whatsapp-status.v1: the WhatsApp Business Cloud API's status callbacks (sent,
 * delivered, read, failed), signed with X-Hub-Signature-256 over the raw body (a wrong or missing signature is
 * refused and changes nothing). Each status is recorded once; a `failed` one sends the SMS fallback at once.
 * Payloads without statuses (incoming messages) are acknowledged and ignored.
 */
@Injectable()
export class WhatsAppStatusHandler {
  private readonly logger = new Logger(WhatsAppStatusHandler.name);

  constructor(
    private readonly whatsApp: WhatsAppChannel,
    private readonly reminders: RemindersRepository,
    private readonly sender: ReminderSender,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  /** notification.query.whatsapp-webhook-challenge.v1: Meta's GET that proves the webhook URL is ours. */
  verify(query: WhatsAppWebhookVerify): number {
    const digest = (text: string) => createHash('sha256').update(text).digest();
    if (!timingSafeEqual(digest(query['hub.verify_token']), digest(this.config.WHATSAPP_VERIFY_TOKEN)))
      throw new DomainError('AUTH.FORBIDDEN', 'The verify token is not ours.');
    return Number(query['hub.challenge']);
  }

  async execute(command: WhatsAppWebhookCommand, now = new Date()): Promise<{ received: true }> {
    if (!this.whatsApp.verifySignature(command.rawBody, command.headers['x-hub-signature-256']))
      throw new DomainError('NOTIFICATION.WEBHOOK_SIGNATURE_INVALID');
    let json: unknown;
    try {
      json = JSON.parse(command.rawBody);
    } catch {
      throw new DomainError('VALIDATION.FAILED', 'The webhook body is not JSON.');
    }
    const parsed = WebhookSchema.safeParse(json);
    if (!parsed.success) throw new DomainError('VALIDATION.FAILED', 'Not a WhatsApp webhook payload.');
    const statuses = parsed.data.entry.flatMap((entry) =>
      (entry.changes ?? []).flatMap((change) => change.value.statuses ?? []),
    );
    for (const status of statuses) {
      const error = status.errors?.[0];
      const recorded = await this.reminders.recordStatus({
        messageId: status.id,
        status: status.status,
        at: new Date(Number(status.timestamp) * 1000),
        ...(error?.code !== undefined ? { errorCode: error.code } : {}),
        ...(error?.title ? { errorTitle: error.title } : {}),
      });
      if (!recorded.known)
        this.logger.warn({ messageId: status.id }, 'Status of an unknown WhatsApp message');
      if (recorded.failedDeliveryId)
        await this.reminders.fallBackOne(now, (due) => this.sender.fallBack(due), recorded.failedDeliveryId);
    }
    return { received: true };
  }
}
