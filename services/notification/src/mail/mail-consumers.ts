import { Inject, Injectable } from '@nestjs/common';
import {
  authEventDefinitions,
  bookingEvents,
  paymentEvents,
  prescriptionEvents,
  type EnquiryReceivedEvent,
  type MembershipActivatedEvent,
  type OrderPaidEvent,
  type PrescriptionSubmittedEvent,
} from '@hp/contracts';
import { SERVICE_CONFIG, type EventHandler } from '@hp/service-platform';
import { MailChannel } from '../channels/mail.channel.js';
import type { NotificationConfig } from '../config.js';
import { PrescriptionFileLinks } from './prescription-file-links.js';
import { confirmationMail } from './templates/confirmation-mail.js';
import { membershipMail, senderName } from './templates/membership-mail.js';
import { receiptMail } from './templates/receipt-mail.js';
import { submissionMail } from './templates/submission-mail.js';

// Durable consumers of other services' events, one mail each. The platform records the event id in
// processed_events in the handler's transaction: a duplicate delivery sends nothing; an SMTP failure throws, so
// the event is retried later (and dead-lettered after the policy's last try), never lost.

/** booking.evt.enquiry-received.v1: the enquirer's confirmation, when the form gave an address. */
@Injectable()
export class EnquiryMailConsumer implements EventHandler<typeof bookingEvents.enquiryReceived, unknown> {
  readonly event = bookingEvents.enquiryReceived;
  readonly name = 'enquiry-mail';
  constructor(private readonly mail: MailChannel) {}

  async handle(event: EnquiryReceivedEvent): Promise<void> {
    if (!event.email) return;
    await this.mail.send(confirmationMail(event.email, event.name, event.kind, event.enquiryId));
  }
}

/** payment.evt.order-paid.v1: the payer's receipt. */
@Injectable()
export class ReceiptMailConsumer implements EventHandler<typeof paymentEvents.orderPaid, unknown> {
  readonly event = paymentEvents.orderPaid;
  readonly name = 'receipt-mail';
  constructor(private readonly mail: MailChannel) {}

  async handle(order: OrderPaidEvent): Promise<void> {
    await this.mail.send(receiptMail(order));
  }
}

/** auth.evt.membership-activated.v1: the member's confirmation (new or extended), under the sender's brand. */
@Injectable()
export class MembershipMailConsumer implements EventHandler<
  typeof authEventDefinitions.membershipActivated,
  unknown
> {
  readonly event = authEventDefinitions.membershipActivated;
  readonly name = 'membership-mail';
  private readonly brand: string | null;
  constructor(
    private readonly mail: MailChannel,
    @Inject(SERVICE_CONFIG) config: Pick<NotificationConfig, 'MAIL_FROM'>,
  ) {
    this.brand = senderName(config.MAIL_FROM);
  }

  async handle(event: MembershipActivatedEvent): Promise<void> {
    await this.mail.send(membershipMail(event, this.brand));
  }
}

/**
 * prescription.evt.submitted.v1: the pharmacy's or lab's mail with a time-limited link to the file. The link is
 * asked of prescription at send time (prescription.query.mail-file-link.v1), so it is valid for its full time
 * from the moment the mail leaves, however late the event is handled; prescription unreachable means retry later.
 */
@Injectable()
export class SubmissionMailConsumer implements EventHandler<typeof prescriptionEvents.submitted, unknown> {
  readonly event = prescriptionEvents.submitted;
  readonly name = 'submission-mail';
  constructor(
    private readonly mail: MailChannel,
    private readonly links: PrescriptionFileLinks,
  ) {}

  async handle(event: PrescriptionSubmittedEvent): Promise<void> {
    const link = await this.links.forMail(event.submissionId);
    await this.mail.send(submissionMail(event, link));
  }
}

export const MAIL_CONSUMERS = [
  EnquiryMailConsumer,
  ReceiptMailConsumer,
  MembershipMailConsumer,
  SubmissionMailConsumer,
] as const;
