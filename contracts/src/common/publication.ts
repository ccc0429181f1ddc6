import { z } from './zod.js';

/**
 * What the services answer to the gateway's FHIR layer (issue 17): compact rows in small keyset pages (a NATS
 * message holds at most 1 MB), read at request time so that the FHIR layer keeps no copy of its own.
 */

/** At most this many ids in one `ids` filter (a FHIR read, or a search by a few references). */
export const PUBLISHED_IDS_MAX = 100;

export const publishedIdsField = z.optional(
  z.array(z.uuid()).check(z.minLength(1), z.maxLength(PUBLISHED_IDS_MAX)),
);

export const pageLimitField = (max: number) => z.number().check(z.int(), z.gte(1), z.lte(max));

/**
 * The bulk feed's files are ranges of ids: `starts` holds the first id of every `size` rows in id order, so that
 * a file covers the ids from one start up to (not including) the next.
 */
export const PublicationRangesQuerySchema = z.object({
  size: pageLimitField(1_000_000),
});
export type PublicationRangesQuery = z.infer<typeof PublicationRangesQuerySchema>;

export const PublicationRangesSchema = z.object({ starts: z.array(z.string()) });
export type PublicationRanges = z.infer<typeof PublicationRangesSchema>;
