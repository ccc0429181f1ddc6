import { z } from '../common/zod.js';
import { EnquiryKindSchema } from './enquiries.js';

/** What GET /api/admin/enquiries answers at most per page. */
export const ENQUIRY_PAGE_MAX = 100;

/**
 * GET /api/admin/enquiries: the public forms' enquiries for the admin dashboard, newest first; search by name,
 * phone or e-mail, filter by kind, keyset-paginated (`cursor` is the last id of the previous page).
 */
export const EnquiryListQuerySchema = z.object({
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters long')),
  ),
  kind: z.optional(EnquiryKindSchema),
  /** `nextCursor` of the previous page. */
  cursor: z.optional(z.uuid('Not a valid page cursor')),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ENQUIRY_PAGE_MAX)), 25),
});
export type EnquiryListQuery = z.input<typeof EnquiryListQuerySchema>;

/** One stored enquiry: who sent it, how to reach them, and the form's fields as they were sent. */
export const EnquirySummarySchema = z.object({
  id: z.string(),
  kind: EnquiryKindSchema,
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type EnquirySummary = z.infer<typeof EnquirySummarySchema>;

/** Over the search, before the kind filter: the counters above the table. */
export const EnquiryCountsSchema = z.object({
  all: z.number().check(z.int()),
  appointment: z.number().check(z.int()),
  insurance: z.number().check(z.int()),
  consultation: z.number().check(z.int()),
  feedback: z.number().check(z.int()),
});
export type EnquiryCounts = z.infer<typeof EnquiryCountsSchema>;

export const EnquiryListResponseSchema = z.object({
  items: z.array(EnquirySummarySchema),
  counts: EnquiryCountsSchema,
  nextCursor: z.nullable(z.string()),
});
export type EnquiryListResponse = z.infer<typeof EnquiryListResponseSchema>;
