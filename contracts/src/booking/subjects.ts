import { defineCommand, defineEvent } from '../messaging/define.js';
import { PublicationRangesQuerySchema, PublicationRangesSchema } from '../common/publication.js';
import { EnquiryListQuerySchema, EnquiryListResponseSchema } from './admin.js';
import { PublishedSlotsQuerySchema, PublishedSlotsSchema } from './publication.js';
import {
  AdminConsultationDetailResponseSchema,
  AdminConsultationsQuerySchema,
  AdminConsultationsResponseSchema,
  UpdateConsultationStatusResponseSchema,
  UpdateConsultationStatusSchema,
} from './consultation-review.js';
import {
  CancelForPatientReplySchema,
  CancelForPatientSchema,
  ConsultationCancelledEventSchema,
  ClinicConsultationQuerySchema,
  ClinicConsultationReplySchema,
  ClinicPatientsQuerySchema,
  ClinicPatientsResponseSchema,
  ConsultationAlternativeSettledEventSchema,
  ConsultationAnswerSchema,
  ConsultationApprovedEventSchema,
  ConsultationBookingSchema,
  ConsultationDetailResponseSchema,
  ConsultationIdParamsSchema,
  ConsultationListResponseSchema,
  ConsultationRejectedEventSchema,
  ConsultationRequestedEventSchema,
  MyConsultationsQuerySchema,
} from './consultations.js';
import { ConsultationSlotsQuerySchema, ConsultationSlotsResponseSchema } from './slots.js';
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

  // ---- consultations at approved clinics (issue 14) ----
  /** A patient books a slot at a clinic (role 300; the patient is the caller). */
  bookConsultation: defineCommand({
    subject: 'booking.cmd.book-consultation.v1',
    request: ConsultationBookingSchema,
    reply: ConsultationAnswerSchema,
  }),
  consultationSlots: defineCommand({
    subject: 'booking.query.consultation-slots.v1',
    request: ConsultationSlotsQuerySchema,
    reply: ConsultationSlotsResponseSchema,
  }),
  /** The caller's own consultations (patients). */
  myConsultations: defineCommand({
    subject: 'booking.query.my-consultations.v1',
    request: MyConsultationsQuerySchema,
    reply: ConsultationListResponseSchema,
  }),
  /** One of the caller's own consultations; another patient's is NOT_FOUND. */
  myConsultation: defineCommand({
    subject: 'booking.query.my-consultation.v1',
    request: ConsultationIdParamsSchema,
    reply: ConsultationDetailResponseSchema,
  }),
  acceptAlternative: defineCommand({
    subject: 'booking.cmd.accept-alternative.v1',
    request: ConsultationIdParamsSchema,
    reply: ConsultationAnswerSchema,
  }),
  declineAlternative: defineCommand({
    subject: 'booking.cmd.decline-alternative.v1',
    request: ConsultationIdParamsSchema,
    reply: ConsultationAnswerSchema,
  }),
  /** Admins only: the consultations with search, status filter, counters and keyset pages. */
  adminConsultations: defineCommand({
    subject: 'booking.query.admin-consultations.v1',
    request: AdminConsultationsQuerySchema,
    reply: AdminConsultationsResponseSchema,
  }),
  /** Admins only: one consultation with its audit trail. */
  adminConsultation: defineCommand({
    subject: 'booking.query.admin-consultation.v1',
    request: ConsultationIdParamsSchema,
    reply: AdminConsultationDetailResponseSchema,
  }),
  /** Admins only: approve (optionally with an alternative time) or reject a pending consultation. */
  updateConsultationStatus: defineCommand({
    subject: 'booking.cmd.update-consultation-status.v1',
    request: UpdateConsultationStatusSchema,
    reply: UpdateConsultationStatusResponseSchema,
  }),
  /** Approved clinics (role 400, entity type clinic): their own consultations only. */
  clinicPatients: defineCommand({
    subject: 'booking.query.clinic-patients.v1',
    request: ClinicPatientsQuerySchema,
    reply: ClinicPatientsResponseSchema,
  }),
  /** Services only (payment): one consultation if it is the given clinic login's own, else NOT_FOUND. */
  clinicConsultation: defineCommand({
    subject: 'booking.query.clinic-consultation.v1',
    request: ClinicConsultationQuerySchema,
    reply: ClinicConsultationReplySchema,
  }),
  /** Services only (notification): the patient cancelled from a reminder's link; frees the place. */
  cancelForPatient: defineCommand({
    subject: 'booking.cmd.cancel-for-patient.v1',
    request: CancelForPatientSchema,
    reply: CancelForPatientReplySchema,
  }),

  // ---- the FHIR layer's reads (issue 17) ----
  /** The gateway's FHIR layer: the offered slots with their places left, in keyset pages (see publication.ts). */
  publishedSlots: defineCommand({
    subject: 'booking.query.published-slots.v1',
    request: PublishedSlotsQuerySchema,
    reply: PublishedSlotsSchema,
  }),
  /** The gateway's FHIR feed: where each of its Slot files (a range of bookable clinics) starts. */
  publishedClinicRanges: defineCommand({
    subject: 'booking.query.published-clinic-ranges.v1',
    request: PublicationRangesQuerySchema,
    reply: PublicationRangesSchema,
  }),
} as const;

export const bookingEvents = {
  enquiryReceived: defineEvent({
    subject: 'booking.evt.enquiry-received.v1',
    schema: EnquiryReceivedEventSchema,
  }),
  consultationRequested: defineEvent({
    subject: 'booking.evt.consultation-requested.v1',
    schema: ConsultationRequestedEventSchema,
  }),
  consultationApproved: defineEvent({
    subject: 'booking.evt.consultation-approved.v1',
    schema: ConsultationApprovedEventSchema,
  }),
  consultationRejected: defineEvent({
    subject: 'booking.evt.consultation-rejected.v1',
    schema: ConsultationRejectedEventSchema,
  }),
  alternativeAccepted: defineEvent({
    subject: 'booking.evt.consultation-alternative-accepted.v1',
    schema: ConsultationAlternativeSettledEventSchema,
  }),
  alternativeDeclined: defineEvent({
    subject: 'booking.evt.consultation-alternative-declined.v1',
    schema: ConsultationAlternativeSettledEventSchema,
  }),
  alternativeExpired: defineEvent({
    subject: 'booking.evt.consultation-alternative-expired.v1',
    schema: ConsultationAlternativeSettledEventSchema,
  }),
  consultationCancelled: defineEvent({
    subject: 'booking.evt.consultation-cancelled.v1',
    schema: ConsultationCancelledEventSchema,
  }),
} as const;
