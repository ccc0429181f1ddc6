import { defineCommand } from '../messaging/define.js';
import { PublicationRangesSchema } from '../common/publication.js';
import { DirectoryQuerySchema, DirectoryResponseSchema } from './listings.js';
import {
  PublishedProviderRangesQuerySchema,
  PublishedProvidersQuerySchema,
  PublishedProvidersSchema,
} from './publication.js';

/** The directory service's queries: the public directory, built from verification's events. */
export const directoryCommands = {
  approvedProviders: defineCommand({
    subject: 'directory.query.approved-providers.v1',
    request: DirectoryQuerySchema,
    reply: DirectoryResponseSchema,
  }),
  /** The gateway's FHIR layer: approved providers in id order, compact, in keyset pages (see publication.ts). */
  publishedProviders: defineCommand({
    subject: 'directory.query.published-providers.v1',
    request: PublishedProvidersQuerySchema,
    reply: PublishedProvidersSchema,
  }),
  /** The gateway's FHIR feed: where each of its Location or Schedule files starts. */
  publishedProviderRanges: defineCommand({
    subject: 'directory.query.published-provider-ranges.v1',
    request: PublishedProviderRangesQuerySchema,
    reply: PublicationRangesSchema,
  }),
} as const;
