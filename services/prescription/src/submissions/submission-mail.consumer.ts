import { Injectable } from '@nestjs/common';
import { prescriptionEvents, type PrescriptionSubmittedEvent } from '@hp/contracts';
import { Mailer, type EventHandler } from '@hp/service-platform';
import { FileLinks } from './file-links.js';
import { submissionMail } from './submission-mail.js';

/**
 * E-mails the provider a new prescription with a time-limited link to the file: a durable consumer of this
 * service's own prescription.evt.submitted.v1, so an SMTP failure is retried later and never fails (or slows) the
 * upload; a duplicate delivery sends nothing (processed_events). Thin on purpose: the notification service will
 * take this over from the same event.
 */
@Injectable()
export class SubmissionMailConsumer implements EventHandler<typeof prescriptionEvents.submitted, unknown> {
  readonly event = prescriptionEvents.submitted;
  readonly name = 'submission-mail';

  constructor(
    private readonly mailer: Mailer,
    private readonly links: FileLinks,
  ) {}

  async handle(event: PrescriptionSubmittedEvent): Promise<void> {
    await this.mailer.send(submissionMail(event, await this.links.forMail(event.file.key)));
  }
}
