import type { HttpRoute } from '@hp/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/apiRequest';
import type { RouteBody, RouteResponse } from '../api/http';

/** `useMutation` bound to one contracts route: `mutate(body)` sends it through `apiRequest`. */
export function useApiMutation<R extends HttpRoute>(
  route: R,
  options: Omit<UseMutationOptions<RouteResponse<R>, Error, RouteBody<R>>, 'mutationFn'> = {},
) {
  return useMutation<RouteResponse<R>, Error, RouteBody<R>>({
    ...options,
    mutationFn: (body) => apiRequest(route, body),
  });
}
