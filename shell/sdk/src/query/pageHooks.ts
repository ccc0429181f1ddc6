/* eslint-disable @typescript-eslint/no-restricted-imports -- the one place that binds them to the page's cache */
import {
  useInfiniteQuery as useTanstackInfiniteQuery,
  useMutation as useTanstackMutation,
  useQuery as useTanstackQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
/* eslint-enable @typescript-eslint/no-restricted-imports */
import { queryClient } from './queryClient';

/*
 * TanStack Query's `useQuery`, `useInfiniteQuery` and `useMutation` on the page's one cache, passed explicitly rather than through a
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

/** Pages of one list, fetched one after the other (`fetchNextPage`), e.g. by a keyset cursor. */
export function useInfiniteQuery<
  TQueryFnData = unknown,
  TError = Error,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>) {
  return useTanstackInfiniteQuery(options, queryClient);
}
