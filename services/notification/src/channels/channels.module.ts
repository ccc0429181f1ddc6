import { Module } from '@nestjs/common';
import { MailChannel } from './mail.channel.js';
import { SmsChannel } from './sms.channel.js';
import { WhatsAppChannel } from './whatsapp.channel.js';

/** The ways a message leaves: e-mail (SMTP), WhatsApp (Business Cloud API templates) and SMS. */
@Module({
  providers: [MailChannel, WhatsAppChannel, SmsChannel],
  exports: [MailChannel, WhatsAppChannel, SmsChannel],
})
export class ChannelsModule {}
