import { authRoutes, type HttpRoute } from '@hp/contracts';
import { useSession } from '../session/sessionStore';
import { ApiError } from './errors';
import { sendRequest, type RequestOptions, type RouteBody, type RouteResponse } from './http';

const sessionPaths = new Set<string>([
  authRoutes.refreshSession.path,
  authRoutes.userLogout.path,
  authRoutes.providerLogout.path,
  authRoutes.adminLogout.path,
]);

/**
 * Calls one contracts route with the session's bearer token. An authenticated call answered 401
 * (token expired or revoked) refreshes the session once and is sent again. Throws `ApiError`
 * (the server said no) or `NetworkError` (no answer).
 */
export async function apiRequest<R extends HttpRoute>(
  route: R,
  body?: RouteBody<R>,
  options: RequestOptions = {},
): Promise<RouteResponse<R>> {
  const token = useSession.getState().accessToken;
  try {
    return await sendRequest(route, body, { ...options, token });
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 401 && token && !sessionPaths.has(route.path);
    if (!expired) throw error;
    // Another call may already have refreshed the token while this one was in flight.
    if (useSession.getState().accessToken === token) await useSession.getState().restore();
    const renewed = useSession.getState().accessToken;
    if (!renewed || renewed === token) throw error;
    return sendRequest(route, body, { ...options, token: renewed });
  }
}
