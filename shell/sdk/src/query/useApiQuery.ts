import type { ClientRoute } from '@hp/contracts';
import type { UseQueryOptions } from '@tanstack/react-query';
import { requestRoute } from '@hp/shell-sdk';
import type { CallOptions, NeedsRouteCall, RouteCall, RouteResponse } from '@hp/shell-sdk';
import { apiQueryKey, type ApiQueryKey } from './apiQueryKey';
import { useQuery } from './pageHooks';

/** A route that reads: queries are GETs (writes go through `useApiMutation`). */
export type ReadRoute = ClientRoute & { method: 'GET' };

export type ApiQueryOptions<R extends ClientRoute, TData> = Omit<
  UseQueryOptions<RouteResponse<R>, Error, TData, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

/** `(call?, options?)`, or `(call, options?)` when the route needs params or a query. */
export type ApiQueryArgs<R extends ClientRoute, TData> =
  NeedsRouteCall<R> extends true
    ? [call: RouteCall<R>, options?: ApiQueryOptions<R, TData>]
    : [call?: RouteCall<R>, options?: ApiQueryOptions<R, TData>];

/**
 * `useQuery` bound to one contracts GET route: `useApiQuery(route, { params, query }, options)`. Cached under
 * `apiQueryKey(route, { params, query })`; a changed param or query is a new query. The request is aborted when
 * TanStack Query cancels it.
 */
export function useApiQuery<R extends ReadRoute, TData = RouteResponse<R>>(
  route: R,
  ...[call, options]: ApiQueryArgs<R, TData>
) {
  const { params, query } = (call ?? {}) as CallOptions;
  return useQuery<RouteResponse<R>, Error, TData, ApiQueryKey>({
    ...options,
    queryKey: apiQueryKey(route, call),
    queryFn: ({ signal }) => requestRoute(route, undefined, { params, query, signal }),
  });
}
