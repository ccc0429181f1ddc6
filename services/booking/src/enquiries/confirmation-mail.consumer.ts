import { Injectable } from '@nestjs/common';
import { bookingEvents, type EnquiryReceivedEvent } from '@hp/contracts';
import { Mailer, type EventHandler } from '@hp/service-platform';
import { confirmationMail } from './confirmation-mail.js';

/**
 * Sends the confirmation e-mail of an enquiry that gave an address. A durable consumer of booking's own
 * enquiry-received event, so an SMTP failure is retried later and never fails (or slows) the form's submit.
 */
@Injectable()
export class ConfirmationMailConsumer implements EventHandler<typeof bookingEvents.enquiryReceived, unknown> {
  readonly event = bookingEvents.enquiryReceived;
  readonly name = 'confirmation-mail';

  constructor(private readonly mailer: Mailer) {}

  async handle(event: EnquiryReceivedEvent): Promise<void> {
    if (!event.email) return;
    await this.mailer.send(confirmationMail(event.email, event.name, event.kind, event.enquiryId));
  }
}
