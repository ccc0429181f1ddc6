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
import {
  AdminConsultationDetailResponseSchema,
  AdminConsultationsQuerySchema,
  AdminConsultationsResponseSchema,
  UpdateConsultationStatusResponseSchema,
  UpdateConsultationStatusSchema,
} from './consultation-review.js';
import {
  ClinicPatientsQuerySchema,
  ClinicPatientsResponseSchema,
  ConsultationAnswerSchema,
  ConsultationBookingSchema,
  ConsultationDetailResponseSchema,
  ConsultationIdParamsSchema,
  ConsultationListResponseSchema,
  MyConsultationsQuerySchema,
} from './consultations.js';
import { ConsultationSlotsQuerySchema, ConsultationSlotsResponseSchema } from './slots.js';
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

const consultations = 'Consultations';

/**
 * A patient's consultation at an approved clinic (issue 14): the spec's paths where it had them (booking, the admin
 * list and decision, the clinic's patients), new paths for the slots, the patient's own list and the answer to an
 * alternative time. Every role is checked here (the gateway) and again in the booking service.
 */
export const consultationRoutes = defineRoutes({
  bookConsultation: {
    method: 'POST',
    path: '/api/user/consultations',
    tag: consultations,
    access: [Role.User],
    summary:
      "Book a consultation: one of the clinic's half-hour slots (9:00 AM-12:00 PM, 2:00 PM-5:00 PM, India) from today to 90 days ahead; stored pending (under admin review). 409 BOOKING.SLOT_FULL when the slot's places (the clinic's doctors) are taken",
    body: ConsultationBookingSchema,
    response: ConsultationAnswerSchema,
    successStatus: 201,
    command: bookingCommands.bookConsultation,
  },
  consultationSlots: {
    method: 'GET',
    path: '/api/user/consultation-slots',
    tag: consultations,
    access: [Role.User],
    summary:
      "A clinic's slots of one day for the consultation form's dropdown: each slot free (with the places left), full or past",
    query: ConsultationSlotsQuerySchema,
    response: ConsultationSlotsResponseSchema,
    successStatus: 200,
    command: bookingCommands.consultationSlots,
  },
  myConsultations: {
    method: 'GET',
    path: '/api/user/consultations',
    tag: consultations,
    access: [Role.User],
    summary:
      "The caller's own consultations with their statuses, newest first (`nextCursor` for the next page)",
    query: MyConsultationsQuerySchema,
    response: ConsultationListResponseSchema,
    successStatus: 200,
    command: bookingCommands.myConsultations,
  },
  myConsultation: {
    method: 'GET',
    path: '/api/user/consultations/:id',
    tag: consultations,
    access: [Role.User],
    summary: "One of the caller's own consultations (another patient's is a 404)",
    params: ConsultationIdParamsSchema,
    response: ConsultationDetailResponseSchema,
    successStatus: 200,
    command: bookingCommands.myConsultation,
  },
  acceptAlternative: {
    method: 'POST',
    path: '/api/user/consultations/:id/accept-alternative',
    tag: consultations,
    access: [Role.User],
    summary:
      'Accept the alternative time an admin offered (held for 24 h): the consultation then takes place at that time. 409 BOOKING.NO_OPEN_ALTERNATIVE when none is waiting',
    params: ConsultationIdParamsSchema,
    response: ConsultationAnswerSchema,
    successStatus: 200,
    command: bookingCommands.acceptAlternative,
  },
  declineAlternative: {
    method: 'POST',
    path: '/api/user/consultations/:id/decline-alternative',
    tag: consultations,
    access: [Role.User],
    summary:
      'Decline the alternative time an admin offered: the consultation is cancelled and the place freed',
    params: ConsultationIdParamsSchema,
    response: ConsultationAnswerSchema,
    successStatus: 200,
    command: bookingCommands.declineAlternative,
  },
  adminConsultations: {
    method: 'GET',
    path: '/api/admin/pending-clinic-requests',
    tag: consultations,
    access: [Role.Admin],
    summary:
      "Consultation requests, newest first: `search` (patient's name or phone, clinic's name), `status`, the counters by status, and `nextCursor` for the next page",
    query: AdminConsultationsQuerySchema,
    response: AdminConsultationsResponseSchema,
    successStatus: 200,
    command: bookingCommands.adminConsultations,
  },
  adminConsultation: {
    method: 'GET',
    path: '/api/admin/consultations/:id',
    tag: consultations,
    access: [Role.Admin],
    summary: 'One consultation with its audit trail (every decision, by whom and when)',
    params: ConsultationIdParamsSchema,
    response: AdminConsultationDetailResponseSchema,
    successStatus: 200,
    command: bookingCommands.adminConsultation,
  },
  updateConsultationStatus: {
    method: 'PATCH',
    path: '/api/admin/update-status',
    tag: consultations,
    access: [Role.Admin],
    summary:
      'Approve a pending consultation (optionally with an alternative date and time, held 24 h for the patient, and a note) or reject it with a reason. 409 BOOKING.DECISION_NOT_ALLOWED when it is no longer pending',
    body: UpdateConsultationStatusSchema,
    response: UpdateConsultationStatusResponseSchema,
    successStatus: 200,
    command: bookingCommands.updateConsultationStatus,
  },
  clinicPatients: {
    method: 'GET',
    path: '/api/clinic/my-patients',
    tag: consultations,
    access: [Role.Provider],
    summary:
      "The signed-in clinic's own consultations, newest first (a pharmacy's or lab's token is refused); `status` filters, `nextCursor` pages",
    query: ClinicPatientsQuerySchema,
    response: ClinicPatientsResponseSchema,
    successStatus: 200,
    command: bookingCommands.clinicPatients,
  },
});
