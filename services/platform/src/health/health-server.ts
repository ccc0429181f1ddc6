import { createServer, type Server } from 'node:http';
import type { ServiceMetrics } from '../metrics/service-metrics.js';
import type { Readiness } from './readiness.js';

/**
 * A tiny HTTP server beside the NATS listener, for probes: `/healthz` (the process answers) and `/readyz`
 * (database, Redis and NATS reachable; 503 otherwise), and `/metrics` (Prometheus text, when given the metrics).
 * Answers use the contracts' HealthResponse shape. The port is the cluster's only (no ingress routes to it).
 */
export async function startHealthServer(
  port: number,
  readiness: Readiness,
  host = '0.0.0.0',
  metrics?: ServiceMetrics,
): Promise<Server> {
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') return reply(405, { status: 'unavailable' });
    if (path === '/healthz') return reply(200, { status: 'ok' });
    if (path === '/readyz') {
      readiness.check().then(
        ({ ready, checks }) => reply(ready ? 200 : 503, { status: ready ? 'ok' : 'unavailable', checks }),
        () => reply(503, { status: 'unavailable' }),
      );
      return;
    }
    if (path === '/metrics' && metrics) {
      metrics.exposition().then(
        ({ contentType, body }) => {
          response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
          response.end(body);
        },
        () => reply(500, { status: 'unavailable' }),
      );
      return;
    }
    reply(404, { message: 'Not found.' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
