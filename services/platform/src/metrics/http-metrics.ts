import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds; an answer is a cache hit (sub-millisecond) up to an upload or a slow upstream (the NATS timeouts). */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The label of a request that matched no route (a raw URL would make one series per URL). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The error code a request was answered with, noted by the app's error filter (see noteErrorCode). */
const errorCodes = new WeakMap<object, string>();

/**
 * For an HTTP app's central error filter: the code of the error this request is answered with, so that the
 * request's metrics count it (`hp_http_errors_total`).
 */
export function noteErrorCode(request: object, code: string): void {
  errorCodes.set(request, code);
}

/** The code noteErrorCode noted for this request, if any. */
export const errorCodeOf = (request: object): string | undefined => errorCodes.get(request);

export interface HttpMetricsOptions {
  /** The `service` label of every series (`gateway`). */
  service: string;
  /**
   * Where `GET` answers the Prometheus text. Outside the paths the proxy and the ingress send to the app, so that
   * it is not reachable from the internet (the gateway: `/metrics`, while nginx and the ingress pass `/api/` and
   * `/fhir/` only).
   */
  path?: string;
}

/**
 * Prometheus metrics of a Fastify app, in a registry of its own: `hp_http_request_duration_seconds` by method, route
 * template (the matched route's path such as `/api/user/consultations/:id`, `unmatched` otherwise; never the raw
 * URL) and status; `hp_http_errors_total` by method, route and the error code the app's filter noted; prom-client's
 * default process metrics. All with the label `service`. Served as `GET <path>`; call before the app listens.
 */
export function registerHttpMetrics(fastify: FastifyInstance, options: HttpMetricsOptions): Registry {
  const path = options.path ?? '/metrics';
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'hp_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'hp_http_errors_total',
    help: 'HTTP requests answered with an error, by method, route template and error code',
    labelNames: ['method', 'route', 'code'] as const,
    registers: [registry],
  });

  fastify.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    if (route !== path) {
      const labels = { method: request.method, route };
      duration.observe({ ...labels, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      const code = errorCodeOf(request);
      if (code !== undefined) errors.inc({ ...labels, code });
    }
    done();
  });
  fastify.get(path, async (_request, reply) => {
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
  return registry;
}

/** A request's route label: the matched route's template, or UNMATCHED_ROUTE. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}
