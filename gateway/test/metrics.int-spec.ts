import { randomUUID } from 'node:crypto';
import { consultationRoutes } from '@hp/contracts';
import { startTestNats, type TestNats } from '@hp/service-platform/testing';
import { METRICS_PATH } from '../src/app.js';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';

/** The series of one metric whose labels include all of `labels` (prom-client writes labels in any order). */
function seriesOf(text: string, name: string, labels: Record<string, string>): number[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
}

/** GET /metrics: Prometheus text, route templates as labels, never a raw URL. */
describe('gateway metrics', () => {
  let nats: TestNats;
  let gateway: RunningGateway;

  beforeAll(async () => {
    nats = await startTestNats();
    gateway = await startGateway({ NATS_URL: nats.url });
    await untilReady(gateway);
  });

  afterAll(async () => {
    await gateway?.stop();
    await nats?.stop();
  });

  it('times requests by method, route template and status, and counts errors by code', async () => {
    const id = randomUUID();
    const route = consultationRoutes.myConsultation.path; // /api/user/consultations/:id
    expect(route).toContain(':id');
    // No session: the route matched, its access check refused.
    const refused = await fetch(`${gateway.url}${route.replace(':id', id)}`);
    expect(refused.status).toBe(401);
    const unknownId = randomUUID();
    expect((await fetch(`${gateway.url}/api/no-such-thing/${unknownId}`)).status).toBe(404);

    const response = await fetch(`${gateway.url}${METRICS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();

    const timed = { method: 'GET', route, status: '401', service: 'gateway' };
    expect(seriesOf(text, 'hp_http_request_duration_seconds_count', timed)).toEqual([1]);
    expect(
      seriesOf(text, 'hp_http_errors_total', { route, code: 'AUTH.UNAUTHENTICATED', service: 'gateway' }),
    ).toEqual([1]);
    expect(
      seriesOf(text, 'hp_http_request_duration_seconds_count', { route: 'unmatched', status: '404' }),
    ).toEqual([1]);
    expect(seriesOf(text, 'hp_http_errors_total', { route: 'unmatched', code: 'NOT_FOUND' })).toEqual([1]);
    // A raw id or URL never becomes a label value.
    expect(text).not.toContain(id);
    expect(text).not.toContain(unknownId);
    expect(text).not.toContain('no-such-thing');
    // The default process metrics, with the service label.
    expect(text).toMatch(/^process_resident_memory_bytes\{service="gateway"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="gateway"\} /m);
  });

  it('is not under /api/ (the only gateway paths nginx and the ingress pass on, with /fhir/)', async () => {
    expect(METRICS_PATH.startsWith('/api/')).toBe(false);
    expect(METRICS_PATH.startsWith('/fhir/')).toBe(false);
    expect((await fetch(`${gateway.url}/api/metrics`)).status).toBe(404);
  });
});
