import type { HttpRoute } from '@hp/contracts';
import type { z } from 'zod';
import { apiBaseUrl } from './config';
import { ApiError, NetworkError, apiErrorFrom } from './errors';

/** What a route answers on success. */
export type RouteResponse<R extends HttpRoute> = z.infer<R['response']>;
/** What a route accepts as its body (before the server applies defaults), or nothing. */
export type RouteBody<R extends HttpRoute> = R extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;

export interface RequestOptions {
  signal?: AbortSignal;
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** One HTTP exchange, no session logic: used by `apiRequest` and by the session store itself. */
export async function sendRequest<R extends HttpRoute>(
  route: R,
  body: unknown,
  { token, signal }: RequestOptions & { token?: string | null },
): Promise<RouteResponse<R>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: route.method, headers, credentials: 'include' };
  if (signal) init.signal = signal;
  if (body !== undefined && route.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiBaseUrl() + route.path, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(error);
  }

  if (!response.ok) throw await apiErrorFrom(response);
  const text = await response.text();
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
