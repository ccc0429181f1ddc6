import { z } from '../common/zod.js';
import { isUuid } from '../common/fields.js';
import { EntityTypeSchema, type EntityType } from '../common/roles.js';
import { DIRECTORY_PAGE_DEFAULT, DIRECTORY_PAGE_MAX, DIRECTORY_SEARCH_MAX } from './choices.js';

/**
 * The public directory (`GET /api/clinic/approved-clinics`): approved providers as the spec's public listing shows
 * them, by kind, with search, filters and keyset pages. Without any parameter the answer is what the earlier clients
 * read (clinics, pharmacies, laboratories), each list its first page.
 */

export {
  DIRECTORY_LISTS,
  DIRECTORY_PAGE_DEFAULT,
  DIRECTORY_PAGE_MAX,
  DIRECTORY_SEARCH_MAX,
  type DirectoryList,
} from './choices.js';

/** Where the next page starts: after this provider in the list's order (`rank` only when searching by name). */
export interface DirectoryCursor {
  type: EntityType;
  rank: number | null;
  name: string;
  id: string;
}

// Browsers and Node (>= 16) both have these; the contracts are compiled without DOM or Node types.
declare function btoa(binary: string): string;
declare function atob(base64: string): string;

/** base64url of the text's UTF-8 bytes (`unescape(encodeURIComponent())` makes the bytes a binary string). */
const toBase64Url = (text: string) =>
  btoa(unescape(encodeURIComponent(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Throws on text that is not base64 or not UTF-8. */
const fromBase64Url = (encoded: string) =>
  decodeURIComponent(escape(atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))));

/** The opaque `next` cursor of a page (base64url of its keyset values). */
export function encodeDirectoryCursor(cursor: DirectoryCursor): string {
  return toBase64Url(JSON.stringify([cursor.type, cursor.rank, cursor.name, cursor.id]));
}

/** The cursor's values, or null when the text is not a cursor this API made. */
export function decodeDirectoryCursor(text: string): DirectoryCursor | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(text));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [type, rank, name, id] = value as unknown[];
    if (!EntityTypeSchema.safeParse(type).success) return null;
    if (rank !== null && (typeof rank !== 'number' || !Number.isFinite(rank))) return null;
    if (typeof name !== 'string' || typeof id !== 'string' || !isUuid(id)) return null;
    return { type: type as EntityType, rank, name, id };
  } catch {
    return null;
  }
}

/** 'true' / 'yes' or 'false' / 'no' from the query text; a boolean as it is (the service parses the gateway's output again). */
const yesNo = (label: string) =>
  z.union(
    [
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false', 'yes', 'no']),
        z.transform((value) => value === 'true' || value === 'yes'),
      ),
    ],
    { error: `${label} must be true or false` },
  );

const optionalText = (label: string, max: number) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, `${label} must not be empty`),
        z.maxLength(max, `${label} must be at most ${max} characters long`),
      ),
  );

/** The query parameters; all optional. */
export const DirectoryQuerySchema = z
  .object({
    /** Only this kind's list is filled (the others are empty). */
    type: z.optional(
      z.enum(['clinic', 'pharmacy', 'lab'], { error: 'The type must be clinic, pharmacy or lab' }),
    ),
    /** Name search: a prefix of the name or of one of its words, or close to one (typo-tolerant). */
    q: optionalText('The search', DIRECTORY_SEARCH_MAX),
    /** The provider's location (city or area, e.g. Andheri West), case-insensitive. */
    area: optionalText('The area', 100),
    /** One of a clinic's specializations, case-insensitive. */
    specialization: optionalText('The specialization', 60),
    emi: z.optional(yesNo('emi')),
    insurance: z.optional(yesNo('insurance')),
    limit: z._default(
      z.coerce
        .number({ error: 'The limit must be a number' })
        .check(
          z.int('The limit must be a whole number'),
          z.gte(1, 'The limit must be at least 1'),
          z.lte(DIRECTORY_PAGE_MAX, `The limit must be at most ${DIRECTORY_PAGE_MAX}`),
        ),
      DIRECTORY_PAGE_DEFAULT,
    ),
    /** A list's `next` cursor from the previous answer, with the same search and filters: that list's next page. */
    cursor: z.optional(
      z.string().check(
        z.maxLength(1000, 'Not a valid page cursor'),
        z.refine((text) => decodeDirectoryCursor(text) !== null, 'Not a valid page cursor'),
      ),
    ),
  })
  .check(
    z.superRefine((query, context) => {
      const cursor = query.cursor === undefined ? null : decodeDirectoryCursor(query.cursor);
      if (!cursor) return;
      if (query.type && query.type !== cursor.type)
        context.addIssue({ code: 'custom', path: ['cursor'], message: 'The cursor belongs to another type' });
      if ((cursor.rank !== null) !== (query.q !== undefined))
        context.addIssue({
          code: 'custom',
          path: ['cursor'],
          message: 'The cursor belongs to another search; send the same parameters as for the first page',
        });
    }),
  );
export type DirectoryQueryInput = z.input<typeof DirectoryQuerySchema>;
export type DirectoryQuery = z.output<typeof DirectoryQuerySchema>;

/** A provider as the public listing shows it (the spec's fields; `_id` for the earlier clients). */
export const DirectoryEntrySchema = z.object({
  id: z.string(),
  _id: z.string(),
  entityType: EntityTypeSchema,
  name: z.string(),
  specializations: z.array(z.string()),
  numberOfDoctors: z.number().check(z.int()),
  location: z.string(),
  address: z.string(),
  phone: z.string(),
  acceptsEMI: z.boolean(),
  acceptsInsurance: z.boolean(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;

const nextCursor = z.nullable(z.string());

export const DirectoryResponseSchema = z.object({
  clinics: z.array(DirectoryEntrySchema),
  pharmacies: z.array(DirectoryEntrySchema),
  laboratories: z.array(DirectoryEntrySchema),
  /** Per list: the `cursor` of its next page, null on its last page. */
  next: z.object({ clinics: nextCursor, pharmacies: nextCursor, laboratories: nextCursor }),
});
export type DirectoryResponse = z.infer<typeof DirectoryResponseSchema>;
