import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { notificationReminderCommands as commands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { ReminderAnswersHandler } from './reminder-answers.handler.js';
import { WhatsAppStatusHandler } from './whatsapp-status.handler.js';

@Controller()
export class RemindersController {
  constructor(
    private readonly answers: ReminderAnswersHandler,
    private readonly statuses: WhatsAppStatusHandler,
  ) {}

  @OnCommand(commands.reminderLink)
  view(@Payload() { data }: CommandRequest<typeof commands.reminderLink>) {
    return this.answers.view(data.token);
  }

  @OnCommand(commands.confirmByReminder)
  confirm(@Payload() { data }: CommandRequest<typeof commands.confirmByReminder>) {
    return this.answers.confirm(data.token);
  }

  @OnCommand(commands.cancelByReminder)
  cancel(@Payload() { data, meta }: CommandRequest<typeof commands.cancelByReminder>) {
    return this.answers.cancel(data.token, meta);
  }

  @OnCommand(commands.verifyWhatsAppWebhook)
  verifyWhatsAppWebhook(@Payload() { data }: CommandRequest<typeof commands.verifyWhatsAppWebhook>) {
    return this.statuses.verify(data);
  }

  @OnCommand(commands.receiveWhatsAppStatus)
  whatsAppStatus(@Payload() { data }: CommandRequest<typeof commands.receiveWhatsAppStatus>) {
    return this.statuses.execute(data);
  }
}
