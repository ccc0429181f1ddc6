import { isUuid } from '../common/fields.js';
import {
  CONSULTATION_TIMES,
  consultationDateProblem,
  isConsultationTime,
  type ConsultationSlotTime,
} from './schedule.js';

/**
 * A link into the consultation form with the clinic, the date and the time filled in: what the FHIR feed's
 * `booking-deep-link` names (issue 17), and what /clinicmain reads (after the login, when the patient had none).
 */
export const BOOKING_FORM_PATH = '/clinicmain';

export interface BookingFormChoice {
  clinicId: string;
  /** India's date, YYYY-MM-DD. */
  date: string;
  time: ConsultationSlotTime;
}

// Browsers and Node both have URLSearchParams; the contracts are compiled without DOM or Node types.
declare class URLSearchParams {
  constructor(init?: string | Record<string, string>);
  get(name: string): string | null;
  toString(): string;
}

/** `/clinicmain?clinic=<id>&date=2026-12-01&time=2%3A30+PM` (the path and query, to put after the site's origin). */
export const bookingFormLink = (choice: BookingFormChoice) =>
  `${BOOKING_FORM_PATH}?${new URLSearchParams({ clinic: choice.clinicId, date: choice.date, time: choice.time }).toString()}`;

/** Each slot's `time=...` as bookingFormLink writes it, made once. */
const TIME_QUERIES = new Map<string, string>(
  CONSULTATION_TIMES.map((time) => [time, new URLSearchParams({ time }).toString()]),
);

/**
 * bookingFormLink of each time of one clinic's day, the clinic and the date written once: for the FHIR feed, which
 * links each of a day's slots (the same text as bookingFormLink, without a URLSearchParams per link).
 */
export function bookingFormLinksOf(clinicId: string, date: string): (time: ConsultationSlotTime) => string {
  const head = `${BOOKING_FORM_PATH}?${new URLSearchParams({ clinic: clinicId, date }).toString()}&`;
  return (time) => `${head}${TIME_QUERIES.get(time) ?? new URLSearchParams({ time }).toString()}`;
}

/**
 * What a link's query asks for: the clinic when it is a provider id, with the date and time only when they can
 * still be booked (a date from today on within the booking window; one of the day's slots); null without a clinic.
 */
export function bookingFormChoiceOf(
  search: string,
  now = new Date(),
): { clinicId: string; date?: string; time?: ConsultationSlotTime } | null {
  const query = new URLSearchParams(search);
  const clinicId = query.get('clinic') ?? '';
  if (!isUuid(clinicId)) return null;
  const date = query.get('date') ?? '';
  if (consultationDateProblem(date, now) !== undefined) return { clinicId };
  const time = query.get('time') ?? '';
  return isConsultationTime(time) ? { clinicId, date, time } : { clinicId, date };
}
