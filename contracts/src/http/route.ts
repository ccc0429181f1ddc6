import type { z } from 'zod';
import type { Role } from '../common/roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Rate-limit buckets the gateway enforces (stored in Redis so they hold across replicas). */
export type RateLimitBucket = 'login' | 'register' | 'recovery';

/**
 * One public HTTP call: the gateway validates with `body`, the OpenAPI document is generated from it,
 * and the remotes take `path` from here so that a renamed route breaks their build too.
 */
export interface HttpRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** 'public' or the roles allowed; enforced by the gateway. 'optional' reads a token when present. */
  access: 'public' | 'optional' | readonly Role[];
  body?: z.ZodType;
  response: z.ZodType;
  successStatus: number;
  rateLimit?: RateLimitBucket;
}

export const defineRoutes = <T extends Record<string, HttpRoute>>(routes: T): T => routes;
