/* global __ENV */
// k6 load through the whole chain for a deployed environment, the scenarios of the local `npm run bench` and
// `npm run chaos` that reach the services (login is in login.js, the static files and health in smoke.js):
//   k6 run -e BASE_URL=https://staging.example.com -e RATE=20 infra/load/k6/chain.js
// - the public directory, first page and a filtered search (GET /api/clinic/approved-clinics; directory-bench.mjs);
// - a login with an invalid body, answered 400 by the gateway's validation without reaching a service;
// - a checkout through gateway -> payment -> the payment provider (POST /api/payment/checkout), only with
//   -e CHECKOUT=1: on production it creates real orders at the provider, so point it at staging's simulator.
// The checkout is rate-limited per client address (RATE_LIMIT_*): raise the limits for the test or expect 429s,
// counted apart below. Thresholds fail the run when the chain degrades.
import http from 'k6/http';
import { check } from 'k6';
import { Counter } from 'k6/metrics';

const BASE = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
const RATE = Number(__ENV.RATE || 10);
const DURATION = __ENV.DURATION || '2m';
const rateLimited = new Counter('rate_limited');

// The same queries as DIRECTORY_QUERIES in infra/load/directory-bench.mjs.
const DIRECTORY = '/api/clinic/approved-clinics';
const DIRECTORY_QUERIES = ['', '?type=clinic&area=Andheri%20West&specialization=Cardiology&emi=true'];

const arrival = (exec, rate) => ({
  executor: 'constant-arrival-rate',
  exec,
  rate,
  timeUnit: '1s',
  duration: DURATION,
  preAllocatedVUs: 10,
  maxVUs: 100,
});

export const options = {
  scenarios: {
    directory: arrival('directory', RATE),
    invalidLogin: arrival('invalidLogin', RATE),
    ...(__ENV.CHECKOUT ? { checkout: arrival('checkout', Math.max(1, Math.round(RATE / 2))) } : {}),
  },
  thresholds: {
    'http_req_duration{name:directory}': ['p(95)<300'],
    'http_req_duration{name:invalid-login}': ['p(95)<200'],
    'http_req_duration{name:checkout}': ['p(95)<1000'],
    checks: ['rate>0.99'],
  },
};

const json = { 'content-type': 'application/json' };

export function directory() {
  const query = DIRECTORY_QUERIES[Math.floor(Math.random() * DIRECTORY_QUERIES.length)];
  const res = http.get(`${BASE}${DIRECTORY}${query}`, { tags: { name: 'directory' } });
  check(res, { 'directory 200': (r) => r.status === 200 });
}

export function invalidLogin() {
  const res = http.post(`${BASE}/api/user/login`, JSON.stringify({ email: 'not-an-email', password: '' }), {
    headers: json,
    tags: { name: 'invalid-login' },
  });
  check(res, { 'invalid login 400': (r) => r.status === 400 });
}

/** The body checkoutRequestFrom (contracts/src/payment/checkout.ts) builds from the bench's form. */
function checkoutBody(now) {
  return {
    service: 'dental-checkup',
    merchant_order_reference: `HP${now}${Math.floor(Math.random() * 1000)}`,
    order_amount: { value: 50000, currency: 'INR' },
    pre_auth: false,
    allowed_payment_methods: ['CARD', 'UPI', 'NETBANKING', 'WALLET'],
    purchase_details: {
      customer: {
        email_id: 'k6-checkout@example.com',
        first_name: 'K6',
        last_name: 'User',
        mobile_number: '9876543210',
        customer_id: `CUST${String(now).slice(-6)}`,
        billing_address: {
          address1: 'Not provided',
          pincode: '400001',
          city: 'Mumbai',
          state: 'Maharashtra',
          country: 'INDIA',
        },
      },
    },
  };
}

export function checkout() {
  const res = http.post(`${BASE}/api/payment/checkout`, JSON.stringify(checkoutBody(Date.now())), {
    headers: json,
    tags: { name: 'checkout' },
  });
  if (res.status === 429) rateLimited.add(1);
  check(res, { 'checkout 2xx': (r) => r.status >= 200 && r.status < 300 });
}
