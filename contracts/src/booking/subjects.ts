import { defineCommand, defineEvent } from '../messaging/define.js';
import { EnquiryListQuerySchema, EnquiryListResponseSchema } from './admin.js';
import {
  AppointmentRequestSchema,
  ConsultationRequestSchema,
  EnquiryReceivedEventSchema,
  EnquiryReceivedResponseSchema,
  FeedbackSchema,
  InsuranceQuoteRequestSchema,
} from './enquiries.js';

export const bookingCommands = {
  submitAppointmentRequest: defineCommand({
    subject: 'booking.cmd.submit-appointment-request.v1',
    request: AppointmentRequestSchema,
    reply: EnquiryReceivedResponseSchema,
  }),
  submitInsuranceQuoteRequest: defineCommand({
    subject: 'booking.cmd.submit-insurance-quote-request.v1',
    request: InsuranceQuoteRequestSchema,
    reply: EnquiryReceivedResponseSchema,
  }),
  submitFeedback: defineCommand({
    subject: 'booking.cmd.submit-feedback.v1',
    request: FeedbackSchema,
    reply: EnquiryReceivedResponseSchema,
  }),
  submitConsultationRequest: defineCommand({
    subject: 'booking.cmd.submit-consultation-request.v1',
    request: ConsultationRequestSchema,
    reply: EnquiryReceivedResponseSchema,
  }),
  /** Admins only: the stored enquiries, for the admin dashboard. */
  listEnquiries: defineCommand({
    subject: 'booking.query.list-enquiries.v1',
    request: EnquiryListQuerySchema,
    reply: EnquiryListResponseSchema,
  }),
} as const;

export const bookingEvents = {
  enquiryReceived: defineEvent({
    subject: 'booking.evt.enquiry-received.v1',
    schema: EnquiryReceivedEventSchema,
  }),
} as const;
