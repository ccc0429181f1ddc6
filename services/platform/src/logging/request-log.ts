import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { traceIdOfRequest } from '../tracing/http-tracing.js';

export interface RequestLogOptions {
  /** Paths never logged: probes answer every few seconds for every replica, and a line each would drown the rest. */
  unloggedPaths?: Iterable<string>;
}

/**
 * One short info line per answered request of a Fastify app: method, path (without the query, which may hold
 * personal data), status, ms and correlationId (Fastify's request id); no headers. Without info level the hook
 * is not even registered. With tracing on, also the trace_id of the request's server span.
 */
export function registerRequestLog(
  fastify: FastifyInstance,
  logger: Logger,
  options: RequestLogOptions = {},
): void {
  if (!logger.isLevelEnabled('info')) return;
  const unlogged = new Set(options.unloggedPaths);
  fastify.addHook('onResponse', (request, reply, done) => {
    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    if (!unlogged.has(path)) {
      logger.info(
        {
          correlationId: request.id,
          method: request.method,
          path,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          trace_id: traceIdOfRequest(request),
        },
        'request',
      );
    }
    done();
  });
}
