import { z } from '../common/zod.js';
import { mobileField, personNameFieldLabelled } from '../common/fields.js';
import { consultationPurposeField } from './enquiries.js';
import {
  CONSULTATION_TIMES,
  consultationDateProblem,
  consultationSlotProblem,
  consultationTimeText,
  splitConsultationTime,
} from './schedule.js';

/**
 * A patient's consultation at an approved clinic (the Health Services page, /clinicmain): a real half-hour slot whose
 * places are the clinic's doctors, reviewed by an admin, seen by the clinic. accounts-providers-admin.md, sections
 * 2-5 and 7; issue 14.
 */

const dateAndSlotProblem = (text: string, now = new Date()) => {
  const { date, time } = splitConsultationTime(text);
  return consultationDateProblem(date, now) ?? consultationSlotProblem(date, time, now);
};

// ---- booking -------------------------------------------------------------------------------------

export const CONSULTATION_SERVICE_TYPES = ['Clinic'] as const;

/**
 * `POST /api/user/consultations`: the spec's payload. `consultationTime` is the date, a space, then one of
 * CONSULTATION_TIMES; `service` is the clinic's provider id. The patient is the caller (the token), never a field.
 */
export const ConsultationBookingSchema = z.object({
  fullName: personNameFieldLabelled('Full name'),
  phoneNumber: mobileField,
  consultationTime: z.string({ error: 'Consultation date is required' }).check(
    z.trim(),
    z.superRefine((value, context) => {
      const problem = dateAndSlotProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  purpose: consultationPurposeField,
  service: z.uuid({ error: 'Please choose a clinic' }),
  /** Consultations are booked at clinics only (the spec's other types have their upload forms). */
  serviceType: z._default(
    z.enum(CONSULTATION_SERVICE_TYPES, { error: 'Consultations are booked at a clinic' }),
    'Clinic',
  ),
});
export type ConsultationBooking = z.output<typeof ConsultationBookingSchema>;
export type ConsultationBookingInput = z.input<typeof ConsultationBookingSchema>;

/**
 * The consultation form's own fields (what the page checks before sending): the date and the slot apart, so that
 * each has its message; `bookingOfForm` makes the payload.
 */
export const ConsultationFormSchema = z
  .object({
    fullName: personNameFieldLabelled('Full name'),
    phoneNumber: mobileField,
    consultationDate: z.string({ error: 'Consultation date is required' }).check(
      z.trim(),
      z.superRefine((value, context) => {
        const problem = consultationDateProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    ),
    consultationTime: z
      .string({ error: 'Consultation time is required' })
      .check(z.trim(), z.minLength(1, 'Consultation time is required')),
    purpose: consultationPurposeField,
  })
  .check(
    z.superRefine((form, context) => {
      const problem = consultationSlotProblem(form.consultationDate, form.consultationTime);
      if (problem) context.addIssue({ code: 'custom', path: ['consultationTime'], message: problem });
    }),
  );
export type ConsultationForm = z.output<typeof ConsultationFormSchema>;

export const bookingOfForm = (form: ConsultationForm, clinicId: string): ConsultationBookingInput => ({
  fullName: form.fullName,
  phoneNumber: form.phoneNumber,
  consultationTime: consultationTimeText(form.consultationDate, form.consultationTime),
  purpose: form.purpose,
  service: clinicId,
  serviceType: 'Clinic',
});

// ---- the consultation as answered ----------------------------------------------------------------

/**
 * pending: under admin review (holds its slot's place); approved: at the time asked, or at the alternative time
 * the admin offered (which the patient then accepts or declines); rejected: with the admin's reason; cancelled: the
 * patient declined the alternative time or let it lapse (24 h).
 */
export const CONSULTATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const ConsultationStatusSchema = z.enum(CONSULTATION_STATUSES);
export type ConsultationStatus = z.infer<typeof ConsultationStatusSchema>;

/** offered: held for the patient until `expiresAt`; then accepted, declined or expired. */
export const AlternativeStatusSchema = z.enum(['offered', 'accepted', 'declined', 'expired']);
export type AlternativeStatus = z.infer<typeof AlternativeStatusSchema>;

/** The clinic as the consultation names it (the spec's `service` object). */
export const ConsultationClinicSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  address: z.string(),
  phone: z.string(),
  specializations: z.array(z.string()),
});

export const ConsultationAlternativeSchema = z.object({
  date: z.string(),
  time: z.enum(CONSULTATION_TIMES),
  consultationTime: z.string(),
  startsAt: z.string(),
  status: AlternativeStatusSchema,
  /** Until when the place is held for the patient's answer. */
  expiresAt: z.string(),
  answeredAt: z.nullable(z.string()),
});
export type ConsultationAlternative = z.infer<typeof ConsultationAlternativeSchema>;

/** A consultation as the patient, the admins and the clinic see it (the spec's names; `_id` for earlier clients). */
export const ConsultationSchema = z.object({
  id: z.string(),
  _id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  purpose: z.string(),
  /** The time asked for: date, a space, the slot. */
  consultationTime: z.string(),
  date: z.string(),
  time: z.enum(CONSULTATION_TIMES),
  /** The instant the consultation takes place as it now stands (the alternative once accepted). */
  dateTime: z.string(),
  service: ConsultationClinicSchema,
  serviceType: z.enum(CONSULTATION_SERVICE_TYPES),
  status: ConsultationStatusSchema,
  /** The alternative's consultationTime, when an admin offered one. */
  alternativeTime: z.nullable(z.string()),
  alternative: z.nullable(ConsultationAlternativeSchema),
  /** The admin's note on an approval, or the reason of a rejection. */
  adminNote: z.nullable(z.string()),
  /** The patient's account. */
  patientId: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The clinic's payment link for it, and where its payment stands (null until a link is made). */
  paymentLinkId: z.optional(z.nullable(z.string())),
  paymentStatus: z.optional(z.nullable(z.enum(['pending', 'paid', 'partial', 'failed']))),
  createdAt: z.string(),
});
export type Consultation = z.infer<typeof ConsultationSchema>;

export const ConsultationAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  consultation: ConsultationSchema,
});
export type ConsultationAnswer = z.infer<typeof ConsultationAnswerSchema>;

export const ConsultationIdParamsSchema = z.object({ id: z.uuid('Not a consultation id') });

// ---- lists ---------------------------------------------------------------------------------------

export const CONSULTATION_PAGE_MAX = 100;

/** A consultation list's keyset cursor (the last id of the previous page) and page size, as query fields. */
export const consultationPageCursor = z.optional(z.uuid('Not a valid page cursor'));
export const consultationPageLimit = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CONSULTATION_PAGE_MAX)), fallback);

/** `GET /api/user/consultations`: the caller's own, newest first. */
export const MyConsultationsQuerySchema = z.object({
  cursor: consultationPageCursor,
  limit: consultationPageLimit(20),
});
export type MyConsultationsQuery = z.input<typeof MyConsultationsQuerySchema>;

export const ConsultationListResponseSchema = z.object({
  success: z.boolean(),
  consultations: z.array(ConsultationSchema),
  /** The `cursor` of the next page, or null on the last. */
  nextCursor: z.nullable(z.string()),
});
export type ConsultationListResponse = z.infer<typeof ConsultationListResponseSchema>;

export const ConsultationDetailResponseSchema = z.object({
  success: z.boolean(),
  consultation: ConsultationSchema,
});
export type ConsultationDetailResponse = z.infer<typeof ConsultationDetailResponseSchema>;

/** `GET /api/clinic/my-patients`: the signed-in clinic's consultations only (the spec's shape, plus pages). */
export const ClinicPatientsQuerySchema = z.object({
  status: z.optional(ConsultationStatusSchema),
  cursor: consultationPageCursor,
  limit: consultationPageLimit(50),
});
export type ClinicPatientsQuery = z.input<typeof ClinicPatientsQuerySchema>;

export const ClinicPatientsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  consultations: z.array(ConsultationSchema),
  nextCursor: z.nullable(z.string()),
});
export type ClinicPatientsResponse = z.infer<typeof ClinicPatientsResponseSchema>;

/**
 * booking.query.clinic-consultation.v1 (services only: payment asks before it makes a payment link): one
 * consultation, only if it is at the clinic whose login is `clinicAccountId`; anything else is NOT_FOUND.
 */
export const ClinicConsultationQuerySchema = z.object({
  consultationId: z.uuid('Not a consultation id'),
  clinicAccountId: z.uuid('Not an account id'),
});
export type ClinicConsultationQuery = z.infer<typeof ClinicConsultationQuerySchema>;

export const ClinicConsultationReplySchema = z.object({
  consultationId: z.string(),
  /** The clinic's provider id (the directory's and verification's). */
  clinicId: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  purpose: z.string(),
  serviceType: z.enum(CONSULTATION_SERVICE_TYPES),
  status: ConsultationStatusSchema,
});
export type ClinicConsultationReply = z.infer<typeof ClinicConsultationReplySchema>;

// ---- events --------------------------------------------------------------------------------------

const consultationEventBase = {
  consultationId: z.string(),
  patientId: z.string(),
  clinicId: z.string(),
  clinicName: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  /** The time asked for. */
  date: z.string(),
  time: z.enum(CONSULTATION_TIMES),
  startsAt: z.string(),
};

/** booking.evt.consultation-requested.v1: a patient booked a slot; the consultation is pending (admin review). */
export const ConsultationRequestedEventSchema = z.object({
  ...consultationEventBase,
  purpose: z.string(),
  requestedAt: z.string(),
});
export type ConsultationRequestedEvent = z.infer<typeof ConsultationRequestedEventSchema>;

const eventAlternative = z.object({
  date: z.string(),
  time: z.enum(CONSULTATION_TIMES),
  startsAt: z.string(),
  expiresAt: z.string(),
});

/** booking.evt.consultation-approved.v1: an admin approved it, at the time asked or offering an alternative. */
export const ConsultationApprovedEventSchema = z.object({
  ...consultationEventBase,
  alternative: z.nullable(eventAlternative),
  adminNote: z.nullable(z.string()),
  decidedAt: z.string(),
  decidedBy: z.string(),
});
export type ConsultationApprovedEvent = z.infer<typeof ConsultationApprovedEventSchema>;

/** booking.evt.consultation-rejected.v1: an admin rejected it, with the reason. */
export const ConsultationRejectedEventSchema = z.object({
  ...consultationEventBase,
  reason: z.string(),
  decidedAt: z.string(),
  decidedBy: z.string(),
});
export type ConsultationRejectedEvent = z.infer<typeof ConsultationRejectedEventSchema>;

/**
 * booking.evt.consultation-alternative-{accepted,declined,expired}.v1: the patient's answer to an alternative time,
 * or its lapse after 24 h. Accepted: the consultation takes place at `alternative`; otherwise it is cancelled.
 */
export const ConsultationAlternativeSettledEventSchema = z.object({
  ...consultationEventBase,
  alternative: eventAlternative,
  settledAt: z.string(),
});
export type ConsultationAlternativeSettledEvent = z.infer<typeof ConsultationAlternativeSettledEventSchema>;

/**
 * booking.cmd.cancel-for-patient.v1 (services only: the notification service, after the patient followed the
 * cancel link of a reminder): cancels the patient's approved, not yet started consultation and frees its place.
 * Cancelling one already cancelled answers the same (`cancelled: false`): the link may be followed twice.
 */
export const CancelForPatientSchema = z.object({ consultationId: z.uuid(), patientId: z.uuid() });
export type CancelForPatient = z.infer<typeof CancelForPatientSchema>;
export const CancelForPatientReplySchema = z.object({
  consultationId: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  /** True when this call cancelled it (false: it already was). */
  cancelled: z.boolean(),
});
export type CancelForPatientReply = z.infer<typeof CancelForPatientReplySchema>;

/** booking.evt.consultation-cancelled.v1: the patient cancelled an approved consultation (its place is free again). */
export const ConsultationCancelledEventSchema = z.object({
  ...consultationEventBase,
  cancelledAt: z.string(),
  cancelledBy: z.enum(['patient']),
});
export type ConsultationCancelledEvent = z.infer<typeof ConsultationCancelledEventSchema>;
