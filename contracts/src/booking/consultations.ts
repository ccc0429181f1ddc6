import { z } from '../common/zod.js';
import { mobileField, personNameFieldLabelled } from '../common/fields.js';
import { INDIA_UTC_OFFSET_MS, todayInIndia } from '../common/india-time.js';
import {
  CONSULTATION_MAX_DAYS_AHEAD,
  consultationPurposeField,
  latestConsultationDate,
} from './enquiries.js';

/**
 * A patient's consultation at an approved clinic (the Health Services page, /clinicmain): a real half-hour slot whose
 * places are the clinic's doctors, reviewed by an admin, seen by the clinic. accounts-providers-admin.md, sections
 * 2-5 and 7; issue 14.
 */

// ---- the schedule --------------------------------------------------------------------------------

/**
 * The half-hour slots of every day, in the clinic's time zone (Asia/Kolkata): 9:00 AM-12:00 PM and 2:00 PM-5:00 PM.
 * A slot is named by its start, as the form's dropdown shows it.
 */
export const CONSULTATION_TIMES = [
  '9:00 AM',
  '9:30 AM',
  '10:00 AM',
  '10:30 AM',
  '11:00 AM',
  '11:30 AM',
  '2:00 PM',
  '2:30 PM',
  '3:00 PM',
  '3:30 PM',
  '4:00 PM',
  '4:30 PM',
] as const;
export type ConsultationSlotTime = (typeof CONSULTATION_TIMES)[number];

export const CONSULTATION_SLOT_MINUTES = 30;

/** How long an alternative time an admin offered is held for the patient's answer. */
export const ALTERNATIVE_HOLD_HOURS = 24;

export const isConsultationTime = (value: string): value is ConsultationSlotTime =>
  (CONSULTATION_TIMES as readonly string[]).includes(value);

/** Minutes after midnight of a slot's start ('2:30 PM' -> 870). */
export function minuteOfSlot(time: ConsultationSlotTime): number {
  const [, hours, minutes, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)!;
  return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minutes);
}

/** The slot that starts `minute` minutes after midnight, or undefined when no slot does. */
export const slotAtMinute = (minute: number): ConsultationSlotTime | undefined =>
  CONSULTATION_TIMES.find((time) => minuteOfSlot(time) === minute);

/** The instant a slot starts: the date and time are India's (UTC+05:30). */
export const slotStartsAt = (date: string, time: ConsultationSlotTime): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) + minuteOfSlot(time) * 60_000 - INDIA_UTC_OFFSET_MS);

/** The spec's `consultationTime`: the date, a space, then the slot ('2026-12-01 2:30 PM'). */
export const consultationTimeText = (date: string, time: string) => `${date} ${time}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export const isCalendarDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** `consultationTime` taken apart: the date before the first space, the slot after it. */
export function splitConsultationTime(text: string): { date: string; time: string } {
  const trimmed = text.trim();
  const space = trimmed.indexOf(' ');
  const head = space < 0 ? trimmed : trimmed.slice(0, space);
  if (!ISO_DATE.test(head) && !/^\d+-/.test(head)) return { date: '', time: trimmed };
  return { date: head, time: space < 0 ? '' : trimmed.slice(space + 1).trim() };
}

/** What is wrong with a consultation date, in the spec's words (today to 90 days ahead, India's calendar). */
export function consultationDateProblem(date: string, now = new Date()): string | undefined {
  if (!date) return 'Consultation date is required';
  if (!isCalendarDate(date)) return 'Please enter a valid date';
  if (date < todayInIndia(now)) return 'Please choose today or a later date';
  if (date > latestConsultationDate(now))
    return `Please choose a date within the next ${CONSULTATION_MAX_DAYS_AHEAD} days`;
  return undefined;
}

/** What is wrong with the slot of a valid date: none chosen, not one of the day's slots, or already begun. */
export function consultationSlotProblem(date: string, time: string, now = new Date()): string | undefined {
  if (!time) return 'Consultation time is required';
  if (!isConsultationTime(time)) return 'Please choose one of the available times';
  if (slotStartsAt(date, time).getTime() <= now.getTime())
    return 'This time has already passed. Please choose a later time.';
  return undefined;
}

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

// ---- slots ---------------------------------------------------------------------------------------

/** `GET /api/user/consultation-slots`: a clinic's slots of one day, for the form's dropdown. */
export const ConsultationSlotsQuerySchema = z.object({
  service: z.uuid({ error: 'Please choose a clinic' }),
  date: z.string({ error: 'Consultation date is required' }).check(
    z.trim(),
    z.superRefine((value, context) => {
      const problem = consultationDateProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
});
export type ConsultationSlotsQuery = z.input<typeof ConsultationSlotsQuerySchema>;

/** free: places left; full: every doctor is booked; past: the slot has begun (today). */
export const SlotStateSchema = z.enum(['free', 'full', 'past']);
export type SlotState = z.infer<typeof SlotStateSchema>;

export const ConsultationSlotSchema = z.object({
  time: z.enum(CONSULTATION_TIMES),
  /** The payload's `consultationTime` for this slot. */
  consultationTime: z.string(),
  startsAt: z.string(),
  /** The clinic's number of doctors. */
  capacity: z.number().check(z.int()),
  placesLeft: z.number().check(z.int()),
  state: SlotStateSchema,
});
export type ConsultationSlot = z.infer<typeof ConsultationSlotSchema>;

export const ConsultationSlotsResponseSchema = z.object({
  success: z.boolean(),
  service: z.string(),
  /** The clinic's name: a form opened from a link (the FHIR feed's booking link) knows only its id. */
  clinicName: z.string(),
  date: z.string(),
  slots: z.array(ConsultationSlotSchema),
});
export type ConsultationSlotsResponse = z.infer<typeof ConsultationSlotsResponseSchema>;

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

const pageCursor = z.optional(z.uuid('Not a valid page cursor'));
const pageLimit = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CONSULTATION_PAGE_MAX)), fallback);

/** `GET /api/user/consultations`: the caller's own, newest first. */
export const MyConsultationsQuerySchema = z.object({ cursor: pageCursor, limit: pageLimit(20) });
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
  cursor: pageCursor,
  limit: pageLimit(50),
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

// ---- admin ---------------------------------------------------------------------------------------

export const CONSULTATION_SEARCH_MAX = 100;

/**
 * `GET /api/admin/pending-clinic-requests`: consultations newest first; `search` finds a part of the patient's
 * name, phone or the clinic's name (case ignored); `status` filters; keyset pages (`cursor` = the last id).
 */
export const AdminConsultationsQuerySchema = z.object({
  search: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          CONSULTATION_SEARCH_MAX,
          `Search must be at most ${CONSULTATION_SEARCH_MAX} characters long`,
        ),
      ),
  ),
  status: z.optional(ConsultationStatusSchema),
  cursor: pageCursor,
  limit: pageLimit(25),
});
export type AdminConsultationsQuery = z.input<typeof AdminConsultationsQuerySchema>;

/** Every consultation by status (not narrowed by the search or the filter): the dashboard's counters. */
export const ConsultationCountsSchema = z.object({
  all: z.number().check(z.int()),
  pending: z.number().check(z.int()),
  approved: z.number().check(z.int()),
  rejected: z.number().check(z.int()),
  cancelled: z.number().check(z.int()),
});
export type ConsultationCounts = z.infer<typeof ConsultationCountsSchema>;

export const AdminConsultationsResponseSchema = z.object({
  success: z.boolean(),
  consultations: z.array(ConsultationSchema),
  counts: ConsultationCountsSchema,
  nextCursor: z.nullable(z.string()),
});
export type AdminConsultationsResponse = z.infer<typeof AdminConsultationsResponseSchema>;

export const ConsultationDecisionActionSchema = z.enum([
  'approved',
  'rejected',
  'alternative_accepted',
  'alternative_declined',
  'alternative_expired',
  'patient_cancelled',
]);
export type ConsultationDecisionAction = z.infer<typeof ConsultationDecisionActionSchema>;

/** One line of a consultation's audit trail: who (the admin's or patient's account; null: the 24 h expiry). */
export const ConsultationDecisionSchema = z.object({
  action: ConsultationDecisionActionSchema,
  fromStatus: ConsultationStatusSchema,
  toStatus: ConsultationStatusSchema,
  note: z.nullable(z.string()),
  alternativeTime: z.nullable(z.string()),
  actorId: z.nullable(z.string()),
  actorRole: z.nullable(z.string()),
  at: z.string(),
});
export type ConsultationDecision = z.infer<typeof ConsultationDecisionSchema>;

export const AdminConsultationDetailResponseSchema = z.object({
  success: z.boolean(),
  consultation: ConsultationSchema,
  decisions: z.array(ConsultationDecisionSchema),
});
export type AdminConsultationDetailResponse = z.infer<typeof AdminConsultationDetailResponseSchema>;

export const ADMIN_NOTE_MAX = 1000;

/** An optional text field where '' means not given. */
const optionalText = (max: number, label: string) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters long`)),
      z.transform((value) => value || undefined),
    ),
  );

/**
 * `PATCH /api/admin/update-status` (the spec's payload): approve, with an optional alternative date and time (both
 * or neither; not in the past) and note, or reject with a reason (`adminNote`, required).
 */
export const UpdateConsultationStatusSchema = z
  .object({
    consultationId: z.uuid({ error: 'Not a consultation id' }),
    status: z.enum(['approved', 'rejected'], { error: 'The status must be approved or rejected' }),
    alternativeDate: optionalText(10, 'Alternative date'),
    alternativeTime: optionalText(10, 'Alternative time'),
    adminNote: optionalText(ADMIN_NOTE_MAX, 'Note'),
  })
  .check(
    z.superRefine((body, context) => {
      const issue = (field: string, message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      if (body.status === 'rejected') {
        if (!body.adminNote) issue('adminNote', 'Please give a reason for the rejection');
        if (body.alternativeDate || body.alternativeTime)
          issue('alternativeDate', 'An alternative time can only come with an approval');
        return;
      }
      const { alternativeDate: date, alternativeTime: time } = body;
      if (!date && !time) return;
      if (!date) return issue('alternativeDate', 'Please choose both an alternative date and time');
      if (!time) return issue('alternativeTime', 'Please choose both an alternative date and time');
      const dateProblem = consultationDateProblem(date);
      if (dateProblem)
        return issue(
          'alternativeDate',
          dateProblem === 'Please choose today or a later date'
            ? 'Alternative date cannot be before today'
            : dateProblem,
        );
      const slotProblem = consultationSlotProblem(date, time);
      if (slotProblem) issue('alternativeTime', slotProblem);
    }),
  );
export type UpdateConsultationStatus = z.output<typeof UpdateConsultationStatusSchema>;
export type UpdateConsultationStatusInput = z.input<typeof UpdateConsultationStatusSchema>;

export const UpdateConsultationStatusResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  consultation: ConsultationSchema,
});
export type UpdateConsultationStatusResponse = z.infer<typeof UpdateConsultationStatusResponseSchema>;

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
