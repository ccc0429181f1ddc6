import type { FastifyRequest } from 'fastify';

/**
 * The body's text as received ('' without a body). Nest keeps it (`rawBody: true` in createGatewayApp) as the
 * bytes read, before JSON parsing: a webhook's signature is over these bytes, and re-serialised JSON differs.
 */
export const rawBodyOf = (request: FastifyRequest): string =>
  (request as FastifyRequest & { rawBody?: Buffer }).rawBody?.toString('utf8') ?? '';

/** The named headers (lower case) that the request carries, each as one string. */
export function pickHeaders(request: FastifyRequest, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (value !== undefined) picked[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return picked;
}
