import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import { MailChannel } from '../channels/mail.channel.js';
import { SmsChannel } from '../channels/sms.channel.js';
import { WhatsAppChannel } from '../channels/whatsapp.channel.js';
import type { NotificationConfig } from '../config.js';
import {
  reminderMail,
  reminderSms,
  reminderTemplateParameters,
  type ReminderFacts,
} from './reminder-messages.js';
import { ReminderLinks } from './reminder-links.js';
import type { DeliveryRecord, DueReminder } from './reminders.repository.js';

/**
 * Sends one reminder on its channels: e-mail (when the patient's address is known) and WhatsApp (its template);
 * SMS at once when WhatsApp refuses the message, or later (`fallBack`) when it fails or is not delivered in time.
 * A channel's failure is recorded, never thrown: the other channels' messages are not sent again for it.
 */
@Injectable()
export class ReminderSender {
  private readonly logger = new Logger(ReminderSender.name);

  constructor(
    private readonly mail: MailChannel,
    private readonly whatsApp: WhatsAppChannel,
    private readonly sms: SmsChannel,
    private readonly links: ReminderLinks,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async send(reminder: DueReminder, now: Date): Promise<DeliveryRecord[]> {
    const facts = this.factsOf(reminder);
    const deliveries: DeliveryRecord[] = [];
    if (reminder.email) {
      try {
        await this.mail.send(reminderMail(reminder.email, facts));
        deliveries.push({ channel: 'email', status: 'accepted' });
      } catch (error) {
        this.logger.warn({ err: error, reminderId: reminder.id }, 'Reminder e-mail not sent');
        deliveries.push({ channel: 'email', status: 'failed', error: String(error).slice(0, 500) });
      }
    }
    const sent = await this.whatsApp.sendTemplate({
      to: reminder.phone,
      template: this.config.WHATSAPP_REMINDER_TEMPLATE,
      language: 'en',
      parameters: reminderTemplateParameters(facts),
    });
    if (sent.ok) {
      const deadline = now.getTime() + this.config.REMINDER_WHATSAPP_DELIVERY_TIMEOUT_SECONDS * 1000;
      deliveries.push({
        channel: 'whatsapp',
        status: 'accepted',
        providerMessageId: sent.messageId,
        fallbackDueAt: new Date(deadline),
      });
      return deliveries;
    }
    this.logger.warn(
      { reminderId: reminder.id, error: sent.error },
      'WhatsApp refused the reminder; SMS instead',
    );
    deliveries.push({
      channel: 'whatsapp',
      status: 'failed',
      error: sent.error.slice(0, 500),
      fallbackAt: now,
    });
    deliveries.push(await this.fallBack(reminder));
    return deliveries;
  }

  /** The SMS that stands in for a WhatsApp message that failed or was not delivered. */
  async fallBack(reminder: DueReminder): Promise<DeliveryRecord> {
    const sent = await this.sms.send(reminder.phone, reminderSms(this.factsOf(reminder)));
    if (sent.ok) return { channel: 'sms', status: 'accepted', providerMessageId: sent.messageId };
    this.logger.error({ reminderId: reminder.id, error: sent.error }, 'Reminder SMS not sent');
    return { channel: 'sms', status: 'failed', error: sent.error.slice(0, 500) };
  }

  private factsOf(reminder: DueReminder): ReminderFacts {
    return {
      fullName: reminder.fullName,
      clinicName: reminder.clinicName,
      date: reminder.date,
      time: reminder.time,
      link: this.links.urlOf(reminder.consultationId),
    };
  }
}
