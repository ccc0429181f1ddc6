import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** Probes answer every few seconds for every replica; a line each would drown the rest. */
const UNLOGGED_PATHS = new Set(['/api/healthz', '/api/readyz']);

/**
 * One short info line per answered request: method, path (without the query, which may hold personal data),
 * status, ms and correlationId; no headers. Without info level the hook is not even registered.
 */
export function registerRequestLog(fastify: FastifyInstance, logger: Logger): void {
  if (!logger.isLevelEnabled('info')) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    if (!UNLOGGED_PATHS.has(path)) {
      logger.info(
        {
          correlationId: request.id,
          method: request.method,
          path,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });
}
