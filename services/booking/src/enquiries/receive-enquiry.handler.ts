import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  bookingEvents,
  type AppointmentRequest,
  type ConsultationRequest,
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
  consultation: 'Our team will call you to confirm your consultation.',
};

export type EnquiryOf =
  | { kind: 'appointment'; data: AppointmentRequest }
  | { kind: 'insurance'; data: InsuranceQuoteRequest }
  | { kind: 'feedback'; data: Feedback }
  | { kind: 'consultation'; data: ConsultationRequest };

/** Who sent it and how to reach them: the columns the enquiries are listed and searched by. */
const contactsOf = (enquiry: EnquiryOf) => {
  switch (enquiry.kind) {
    case 'appointment':
      return { name: enquiry.data.name, phone: enquiry.data.phoneNumber, email: undefined };
    case 'insurance':
      return { name: enquiry.data.name, phone: enquiry.data.mobileNumber, email: enquiry.data.email };
    case 'feedback':
      return { name: enquiry.data.name, phone: undefined, email: enquiry.data.email };
    case 'consultation':
      return { name: enquiry.data.fullName, phone: enquiry.data.phoneNumber, email: enquiry.data.email };
  }
};

/**
 * booking.cmd.submit-*: stores an appointment request, insurance quote request, feedback or consultation request
 * (the earlier app threw them away) and announces it as booking.evt.enquiry-received.v1, which the confirmation
 * mail follows.
 */
@Injectable()
export class ReceiveEnquiryHandler {
  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(enquiry: EnquiryOf, meta: RpcMeta, now = new Date()): Promise<EnquiryReceivedResponse> {
    const id = randomUUID();
    const { name, phone, email } = contactsOf(enquiry);
    const received = newEvent(
      bookingEvents.enquiryReceived,
      { enquiryId: id, kind: enquiry.kind, name, email, receivedAt: now.toISOString() },
      meta.correlationId,
      now,
    );
    await this.enquiries.create(
      {
        id,
        kind: enquiry.kind,
        name,
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
