/**
 * `@hp/shell-sdk/query`: reading and writing the API through TanStack Query, with the page's one cache. A shared
 * entry of its own, so that pages which never use it (Home) do not download TanStack Query. It reaches the session
 * and the API client through `@hp/shell-sdk`, the shared singleton, never a copy of its own.
 */
export { queryClient } from './queryClient';
export { apiQueryKey, type ApiQueryKey } from './apiQueryKey';
export { useApiMutation, type MutationVariables } from './useApiMutation';
export { useApiQuery, type ApiQueryArgs, type ApiQueryOptions, type ReadRoute } from './useApiQuery';
