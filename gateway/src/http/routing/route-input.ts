import { fieldErrorsFromZod, type FieldErrors, type HttpRoute } from '@hp/contracts';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/gateway-error.js';

export type RouteInput = Record<'params' | 'query' | 'body', unknown>;

const PARTS = ['params', 'query', 'body'] as const;

/**
 * The parser of one route's path parameters, query and body, built once at start-up from its schemas.
 * A part without a schema is left undefined; invalid parts answer 400 VALIDATION.FAILED with one message per field.
 */
export function routeInputParser(route: HttpRoute): (request: FastifyRequest) => RouteInput {
  const checked = PARTS.flatMap((part) => (route[part] ? [[part, route[part]] as const] : []));
  return (request) => {
    const input: RouteInput = { params: undefined, query: undefined, body: undefined };
    let fields: FieldErrors | undefined;
    for (const [part, schema] of checked) {
      const result = schema.safeParse(request[part]);
      if (result.success) input[part] = result.data;
      else fields = { ...fieldErrorsFromZod(result.error), ...fields };
    }
    if (fields) throw new GatewayError('VALIDATION.FAILED', { fields });
    return input;
  };
}
