// Schema-free, so that a page can name these lists and day rules without building the forms' schemas (enquiries.ts).
import { todayInIndia } from '../common/india-time.js';

/** The spec's choice lists (public-site.md, section 3), in the order the forms show them. */
export const BOOKING_LOCATIONS = [
  'Mumbai Central',
  'Andheri West',
  'Bandra East',
  'Thane',
  'Navi Mumbai',
  'Borivali',
  'Malad',
  'Goregaon',
] as const;

export const BOOKING_TREATMENTS = [
  'General Dental Checkup',
  'Teeth Cleaning',
  'Root Canal Treatment',
  'Dental Implants',
  'Orthodontics (Braces)',
  'Teeth Whitening',
  'Oral Surgery',
  'Cosmetic Dentistry',
  'Pediatric Dentistry',
  'Emergency Dental Care',
] as const;

export const BOOKING_TIMES = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
] as const;

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const SEXES = ['male', 'female', 'other'] as const;

/** The consultation page's six one-hour slots (the earlier page's, "11-12 AM" written as 11 AM-12 PM). */
export const CONSULTATION_SLOTS = [
  '9-10 AM',
  '10-11 AM',
  '11 AM-12 PM',
  '2-3 PM',
  '3-4 PM',
  '4-5 PM',
] as const;

/** How far ahead a consultation may be asked for (accounts-providers-admin.md, section 9). */
export const CONSULTATION_MAX_DAYS_AHEAD = 90;

/** The day `days` after the YYYY-MM-DD `date`, as YYYY-MM-DD. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The last day a consultation may be asked for today (India's calendar). */
export const latestConsultationDate = (now = new Date()) =>
  addDays(todayInIndia(now), CONSULTATION_MAX_DAYS_AHEAD);
