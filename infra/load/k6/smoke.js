/* global __ENV */
// k6 smoke/load test for a deployed environment (k6 is not installable on the dev machines; run it from a
// machine or pod that has k6):  k6 run -e BASE_URL=https://staging.example.com infra/load/k6/smoke.js
// Static files, the registry and the gateway's health (the bench's nginx scenarios; the chain's are in chain.js,
// logins in login.js); thresholds fail the run when the edge degrades.
import http from 'k6/http';
import { check, group, sleep } from 'k6';

const BASE = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');

export const options = {
  scenarios: {
    browse: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '30s', target: Number(__ENV.VUS || 20) },
        { duration: '2m', target: Number(__ENV.VUS || 20) },
        { duration: '20s', target: 0 },
      ],
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{kind:static}': ['p(95)<200'],
    'http_req_duration{kind:api}': ['p(95)<300'],
  },
};

export default function () {
  group('first visit', () => {
    const home = http.get(`${BASE}/`, { tags: { kind: 'static' } });
    check(home, { 'home 200': (r) => r.status === 200, 'home is html': (r) => String(r.body).includes('<html') });
    const registry = http.get(`${BASE}/mfe-registry.json`, { tags: { kind: 'static' } });
    check(registry, { 'registry no-cache': (r) => (r.headers['Cache-Control'] || '').includes('no-cache') });
    for (const area of ['marketing', 'patient']) {
      const manifest = http.get(`${BASE}/mfe/${area}/mf-manifest.json`, { tags: { kind: 'static' } });
      check(manifest, { [`${area} manifest 200`]: (r) => r.status === 200 });
    }
    // As the bench's "nginx: GET /mfe/marketing/remoteEntry.js (gzip)".
    const remote = http.get(`${BASE}/mfe/marketing/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip' },
      tags: { kind: 'static' },
    });
    check(remote, {
      'remoteEntry 200': (r) => r.status === 200,
      'remoteEntry gzip': (r) => (r.headers['Content-Encoding'] || '') === 'gzip',
    });
  });
  group('api', () => {
    const health = http.get(`${BASE}/api/healthz`, { tags: { kind: 'api' } });
    check(health, { 'healthz 200': (r) => r.status === 200 });
    const ready = http.get(`${BASE}/api/readyz`, { tags: { kind: 'api' } });
    check(ready, { 'readyz 200': (r) => r.status === 200 });
  });
  sleep(1);
}
