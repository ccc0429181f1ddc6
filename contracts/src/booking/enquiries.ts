import { z } from '../common/zod.js';
import {
  emailField,
  mobileField,
  optionalEmailField,
  personNameField,
  personNameFieldLabelled,
  requiredText,
} from '../common/fields.js';
import { todayInIndia } from '../common/india-time.js';
import {
  BOOKING_LOCATIONS,
  BOOKING_TIMES,
  BOOKING_TREATMENTS,
  CONSULTATION_MAX_DAYS_AHEAD,
  CONSULTATION_SLOTS,
  MARITAL_STATUSES,
  SEXES,
  latestConsultationDate,
} from './choices.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as the date input sends it (YYYY-MM-DD), checked to exist. */
const calendarDate = (required: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.regex(ISO_DATE, 'Please enter a valid date'),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Please enter a valid date'),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

// ---- appointment request (/booking) ---------------------------------------------------------------

export const AppointmentRequestSchema = z.object({
  name: personNameField,
  phoneNumber: mobileField,
  location: choice(BOOKING_LOCATIONS, 'Please select a location'),
  treatment: choice(BOOKING_TREATMENTS, 'Please select a treatment'),
  preferredDate: calendarDate('Please choose a preferred date').check(
    z.refine((value) => value >= todayInIndia(), 'Please choose today or a later date'),
  ),
  preferredTime: choice(BOOKING_TIMES, 'Please select a preferred time'),
});
export type AppointmentRequest = z.infer<typeof AppointmentRequestSchema>;
export type AppointmentRequestInput = z.input<typeof AppointmentRequestSchema>;

// ---- insurance quote request (/insurance) -----------------------------------------------------------

export const InsuranceQuoteRequestSchema = z.object({
  name: personNameField,
  address: requiredText('Address', 500),
  mobileNumber: mobileField,
  /** Optional in the spec: an empty field means no e-mail. */
  email: optionalEmailField,
  dob: calendarDate('Date of birth is required').check(
    z.refine((value) => value < todayInIndia(), 'Date of birth must be in the past'),
  ),
  maritalStatus: choice(MARITAL_STATUSES, 'Please select your marital status'),
  sex: choice(SEXES, 'Please select your sex'),
});
export type InsuranceQuoteRequest = z.infer<typeof InsuranceQuoteRequestSchema>;
export type InsuranceQuoteRequestInput = z.input<typeof InsuranceQuoteRequestSchema>;

// ---- feedback (Home) -----------------------------------------------------------------------------

export const FeedbackSchema = z.object({
  name: personNameField,
  email: emailField,
  message: requiredText('Message', 2000),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
export type FeedbackInput = z.input<typeof FeedbackSchema>;

// ---- consultation request (/consultform) -------------------------------------------------------------

/** The consultation form's purpose (the spec's rules and messages), here and on a clinic's consultation. */
export const consultationPurposeField = z
  .string({ error: 'Purpose of consultation is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Purpose of consultation is required'),
    z.minLength(10, 'Purpose must be at least 10 characters long'),
    z.maxLength(1000, 'Purpose must be at most 1000 characters long'),
  );

/**
 * A consultation request from the public /consultform page (the spec's consultation form rules and messages:
 * accounts-providers-admin.md, section 5). Not bound to a provider or an account: the clinic calls back to confirm.
 */
export const ConsultationRequestSchema = z.object({
  fullName: personNameFieldLabelled('Full name'),
  phoneNumber: mobileField,
  /** Optional: when given, the request is confirmed by e-mail. An empty field means no e-mail. */
  email: optionalEmailField,
  consultationDate: calendarDate('Consultation date is required').check(
    z.refine((value) => value >= todayInIndia(), 'Please choose today or a later date'),
    z.refine(
      (value) => value <= latestConsultationDate(),
      `Please choose a date within the next ${CONSULTATION_MAX_DAYS_AHEAD} days`,
    ),
  ),
  consultationTime: choice(CONSULTATION_SLOTS, 'Consultation time is required'),
  purpose: consultationPurposeField,
});
export type ConsultationRequest = z.infer<typeof ConsultationRequestSchema>;
export type ConsultationRequestInput = z.input<typeof ConsultationRequestSchema>;

/** Every enquiry is acknowledged with its reference; the toast texts are the spec's and live in the remote. */
export const EnquiryReceivedResponseSchema = z.object({ id: z.string(), message: z.string() });
export type EnquiryReceivedResponse = z.infer<typeof EnquiryReceivedResponseSchema>;

export const EnquiryKindSchema = z.enum(['appointment', 'insurance', 'feedback', 'consultation']);
export type EnquiryKind = z.infer<typeof EnquiryKindSchema>;

/** booking.evt.enquiry-received.v1: a stored enquiry (for the confirmation e-mail, and later the admin portal). */
export const EnquiryReceivedEventSchema = z.object({
  enquiryId: z.string(),
  kind: EnquiryKindSchema,
  name: z.string(),
  /** Where to confirm, when the enquiry gave an address. */
  email: z.optional(z.string()),
  receivedAt: z.string(),
});
export type EnquiryReceivedEvent = z.infer<typeof EnquiryReceivedEventSchema>;
