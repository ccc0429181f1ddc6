import type { ClientRoute } from '@hp/contracts';
import type { RouteCall } from '@hp/shell-sdk';

/** `['api', method, path, params, query]`: what `useApiQuery` caches one call of a route under. */
export type ApiQueryKey = readonly [
  'api',
  string,
  string,
  Readonly<Record<string, unknown>>,
  Readonly<Record<string, unknown>>,
];

/**
 * The query key of a route call. With the call's `params` and `query` it is the exact key `useApiQuery` uses
 * (for `setQueryData`, `getQueryData`); with fewer it is a filter that TanStack Query matches partially, so
 * `invalidateQueries({ queryKey: apiQueryKey(route) })` refreshes every call of the route and
 * `apiQueryKey(route, { params: { id } })` every call for that id, whatever its query.
 */
export function apiQueryKey<R extends ClientRoute>(route: R, call: Partial<RouteCall<R>> = {}): ApiQueryKey {
  const { params, query } = call as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return ['api', route.method, route.path, params ?? {}, query ?? {}];
}
