import { Role } from '../common/roles.js';
import { defineRoutes } from '../http/route.js';
import { EnquiryListQuerySchema, EnquiryListResponseSchema } from './admin.js';
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
  adminListEnquiries: {
    method: 'GET',
    path: '/api/admin/enquiries',
    tag,
    access: [Role.Admin],
    summary:
      'The stored enquiries (appointment requests, insurance quotes, consultation requests, feedback), newest first: search by name, phone or e-mail, filter by kind, the counters, and `nextCursor` for the next page',
    query: EnquiryListQuerySchema,
    response: EnquiryListResponseSchema,
    successStatus: 200,
    command: bookingCommands.listEnquiries,
  },
});
