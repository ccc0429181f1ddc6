import { CORRELATION_HEADER } from '@hp/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer gets, errors and 404s included:
 * - `x-correlation-id`: the id this request is logged under (see correlationIdFor);
 * - `content-type: application/json` without `; charset=utf-8`: RFC 8259 defines no charset for JSON, and the
 *   consumer pacts match the media type exactly.
 */
export function registerResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(CORRELATION_HEADER, request.id);
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.getHeader('content-type') === 'application/json; charset=utf-8') {
      void reply.header('content-type', 'application/json');
    }
    done(null, payload);
  });
}
