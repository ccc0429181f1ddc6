import { z } from '../common/zod.js';
import { consultationDateProblem, consultationSlotProblem } from './schedule.js';
import {
  consultationPageCursor,
  consultationPageLimit,
  ConsultationSchema,
  ConsultationStatusSchema,
} from './consultations.js';

/** The admins' review of consultations: their list, counters, decisions and the status update. */

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
  cursor: consultationPageCursor,
  limit: consultationPageLimit(25),
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
