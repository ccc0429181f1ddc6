import { directoryApi, type DirectoryQueryInput } from '@hp/contracts';
import { apiRequest } from '@hp/shell-sdk';

/** /demo: one page of the public directory (no token); a list's `next` cursor, with the same query, gives the next. */
export const fetchDirectoryPage = (query: DirectoryQueryInput, signal?: AbortSignal) =>
  apiRequest(directoryApi.approvedProviders, undefined, { query, signal });
