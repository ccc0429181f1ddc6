import type { ClientRoute, ServerRouteOf } from '@hp/contracts';
import type { z } from 'zod/mini';
import { apiBaseUrl } from './config';
import { ApiError, NetworkError } from './errors';
import { routeUrl } from './url';

// Routes are the contracts' client views (`authApi.userLogin`, ...): no schema travels to the browser, and the types
// below read the schemas' types from the server route each view stands for (`ServerRouteOf`).

/** What a route answers on success. */
export type RouteResponse<R extends ClientRoute> = z.infer<ServerRouteOf<R>['response']>;
/** What a route accepts as its body (before the server applies defaults), or nothing. */
export type RouteBody<R extends ClientRoute> =
  ServerRouteOf<R> extends { body: infer S extends z.ZodMiniType } ? z.input<S> : undefined;
/** The values of a route's `:params` (before the server parses them), or nothing. */
export type RouteParams<R extends ClientRoute> =
  ServerRouteOf<R> extends { params: infer S extends z.ZodMiniObject } ? z.input<S> : never;
/** A route's query object (before the server applies defaults), or nothing. */
export type RouteQuery<R extends ClientRoute> =
  ServerRouteOf<R> extends { query: infer S extends z.ZodMiniObject } ? z.input<S> : never;

/**
 * What one call of a route names besides its body: `params` exactly when the route declares them, `query` when
 * the route declares one (required when its schema has a required key). Routes without either take neither.
 */
export type RouteCall<R extends ClientRoute> = (ServerRouteOf<R> extends { params: z.ZodMiniObject }
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (ServerRouteOf<R> extends { query: z.ZodMiniObject }
    ? object extends RouteQuery<R>
      ? { query?: RouteQuery<R> }
      : { query: RouteQuery<R> }
    : { query?: undefined });

/** True when a call of the route cannot do without `params` or `query`. */
export type NeedsRouteCall<R extends ClientRoute> = object extends RouteCall<R> ? false : true;

export type RequestOptions<R extends ClientRoute = ClientRoute> = RouteCall<R> & {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the `Idempotency-Key` of a payment (never Authorization: the session adds it). */
  headers?: Readonly<Record<string, string>>;
};

/** The arguments after the route: `(body?, options?)`, or `(body, options)` when the route needs params or a query. */
export type ApiRequestArgs<R extends ClientRoute> =
  NeedsRouteCall<R> extends true
    ? [body: RouteBody<R>, options: RequestOptions<R>]
    : [body?: RouteBody<R>, options?: RequestOptions<R>];

/** The untyped form of a call's options, as the request functions use it inside the SDK. */
export interface CallOptions {
  params?: Readonly<Record<string, unknown>> | undefined;
  query?: Readonly<Record<string, unknown>> | undefined;
  signal?: AbortSignal | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** One HTTP exchange, no session logic: used by `apiRequest` and by the session store itself. */
export async function sendRequest<R extends ClientRoute>(
  route: R,
  body: unknown,
  { token, signal, headers: extraHeaders, ...call }: CallOptions & { token?: string | null },
): Promise<RouteResponse<R>> {
  const headers = requestHeaders(token, extraHeaders);
  const init: RequestInit = { method: route.method, headers, credentials: 'include' };
  if (signal) init.signal = signal;
  if (isFormData(body)) {
    // The browser writes the multipart Content-Type itself, with its boundary.
    init.body = body;
  } else if (body !== undefined && route.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  const url = apiBaseUrl() + routeUrl(route.path, call);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(error);
  }

  if (!response.ok) throw await (await import('./errorBody')).apiErrorFrom(response);
  return successBody<R>(await response.text());
}

export const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

/** The headers every call sends: what the caller adds, JSON accepted, the session's bearer token. */
export function requestHeaders(token: string | null | undefined, extra?: Readonly<Record<string, string>>) {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A success answer's text as the route's response (empty: undefined). */
export function successBody<R extends ClientRoute>(text: string): RouteResponse<R> {
  if (!text) return undefined as RouteResponse<R>;
  try {
    return JSON.parse(text) as RouteResponse<R>;
  } catch {
    // e.g. an HTML page from a proxy that did not forward /api
    throw new ApiError({
      status: 502,
      code: 'UPSTREAM.UNAVAILABLE',
      message: 'The server gave an unexpected answer. Please try again shortly.',
    });
  }
}
