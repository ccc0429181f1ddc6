import { defineCommand } from '../messaging/define.js';
import { DirectoryQuerySchema, DirectoryResponseSchema } from './listings.js';

/** The directory service's queries: the public directory, built from verification's events. */
export const directoryCommands = {
  approvedProviders: defineCommand({
    subject: 'directory.query.approved-providers.v1',
    request: DirectoryQuerySchema,
    reply: DirectoryResponseSchema,
  }),
} as const;
