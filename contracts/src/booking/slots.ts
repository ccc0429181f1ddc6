import { z } from '../common/zod.js';
import { CONSULTATION_TIMES, consultationDateProblem } from './schedule.js';

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
