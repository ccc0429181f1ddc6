import { defineRoutes } from '../http/route.js';
import { DirectoryQuerySchema, DirectoryResponseSchema } from './listings.js';
import { directoryCommands } from './subjects.js';

const tag = 'Public directory';

/** The public directory of approved providers (the spec's path; no token). */
export const directoryRoutes = defineRoutes({
  approvedProviders: {
    method: 'GET',
    path: '/api/clinic/approved-clinics',
    tag,
    access: 'public',
    summary:
      "Approved clinics, pharmacies and laboratories, each list its first page in name order; `type` fills one list only, `q` searches names (prefix and typo-tolerant, best match first), `area`, `specialization`, `emi` and `insurance` filter, and a list's `next` cursor (with the same parameters) gives its next page",
    query: DirectoryQuerySchema,
    response: DirectoryResponseSchema,
    successStatus: 200,
    command: directoryCommands.approvedProviders,
  },
});
