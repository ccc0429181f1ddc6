import { defineRoutes } from '../http/route.js';
import {
  AppointmentRequestSchema,
  ConsultationRequestSchema,
  EnquiryReceivedResponseSchema,
  FeedbackSchema,
  InsuranceQuoteRequestSchema,
} from './enquiries.js';
import { bookingCommands } from './subjects.js';

const tag = 'Enquiries';

/**
 * The public forms' submissions. The earlier app sent them nowhere; they are stored by the booking service
 * (new paths, since the spec had none).
 */
export const bookingRoutes = defineRoutes({
  submitAppointmentRequest: {
    method: 'POST',
    path: '/api/enquiries/appointments',
    tag,
    access: 'public',
    rateLimit: 'enquiry',
    summary: 'Request an appointment (the Book Your Visit form)',
    body: AppointmentRequestSchema,
    response: EnquiryReceivedResponseSchema,
    successStatus: 201,
    command: bookingCommands.submitAppointmentRequest,
  },
  submitInsuranceQuoteRequest: {
    method: 'POST',
    path: '/api/enquiries/insurance-quotes',
    tag,
    access: 'public',
    rateLimit: 'enquiry',
    summary: 'Ask for a health-insurance quote',
    body: InsuranceQuoteRequestSchema,
    response: EnquiryReceivedResponseSchema,
    successStatus: 201,
    command: bookingCommands.submitInsuranceQuoteRequest,
  },
  submitFeedback: {
    method: 'POST',
    path: '/api/enquiries/feedback',
    tag,
    access: 'public',
    rateLimit: 'enquiry',
    summary: 'Send feedback (the form on Home)',
    body: FeedbackSchema,
    response: EnquiryReceivedResponseSchema,
    successStatus: 201,
    command: bookingCommands.submitFeedback,
  },
  submitConsultationRequest: {
    method: 'POST',
    path: '/api/enquiries/consultations',
    tag,
    access: 'public',
    rateLimit: 'enquiry',
    summary: 'Request a consultation (the /consultform page)',
    body: ConsultationRequestSchema,
    response: EnquiryReceivedResponseSchema,
    successStatus: 201,
    command: bookingCommands.submitConsultationRequest,
  },
});
