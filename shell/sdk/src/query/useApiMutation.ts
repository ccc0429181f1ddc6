import type { ClientRoute, ServerRouteOf } from '@hp/contracts';
import type { z } from 'zod/mini';
import type { UseMutationOptions } from '@tanstack/react-query';
import { requestRoute } from '@hp/shell-sdk';
import type { CallOptions, RouteBody, RouteCall, RouteResponse } from '@hp/shell-sdk';
import { useMutation } from './pageHooks';

/**
 * What `mutate` takes: the body, or `{ params, query?, body }` for a route that declares `params` or a query
 * (so one mutation can act on any row of a list).
 */
export type MutationVariables<R extends ClientRoute> = R extends { params: true } | { query: true }
  ? RouteCall<R> & (ServerRouteOf<R> extends { body: z.ZodMiniType } ? { body: RouteBody<R> } : { body?: undefined })
  : RouteBody<R>;

const takesCall = (route: ClientRoute) => route.params !== undefined || route.query !== undefined;

/** `useMutation` bound to one contracts route: `mutate(variables)` sends it through `apiRequest`. */
export function useApiMutation<R extends ClientRoute>(
  route: R,
  options: Omit<UseMutationOptions<RouteResponse<R>, Error, MutationVariables<R>>, 'mutationFn'> = {},
) {
  return useMutation<RouteResponse<R>, Error, MutationVariables<R>>({
    ...options,
    mutationFn: (variables) => {
      if (!takesCall(route)) return requestRoute(route, variables);
      const { params, query, body } = variables as unknown as CallOptions & { body?: unknown };
      return requestRoute(route, body, { params, query });
    },
  });
}
