import { startOfIndianDay, todayInIndia } from '../common/india-time.js';
import { CONSULTATION_MAX_DAYS_AHEAD, latestConsultationDate } from './choices.js';

/** The consultations' calendar: the half-hour slots of a day and what makes a date and a slot bookable. */

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

const SLOT_AT_MINUTE = new Map<number, ConsultationSlotTime>(
  CONSULTATION_TIMES.map((time) => [minuteOfSlot(time), time]),
);

/** The slot that starts `minute` minutes after midnight, or undefined when no slot does (a lookup: no parsing). */
export const slotAtMinute = (minute: number): ConsultationSlotTime | undefined => SLOT_AT_MINUTE.get(minute);

/** The instant a slot starts: the date and time are India's (UTC+05:30). */
export const slotStartsAt = (date: string, time: ConsultationSlotTime): Date =>
  new Date(startOfIndianDay(date).getTime() + minuteOfSlot(time) * 60_000);

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
