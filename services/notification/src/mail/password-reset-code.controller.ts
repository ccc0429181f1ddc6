import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { notificationMailCommands as commands, type MailSentReply } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { MailChannel } from '../channels/mail.channel.js';
import { otpMail } from './templates/password-reset-mail.js';

/**
 * notification.cmd.send-password-reset-code.v1 (only auth may send it): mails the code and answers once the SMTP
 * server took it. A request, not an event: the code lives in no stream, and a lost one is simply asked again.
 */
@Controller()
export class PasswordResetCodeController {
  constructor(private readonly mail: MailChannel) {}

  @OnCommand(commands.sendPasswordResetCode)
  async send(
    @Payload() { data }: CommandRequest<typeof commands.sendPasswordResetCode>,
  ): Promise<MailSentReply> {
    await this.mail.send(otpMail(data.to, data.code, data.validMinutes, data.language ?? 'en'));
    return { sent: true };
  }
}
