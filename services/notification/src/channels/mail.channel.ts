import { Injectable } from '@nestjs/common';
import { Mailer, type OutgoingMail } from '@hp/service-platform';

/**
 * The one way e-mail leaves the product: the platform's Mailer (SMTP; maildev locally). Every template of
 * src/mail and src/reminders goes through here, so a change of provider (or a suppression list) is one file.
 */
@Injectable()
export class MailChannel {
  constructor(private readonly mailer: Mailer) {}

  send(mail: OutgoingMail): Promise<void> {
    return this.mailer.send(mail);
  }
}
