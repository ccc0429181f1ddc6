import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  bookingEvents,
  type AppointmentRequest,
  type EnquiryKind,
  type EnquiryReceivedResponse,
  type Feedback,
  type InsuranceQuoteRequest,
} from '@hp/contracts';
import { newEvent, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import { EnquiriesRepository } from './enquiries.repository.js';

/** The acknowledgement of each kind: the body of the spec's toast. */
export const acknowledgement: Record<EnquiryKind, string> = {
  appointment: "We'll confirm your appointment soon.",
  insurance: "We'll contact you soon regarding health insurance options.",
  feedback: 'We appreciate your message and will get back to you soon',
};

export type EnquiryOf =
  | { kind: 'appointment'; data: AppointmentRequest }
  | { kind: 'insurance'; data: InsuranceQuoteRequest }
  | { kind: 'feedback'; data: Feedback };

const contactsOf = (enquiry: EnquiryOf) => {
  switch (enquiry.kind) {
    case 'appointment':
      return { phone: enquiry.data.phoneNumber, email: undefined };
    case 'insurance':
      return { phone: enquiry.data.mobileNumber, email: enquiry.data.email };
    case 'feedback':
      return { phone: undefined, email: enquiry.data.email };
  }
};

/**
 * booking.cmd.submit-*: stores an appointment request, insurance quote request or feedback (the earlier app threw
 * them away) and announces it as booking.evt.enquiry-received.v1, which the confirmation mail follows.
 */
@Injectable()
export class ReceiveEnquiryHandler {
  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(enquiry: EnquiryOf, meta: RpcMeta, now = new Date()): Promise<EnquiryReceivedResponse> {
    const id = randomUUID();
    const { phone, email } = contactsOf(enquiry);
    const received = newEvent(
      bookingEvents.enquiryReceived,
      { enquiryId: id, kind: enquiry.kind, name: enquiry.data.name, email, receivedAt: now.toISOString() },
      meta.correlationId,
      now,
    );
    await this.enquiries.create(
      {
        id,
        kind: enquiry.kind,
        name: enquiry.data.name,
        phone,
        email,
        details: enquiry.data,
        correlationId: meta.correlationId,
      },
      received,
    );
    this.relay.nudge();
    return { id, message: acknowledgement[enquiry.kind] };
  }
}
