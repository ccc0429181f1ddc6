import { z } from '../common/zod.js';
import { requiredText } from '../common/fields.js';
import { MAX_UPLOAD_BYTES } from '../common/files.js';
import { todayInIndia } from '../common/india-time.js';
import { addDays, CONSULTATION_MAX_DAYS_AHEAD } from '../booking/choices.js';

/**
 * A prescription a patient sends to a pharmacy, or a lab test prescription to a laboratory
 * (accounts-providers-admin.md: "Prescription submission (multipart)" and the upload forms' rules).
 */
export const PRESCRIPTION_TYPES = ['pharmacy', 'lab'] as const;
export const PrescriptionTypeSchema = z.enum(PRESCRIPTION_TYPES, {
  error: 'The type must be pharmacy or lab',
});
export type PrescriptionType = z.infer<typeof PrescriptionTypeSchema>;

/** The spec's submission statuses; the admin filter's "Approved" is `accepted`. */
export const SUBMISSION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES, {
  error: 'The status must be pending, accepted or rejected',
});
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

/** The form's file field, and what it may hold: JPG, PNG, WEBP or PDF told by the bytes, 1 byte to 5 MB. */
export const PRESCRIPTION_FILE_FIELD = 'prescription';
export const PRESCRIPTION_FILE_KINDS = ['jpeg', 'png', 'webp', 'pdf'] as const;
export type PrescriptionFileKind = (typeof PRESCRIPTION_FILE_KINDS)[number];
export const PRESCRIPTION_FILE_REQUIRED = 'Prescription file is required';
export const PRESCRIPTION_FILE_MESSAGE = 'The prescription must be a JPG, PNG, WEBP or PDF file';
export const PRESCRIPTION_FILE_EMPTY = 'The prescription file is empty';

/** Where the gateway puts a prescription in the private bucket: a key it makes up, never the sender's name. */
export const PRESCRIPTION_KEY_PREFIX = 'prescriptions/';
export const PrescriptionObjectSchema = z.object({
  key: z.string().check(z.regex(/^prescriptions\/[0-9a-f-]{36}$/, 'not a prescription key')),
  /** The sender's file name, kept as text only (shown to the provider and admins). */
  fileName: z.string().check(z.maxLength(255)),
  kind: z.enum(PRESCRIPTION_FILE_KINDS),
  size: z.number().check(z.int(), z.gte(1), z.lte(MAX_UPLOAD_BYTES)),
});
export type PrescriptionObject = z.infer<typeof PrescriptionObjectSchema>;

/** "Same 0-to-90-day window" as the consultation date (the spec's section 9). */
export const PRESCRIBED_DATE_MAX_DAYS_AHEAD = CONSULTATION_MAX_DAYS_AHEAD;
export const latestPrescribedDate = (now = new Date()) =>
  addDays(todayInIndia(now), PRESCRIBED_DATE_MAX_DAYS_AHEAD);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const prescribedDateField = z.string({ error: 'Prescribed date is required' }).check(
  z.trim(),
  z.minLength(1, 'Prescribed date is required'),
  z.regex(ISO_DATE, 'Please enter a valid date'),
  z.refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value,
    'Please enter a valid date',
  ),
  z.refine((value) => value >= todayInIndia(), 'Please choose today or a later date'),
  z.refine(
    (value) => value <= latestPrescribedDate(),
    `Please choose a date within the next ${PRESCRIBED_DATE_MAX_DAYS_AHEAD} days`,
  ),
);

/** The upload form's mobile: the spec's own "required" message, the same 10-digit rule as every phone field. */
const mobileNumberField = z
  .string({ error: 'Mobile number is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Mobile number is required'),
    z.regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9'),
  );

/**
 * `POST /api/user/prescriptions`'s text fields (multipart, the file as `prescription`): the spec's names and
 * messages. `service` is the provider's name as the form showed it (kept as text); the provider itself is
 * `providerId`, which must be an approved pharmacy (type pharmacy) or laboratory (type lab). The patient is the
 * caller (the token), never a field.
 */
export const PrescriptionUploadSchema = z.object({
  type: PrescriptionTypeSchema,
  providerId: z.uuid('Please choose a pharmacy or laboratory'),
  service: z._default(
    z.string().check(z.trim(), z.maxLength(200, 'Service must be at most 200 characters long')),
    '',
  ),
  username: requiredText('Username', 100),
  mobile: mobileNumberField,
  doctor: requiredText("Doctor's name", 100),
  date: prescribedDateField,
});
export type PrescriptionUpload = z.output<typeof PrescriptionUploadSchema>;
export type PrescriptionUploadForm = z.input<typeof PrescriptionUploadSchema>;

/** prescription.cmd.submit.v1: the form as the gateway validated it, and the stored file. */
export const SubmitPrescriptionCommandSchema = z.object({
  upload: PrescriptionUploadSchema,
  file: PrescriptionObjectSchema,
});
export type SubmitPrescriptionCommand = z.input<typeof SubmitPrescriptionCommandSchema>;

/** The spec reads `success` and `message`; `id` is the submission's. */
export const SubmitPrescriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
});
export type SubmitPrescriptionResponse = z.infer<typeof SubmitPrescriptionResponseSchema>;

/** The answer when the chosen provider cannot take this prescription (field `providerId`). */
export const providerUnavailableMessage = (type: PrescriptionType) =>
  type === 'pharmacy'
    ? 'This pharmacy is not available for prescriptions. Please choose another one.'
    : 'This laboratory is not available for lab test prescriptions. Please choose another one.';

// ---- views ---------------------------------------------------------------------------------------

/** The uploaded file as the spec's admin view names it, with a link valid for minutes (presigned GET). */
export const PrescriptionFileSchema = z.object({
  originalName: z.string(),
  /** Bytes. */
  size: z.number().check(z.int()),
  kind: z.enum(PRESCRIPTION_FILE_KINDS),
  url: z.string().check(z.describe('Presigned GET at the site, valid until expiresAt')),
  expiresAt: z.string(),
});
export type PrescriptionFile = z.infer<typeof PrescriptionFileSchema>;

/** One status change of a submission: by which admin, when, from what to what, with the note. */
export const SubmissionDecisionSchema = z.object({
  fromStatus: SubmissionStatusSchema,
  toStatus: SubmissionStatusSchema,
  note: z.nullable(z.string()),
  actorId: z.string(),
  at: z.string(),
});
export type SubmissionDecision = z.infer<typeof SubmissionDecisionSchema>;

/**
 * The spec's admin view of a submission (`_id`, type, status, providerName, providerEmail, service, doctor, date,
 * notes, prescriptionFile, userId and username/mobile, createdAt), plus `id`, the provider's id and the link.
 * `notes` is the admin's note of the latest status change.
 */
export const SubmissionSchema = z.object({
  id: z.string(),
  _id: z.string(),
  type: PrescriptionTypeSchema,
  status: SubmissionStatusSchema,
  providerId: z.string(),
  providerName: z.string(),
  providerEmail: z.string(),
  service: z.string(),
  doctor: z.string(),
  /** The prescribed date, YYYY-MM-DD. */
  date: z.string(),
  notes: z.nullable(z.string()),
  prescriptionFile: PrescriptionFileSchema,
  userId: z.string(),
  username: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const SubmissionDetailSchema = z.extend(SubmissionSchema, {
  decisions: z.array(SubmissionDecisionSchema),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetailSchema>;

/** What the pharmacy or lab sees of a prescription sent to it (/entitydash): the patient's details and the file. */
export const ProviderSubmissionSchema = z.object({
  id: z.string(),
  _id: z.string(),
  type: PrescriptionTypeSchema,
  status: SubmissionStatusSchema,
  service: z.string(),
  doctor: z.string(),
  date: z.string(),
  username: z.string(),
  mobile: z.string(),
  prescriptionFile: PrescriptionFileSchema,
  createdAt: z.string(),
});
export type ProviderSubmission = z.infer<typeof ProviderSubmissionSchema>;

/** What a patient sees of their own submissions. */
export const PatientSubmissionSchema = z.object({
  id: z.string(),
  _id: z.string(),
  type: PrescriptionTypeSchema,
  status: SubmissionStatusSchema,
  providerName: z.string(),
  service: z.string(),
  doctor: z.string(),
  date: z.string(),
  prescriptionFile: PrescriptionFileSchema,
  createdAt: z.string(),
});
export type PatientSubmission = z.infer<typeof PatientSubmissionSchema>;

// ---- lists ---------------------------------------------------------------------------------------

export const SUBMISSION_PAGE_MAX = 100;
const cursorField = z.optional(z.uuid('Not a valid page cursor'));
const limitField = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SUBMISSION_PAGE_MAX)), 25);

/**
 * GET /api/admin/submissions: the spec's optional `type=lab|pharmacy`, plus a search over the patient's name and
 * mobile, the provider and the doctor ("Search by name, phone, or service..."), a status filter, and keyset pages
 * (newest first; `cursor` is the previous page's `nextCursor`).
 */
export const SubmissionListQuerySchema = z.object({
  type: z.optional(PrescriptionTypeSchema),
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters long')),
  ),
  status: z.optional(SubmissionStatusSchema),
  cursor: cursorField,
  limit: limitField,
});
export type SubmissionListQuery = z.input<typeof SubmissionListQuerySchema>;

/** Over the type and search, before the status filter: the dashboard's counters (total, pending, accepted, rejected). */
export const SubmissionCountsSchema = z.object({
  all: z.number().check(z.int()),
  pending: z.number().check(z.int()),
  accepted: z.number().check(z.int()),
  rejected: z.number().check(z.int()),
});
export type SubmissionCounts = z.infer<typeof SubmissionCountsSchema>;

/** The spec reads `success` and `data.all`. */
export const SubmissionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    all: z.array(SubmissionSchema),
    counts: SubmissionCountsSchema,
    nextCursor: z.nullable(z.string()),
  }),
});
export type SubmissionListResponse = z.infer<typeof SubmissionListResponseSchema>;

export const SubmissionIdParamsSchema = z.object({ id: z.uuid('Not a submission id') });

export const SubmissionDetailResponseSchema = z.object({
  success: z.literal(true),
  submission: SubmissionDetailSchema,
});
export type SubmissionDetailResponse = z.infer<typeof SubmissionDetailResponseSchema>;

export const SUBMISSION_NOTE_MAX = 1000;

/** PATCH /api/admin/submissions/:id/status: any of the three statuses, with an optional note (audited). */
export const UpdateSubmissionStatusRequestSchema = z.object({
  status: SubmissionStatusSchema,
  note: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(SUBMISSION_NOTE_MAX, `The note must be at most ${SUBMISSION_NOTE_MAX} characters long`),
      ),
  ),
});
export type UpdateSubmissionStatusRequest = z.input<typeof UpdateSubmissionStatusRequestSchema>;

export const UpdateSubmissionStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  submission: SubmissionDetailSchema,
});
export type UpdateSubmissionStatusResponse = z.infer<typeof UpdateSubmissionStatusResponseSchema>;

/** GET /api/clinic/my-prescriptions (the signed-in pharmacy or lab): its own, newest first, keyset pages. */
export const ProviderSubmissionListQuerySchema = z.object({
  status: z.optional(SubmissionStatusSchema),
  cursor: cursorField,
  limit: limitField,
});
export type ProviderSubmissionListQuery = z.input<typeof ProviderSubmissionListQuerySchema>;

export const ProviderSubmissionListResponseSchema = z.object({
  success: z.literal(true),
  submissions: z.array(ProviderSubmissionSchema),
  nextCursor: z.nullable(z.string()),
});
export type ProviderSubmissionListResponse = z.infer<typeof ProviderSubmissionListResponseSchema>;

export const ProviderSubmissionResponseSchema = z.object({
  success: z.literal(true),
  submission: ProviderSubmissionSchema,
});
export type ProviderSubmissionResponse = z.infer<typeof ProviderSubmissionResponseSchema>;

/** GET /api/user/prescriptions: the signed-in patient's own, newest first. */
export const PatientSubmissionListQuerySchema = z.object({ cursor: cursorField, limit: limitField });
export type PatientSubmissionListQuery = z.input<typeof PatientSubmissionListQuerySchema>;

export const PatientSubmissionListResponseSchema = z.object({
  success: z.literal(true),
  submissions: z.array(PatientSubmissionSchema),
  nextCursor: z.nullable(z.string()),
});
export type PatientSubmissionListResponse = z.infer<typeof PatientSubmissionListResponseSchema>;

// ---- events --------------------------------------------------------------------------------------

/**
 * prescription.evt.submitted.v1: everything the provider's e-mail (and later the notification service) needs,
 * the file's key included (the link is presigned when the mail is written, so no link sits in the event log).
 */
export const PrescriptionSubmittedEventSchema = z.object({
  submissionId: z.string(),
  type: PrescriptionTypeSchema,
  providerId: z.string(),
  providerAccountId: z.string(),
  providerName: z.string(),
  providerEmail: z.string(),
  patientId: z.string(),
  username: z.string(),
  mobile: z.string(),
  doctor: z.string(),
  prescribedDate: z.string(),
  service: z.string(),
  file: PrescriptionObjectSchema,
  submittedAt: z.string(),
});
export type PrescriptionSubmittedEvent = z.infer<typeof PrescriptionSubmittedEventSchema>;

/** prescription.evt.status-changed.v1: an admin moved a submission (for the patient's notifications). */
export const SubmissionStatusChangedEventSchema = z.object({
  submissionId: z.string(),
  type: PrescriptionTypeSchema,
  providerId: z.string(),
  providerName: z.string(),
  patientId: z.string(),
  fromStatus: SubmissionStatusSchema,
  toStatus: SubmissionStatusSchema,
  note: z.nullable(z.string()),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type SubmissionStatusChangedEvent = z.infer<typeof SubmissionStatusChangedEventSchema>;

/**
 * prescription.query.mail-file-link.v1 (services only: the notification service, as it mails the provider): a
 * fresh presigned link to the submission's file, valid PRESCRIPTION_MAIL_URL_SECONDS from now, so the link in the
 * mail is valid when the mail leaves whatever delay the event had.
 */
export const MailFileLinkReplySchema = z.object({ url: z.string(), expiresAt: z.string() });
export type MailFileLinkReply = z.infer<typeof MailFileLinkReplySchema>;
