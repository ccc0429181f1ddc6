import type { ClientRoute } from '@hp/contracts';
import { useSession } from '../session/sessionStore';
import { ApiError } from './errors';
import { sendRequest, type ApiRequestArgs, type CallOptions, type RouteResponse } from './http';

/**
 * Calls one contracts route with the session's bearer token: `apiRequest(route, body?, { params?, query?, signal? })`.
 * `params` fill the path's `:names` (required, and type-checked, exactly when the route declares them); `query`
 * becomes the query string. An authenticated call answered 401 (token expired or revoked) refreshes the session
 * once and is sent again. Throws `ApiError` (the server said no) or `NetworkError` (no answer).
 */
export function apiRequest<R extends ClientRoute>(
  route: R,
  ...[body, options]: ApiRequestArgs<R>
): Promise<RouteResponse<R>> {
  return requestRoute(route, body, options);
}

/** `apiRequest` without the per-route typing, for the SDK's hooks (which type their own arguments). */
export async function requestRoute<R extends ClientRoute>(
  route: R,
  body: unknown,
  options: CallOptions = {},
): Promise<RouteResponse<R>> {
  return withSessionToken(route, (token) => sendRequest(route, body, { ...options, token }));
}

/**
 * Sends with the session's bearer token; an authenticated call answered 401 refreshes the session once and is
 * sent again. `send` is one exchange (fetch for JSON, XMLHttpRequest for an upload).
 */
export async function withSessionToken<T>(
  route: ClientRoute,
  send: (token: string | null) => Promise<T>,
): Promise<T> {
  const token = useSession.getState().accessToken;
  try {
    return await send(token);
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 401 && token;
    if (!expired || (await import('../session/sessionRoutes')).sessionPaths.has(route.path)) throw error;
    // Another call may already have refreshed the token while this one was in flight.
    if (useSession.getState().accessToken === token) await useSession.getState().restore();
    const renewed = useSession.getState().accessToken;
    if (!renewed || renewed === token) throw error;
    return send(renewed);
  }
}
