import type { z } from 'zod/mini';
import type { Role } from '../common/roles.js';
import type { Command } from '../messaging/define.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Rate-limit buckets the gateway enforces per client address (stored in Redis so they hold across replicas);
 * 'login' also slows down repeated failures on one account. 'enquiry' is for forms (appointment
 * requests, insurance quotes, feedback, consultation requests, a patient's prescription uploads). 'fhir' is for the
 * FHIR API and feed (/fhir/*, issue 17), which the gateway serves outside this route table.
 */
export type RateLimitBucket = 'login' | 'register' | 'recovery' | 'enquiry' | 'fhir';

/**
 * One public HTTP call: the gateway validates with `params`, `query` and `body`, the OpenAPI document is
 * generated from it, and the remotes take `path` from here so that a renamed route breaks their build too.
 *
 * A route that names a `command` is served by the gateway's one forwarder: the command's request is
 * `{ ...params, ...query, ...body }` (each parsed with its schema) and its reply is the response. A route
 * without one has a hand-written gateway handler (session cookies, uploads, streams).
 */
export interface HttpRoute {
  method: HttpMethod;
  /** Fastify style: `/api/admin/verify/:type/:id`; every `:name` is a key of `params`. */
  path: string;
  summary: string;
  tag: string;
  /** 'public' or the roles allowed; enforced by the gateway. 'optional' reads a token when present. */
  access: 'public' | 'optional' | readonly Role[];
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /**
   * A multipart/form-data body (uploads): its text fields' schema and its files (name -> description). The gateway's
   * hand-written handler reads the stream itself, so such a route has no `body`.
   */
  multipart?: { fields: z.ZodMiniType; files: Readonly<Record<string, string>> };
  response: z.ZodMiniType;
  successStatus: number;
  rateLimit?: RateLimitBucket;
  command?: Command;
  /**
   * What the forwarder sends besides the parsed parts: `rawBody` (the body's exact text, as `rawBody`, instead of
   * the parsed body; a webhook's signature is over these bytes) and the named request headers (lower case, as
   * `headers: { name: value }`, absent ones left out).
   */
  forward?: { rawBody?: boolean; headers?: readonly string[] };
  /**
   * The forwarded command's time limit when it may take longer than the gateway's NATS_REQUEST_TIMEOUT_MS (a service
   * that calls an outside API, with its own timeouts and retries, e.g. the payment checkout).
   */
  timeoutMs?: number;
  /**
   * A public GET whose answer browsers and proxies may keep this many seconds (`Cache-Control: public, max-age=N` on
   * a successful answer), e.g. the payment catalogue.
   */
  cacheSeconds?: number;
}

/**
 * A table of routes. `const`: paths and access keep their literal types, which the browser's schema-free view of the
 * table (`clientRoutes`, in each domain's `api.ts`) is checked against.
 */
export const defineRoutes = <const T extends Record<string, HttpRoute>>(routes: T): T => routes;

/** The names of a path's `:params`, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
