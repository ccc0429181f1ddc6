import { z } from '../common/zod.js';
import { EntityTypeSchema } from '../common/roles.js';
import { LICENCE_PROOF_KINDS, ProviderRegistrationSchema, ProviderStatusSchema } from './registration.js';

/** Where the gateway put the licence proof: a key it made up (`licences/<uuid>`), never the sender's file name. */
export const LICENCE_KEY_PREFIX = 'licences/';
export const LicenceObjectSchema = z.object({
  key: z.string().check(z.regex(/^licences\/[0-9a-f-]{36}$/, 'not a licence key')),
  /** The sender's file name, kept as text only (shown to admins). */
  fileName: z.string().check(z.maxLength(255)),
  kind: z.enum(LICENCE_PROOF_KINDS),
  size: z.number().check(z.int(), z.gte(1)),
});
export type LicenceObject = z.infer<typeof LicenceObjectSchema>;

/** verification.cmd.register-provider.v1: the form as the gateway validated it, and the stored licence if any. */
export const RegisterProviderCommandSchema = z.object({
  registration: ProviderRegistrationSchema,
  licence: z.nullable(LicenceObjectSchema),
});
export type RegisterProviderCommand = z.input<typeof RegisterProviderCommandSchema>;

export const RegisterProviderResponseSchema = z.object({ message: z.string(), id: z.string() });
export type RegisterProviderResponse = z.infer<typeof RegisterProviderResponseSchema>;

/** What a reviewer ticks in the Verification tab (saved with the notes). */
export const REVIEW_CHECKLIST = {
  licenceValid: 'The licence proof is valid and readable',
  detailsMatch: 'Name and address match the licence',
  contactVerified: 'Phone and e-mail were verified',
  servicesConfirmed: 'Staff and services are as stated',
} as const;
export type ReviewChecklistItem = keyof typeof REVIEW_CHECKLIST;

export const ReviewChecklistSchema = z.object({
  licenceValid: z._default(z.boolean(), false),
  detailsMatch: z._default(z.boolean(), false),
  contactVerified: z._default(z.boolean(), false),
  servicesConfirmed: z._default(z.boolean(), false),
}) satisfies z.ZodMiniType<Record<ReviewChecklistItem, boolean>, unknown>;
export type ReviewChecklist = z.infer<typeof ReviewChecklistSchema>;

export const REVIEW_NOTES_MAX = 2000;
const notesField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(REVIEW_NOTES_MAX, `Notes must be at most ${REVIEW_NOTES_MAX} characters long`),
  );

/** One line of a provider's audit trail. */
export const ProviderDecisionSchema = z.object({
  action: z.enum(['review_opened', 'approved', 'rejected']),
  fromStatus: ProviderStatusSchema,
  toStatus: ProviderStatusSchema,
  note: z.nullable(z.string()),
  actorId: z.string(),
  at: z.string(),
});
export type ProviderDecision = z.infer<typeof ProviderDecisionSchema>;

/** A provider as lists show it (the spec's provider fields; `_id` for the earlier clients). */
export const ProviderSummarySchema = z.object({
  id: z.string(),
  _id: z.string(),
  entityType: EntityTypeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  location: z.string(),
  /** ISO 3166-2:IN code (`IN-MH`); null for a provider who registered before the state was asked. */
  state: z.optional(z.nullable(z.string())),
  /** ABDM Health Facility Registry id, when the provider gave one. */
  hfrId: z.optional(z.nullable(z.string())),
  numberOfDoctors: z.number().check(z.int()),
  specializations: z.array(z.string()),
  acceptsEMI: z.boolean(),
  acceptsInsurance: z.boolean(),
  status: ProviderStatusSchema,
  hasLicence: z.boolean(),
  createdAt: z.string(),
});
export type ProviderSummary = z.infer<typeof ProviderSummarySchema>;

/** A provider in the Review modal: the details, the licence (a link valid for minutes), the review and its audit trail. */
export const ProviderDetailSchema = z.extend(ProviderSummarySchema, {
  licence: z.nullable(
    z.object({
      fileName: z.string(),
      kind: z.enum(LICENCE_PROOF_KINDS),
      size: z.number().check(z.int()),
      url: z.string().check(z.describe('Presigned GET, for admins only')),
      expiresAt: z.string(),
    }),
  ),
  review: z.object({
    checklist: ReviewChecklistSchema,
    notes: z.string(),
    updatedAt: z.nullable(z.string()),
    updatedBy: z.nullable(z.string()),
  }),
  decisions: z.array(ProviderDecisionSchema),
});
export type ProviderDetail = z.infer<typeof ProviderDetailSchema>;

/** GET /api/admin/pending-clinics: the spec's shape, those awaiting a decision (pending or under review). */
export const PendingProvidersResponseSchema = z.object({
  clinics: z.array(ProviderSummarySchema),
  pharmacies: z.array(ProviderSummarySchema),
  labs: z.array(ProviderSummarySchema),
});
export type PendingProvidersResponse = z.infer<typeof PendingProvidersResponseSchema>;

export const PROVIDER_PAGE_MAX = 100;

/** GET /api/admin/providers: search (name, e-mail, phone), filters, newest first, keyset-paginated. */
export const ProviderListQuerySchema = z.object({
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters long')),
  ),
  status: z.optional(ProviderStatusSchema),
  type: z.optional(EntityTypeSchema),
  /** `nextCursor` of the previous page. */
  cursor: z.optional(z.uuid('Not a valid page cursor')),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PROVIDER_PAGE_MAX)), 25),
});
export type ProviderListQuery = z.input<typeof ProviderListQuerySchema>;

export const ProviderCountsSchema = z.object({
  all: z.number().check(z.int()),
  pending: z.number().check(z.int()),
  under_review: z.number().check(z.int()),
  approved: z.number().check(z.int()),
  rejected: z.number().check(z.int()),
});
export type ProviderCounts = z.infer<typeof ProviderCountsSchema>;

export const ProviderListResponseSchema = z.object({
  items: z.array(ProviderSummarySchema),
  /** Over the search and type, before the status filter: the five counters above the table. */
  counts: ProviderCountsSchema,
  nextCursor: z.nullable(z.string()),
});
export type ProviderListResponse = z.infer<typeof ProviderListResponseSchema>;

export const ProviderIdParamsSchema = z.object({ id: z.uuid('Not a provider id') });

/** PUT /api/admin/providers/:id/review: the checklist and notes, saved. */
export const SaveReviewRequestSchema = z.object({
  checklist: ReviewChecklistSchema,
  notes: z._default(notesField, ''),
});
export type SaveReviewRequest = z.input<typeof SaveReviewRequestSchema>;

/** PATCH /api/admin/verify/:type/:id (the spec's path and payload, plus an optional note for the audit trail). */
export const VerifyProviderParamsSchema = z.object({
  type: EntityTypeSchema,
  id: z.uuid('Not a provider id'),
});
export const VerifyProviderRequestSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'The status must be approved or rejected' }),
  note: z.optional(notesField),
});
export type VerifyProviderRequest = z.input<typeof VerifyProviderRequestSchema>;

export const VerifyProviderResponseSchema = z.object({ message: z.string(), provider: ProviderDetailSchema });
export type VerifyProviderResponse = z.infer<typeof VerifyProviderResponseSchema>;

// ---- events ------------------------------------------------------------------------------------

export const ProviderRegisteredEventSchema = z.object({
  providerId: z.string(),
  accountId: z.string(),
  entityType: EntityTypeSchema,
  name: z.string(),
  email: z.string(),
  registeredAt: z.string(),
});
export type ProviderRegisteredEvent = z.infer<typeof ProviderRegisteredEventSchema>;

/**
 * What the directory lists of an approved provider, and what auth needs to let it log in. `state` and `hfrId` were
 * added later (issue 17): optional, so events written before them still parse; absent when the provider has none.
 */
export const ProviderApprovedEventSchema = z.object({
  providerId: z.string(),
  accountId: z.string(),
  entityType: EntityTypeSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  location: z.string(),
  /** ISO 3166-2:IN code of the state or union territory (`IN-MH`). */
  state: z.optional(z.string()),
  /** ABDM Health Facility Registry id (`IN` and 10 digits). */
  hfrId: z.optional(z.string()),
  numberOfDoctors: z.number().check(z.int()),
  specializations: z.array(z.string()),
  acceptsEMI: z.boolean(),
  acceptsInsurance: z.boolean(),
  decidedAt: z.string(),
  decidedBy: z.string(),
});
export type ProviderApprovedEvent = z.infer<typeof ProviderApprovedEventSchema>;

export const ProviderRejectedEventSchema = z.object({
  providerId: z.string(),
  accountId: z.string(),
  entityType: EntityTypeSchema,
  name: z.string(),
  email: z.string(),
  note: z.nullable(z.string()),
  decidedAt: z.string(),
  decidedBy: z.string(),
});
export type ProviderRejectedEvent = z.infer<typeof ProviderRejectedEventSchema>;
