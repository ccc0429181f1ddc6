import { Module } from '@nestjs/common';
import { ChannelsModule } from '../channels/channels.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ReminderAnswersHandler } from './reminder-answers.handler.js';
import { REMINDER_CONSUMERS } from './reminder-consumers.js';
import { ReminderLinks } from './reminder-links.js';
import { ReminderSender } from './reminder-sender.js';
import { ReminderSweeperJob } from './reminder-sweeper.job.js';
import { RemindersController } from './reminders.controller.js';
import { RemindersRepository } from './reminders.repository.js';
import { WhatsAppStatusHandler } from './whatsapp-status.handler.js';

/** Reminders of approved consultations (24 h and 2 h before): schedule, sweeper, channels, link answers. */
@Module({
  imports: [ChannelsModule, MailModule],
  controllers: [RemindersController],
  providers: [
    RemindersRepository,
    ReminderLinks,
    ReminderSender,
    ReminderSweeperJob,
    ReminderAnswersHandler,
    WhatsAppStatusHandler,
    ...REMINDER_CONSUMERS,
  ],
})
export class RemindersModule {}
