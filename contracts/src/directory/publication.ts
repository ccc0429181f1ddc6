import { z } from '../common/zod.js';
import { EntityTypeSchema } from '../common/roles.js';
import { pageLimitField, publishedIdsField } from '../common/publication.js';

/**
 * directory.query.published-providers.v1: the approved providers in id order, for the gateway's FHIR Locations and
 * Schedules (issue 17). Filters combine with AND; `name` and `city` match the start of the value, ignoring case
 * (FHIR's string search).
 */
export const PUBLISHED_PROVIDERS_PAGE_MAX = 1000;

const startOfText = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));

export const PublishedProvidersQuerySchema = z.object({
  ids: publishedIdsField,
  type: z.optional(EntityTypeSchema),
  name: startOfText,
  /** The start of the provider's location (its area or city as registered). */
  city: startOfText,
  /** Only ids above this one: the keyset of the next page. */
  after: z.optional(z.uuid()),
  /** Only ids from this one (inclusive) up to `before` (exclusive): a feed file's range. */
  from: z.optional(z.uuid()),
  before: z.optional(z.uuid()),
  limit: pageLimitField(PUBLISHED_PROVIDERS_PAGE_MAX),
  /** Count every match too (a FHIR searchset's `total`). */
  withTotal: z.optional(z.boolean()),
});
export type PublishedProvidersQuery = z.infer<typeof PublishedProvidersQuerySchema>;

/** An approved provider's public fields (no e-mail, no login). */
export const PublishedProviderSchema = z.object({
  id: z.string(),
  type: EntityTypeSchema,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  location: z.string(),
  /** ISO 3166-2:IN code (`IN-MH`); null for a provider approved before the state was asked. */
  state: z.optional(z.nullable(z.string())),
  /** ABDM Health Facility Registry id, when the provider gave one. */
  hfrId: z.optional(z.nullable(z.string())),
  specializations: z.array(z.string()),
});
export type PublishedProvider = z.infer<typeof PublishedProviderSchema>;

export const PublishedProvidersSchema = z.object({
  providers: z.array(PublishedProviderSchema),
  /** The `after` of the next page; null on the last. */
  next: z.nullable(z.string()),
  total: z.nullable(z.number().check(z.int())),
});
export type PublishedProviders = z.infer<typeof PublishedProvidersSchema>;

/** directory.query.published-provider-ranges.v1: the feed's files of Locations (every kind) or Schedules (clinics). */
export const PublishedProviderRangesQuerySchema = z.object({
  type: z.optional(EntityTypeSchema),
  size: pageLimitField(1_000_000),
});
export type PublishedProviderRangesQuery = z.infer<typeof PublishedProviderRangesQuerySchema>;
