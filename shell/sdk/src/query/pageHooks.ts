/* eslint-disable @typescript-eslint/no-restricted-imports -- the one place that binds them to the page's cache */
import {
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { queryClient } from './queryClient';

/*
 * TanStack Query's `useQuery` and `useMutation` on the page's one cache, passed explicitly rather than through a
 * `QueryClientProvider`: a page that reads or writes nothing through them (the policies, a payment's failure, the
 * "coming soon" pages) then never downloads TanStack Query (14 KB gzip). Areas import these, never TanStack's own
 * (an ESLint rule says so).
 */

export function useMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  return useTanstackMutation(options, queryClient);
}

export function useQuery<
  TQueryFnData = unknown,
  TError = Error,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>) {
  return useTanstackQuery(options, queryClient);
}
