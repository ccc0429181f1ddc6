import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { NotificationConfig } from '../config.js';

/**
 * The confirm/cancel link of a consultation's reminders: `<site>/reminder/<token>`, the token an HMAC of the
 * consultation's id with REMINDER_LINK_SECRET (unguessable without the key, the same for both reminders, so it
 * need not be stored); the database keeps only its sha256, to find the consultation by it.
 */
@Injectable()
export class ReminderLinks {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: NotificationConfig) {}

  tokenOf(consultationId: string): string {
    return createHmac('sha256', this.config.REMINDER_LINK_SECRET)
      .update(`reminder-link:${consultationId}`)
      .digest('base64url');
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  urlOf(consultationId: string): string {
    return new URL(`/reminder/${this.tokenOf(consultationId)}`, this.config.NOTIFICATION_SITE_URL).toString();
  }
}
