import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodeOf, routeOf } from '../metrics/http-metrics.js';
import { startSpan, tracingEnabled } from './tracing.js';

/** Each traced request's context (its server span active). */
const requestContexts = new WeakMap<FastifyRequest, Context>();

/** The trace id of a request's server span (for its log line), when it has one. */
export function traceIdOfRequest(request: FastifyRequest): string | undefined {
  const context = requestContexts.get(request);
  return context && trace.getSpanContext(context)?.traceId;
}

export interface HttpTracingOptions {
  /** Paths not traced (probes, /metrics). */
  untracedPaths?: Iterable<string>;
}

/**
 * With tracing on, a server span per request of a Fastify app, named by method and route template (the label the
 * metrics use, never the raw URL), continuing the caller's `traceparent` (nginx gives every request one), with the
 * status and the error code the app's filter noted; its handler runs with the span active, so that the RPC client's
 * spans are its children. Call before the routes are added (it wraps each route's handler); with tracing off it
 * registers nothing.
 */
export function registerHttpTracing(fastify: FastifyInstance, options: HttpTracingOptions = {}): void {
  if (!tracingEnabled()) return;
  const untraced = new Set(options.untracedPaths);
  fastify.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function tracedHandler(this: FastifyInstance, request, reply) {
      const traced = requestContexts.get(request);
      return traced
        ? context.with(traced, handler, this, request, reply)
        : handler.call(this, request, reply);
    };
  });
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = routeOf(request);
    if (!untraced.has(route)) {
      const started = startSpan(
        `${request.method} ${route}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'http.route': route,
            'url.scheme': request.protocol,
          },
        },
        propagation.extract(ROOT_CONTEXT, request.headers),
      );
      if (started) requestContexts.set(request, started.context);
    }
    done();
  });
  const end = (request: FastifyRequest, status: number | undefined) => {
    const span = trace.getSpan(requestContexts.get(request) ?? ROOT_CONTEXT);
    if (!span?.isRecording()) return; // not traced, or ended already (an aborted request)
    const code = errorCodeOf(request);
    if (status !== undefined) span.setAttribute('http.response.status_code', status);
    if (code !== undefined) span.setAttribute('error.type', code);
    // A server span is in error for 5xx only (and an aborted request); a 4xx is the client's mistake.
    if (status === undefined || status >= 500)
      span.setStatus({ code: SpanStatusCode.ERROR, message: code ?? 'aborted' });
    span.end();
  };
  fastify.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    end(request, undefined);
    done();
  });
}
