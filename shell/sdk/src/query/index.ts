/**
 * `@hp/shell-sdk/query`: reading and writing the API through TanStack Query, on the page's one cache (passed to each
 * hook, no provider needed: `useQuery` / `useInfiniteQuery` / `useMutation` here are TanStack's, bound to it). A shared entry of
 * its own, so that pages which never use it (Home) do not download TanStack Query. It reaches the API client through
 * `@hp/shell-sdk`, the shared singleton, never a copy of its own; nothing in the SDK's main entry imports it back
 * (no import circle).
 */
export { apiQueryKey, type ApiQueryKey } from './apiQueryKey';
export { useInfiniteQuery, useMutation, useQuery } from './pageHooks';
export { queryClient } from './queryClient';
export { useApiMutation, type MutationVariables } from './useApiMutation';
export { useApiQuery, type ApiQueryArgs, type ApiQueryOptions, type ReadRoute } from './useApiQuery';
