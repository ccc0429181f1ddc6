/* global __ENV */
// k6 login load for a deployed environment: a fixed arrival rate of patient logins.
//   k6 run -e BASE_URL=https://staging.example.com -e RATE=20 infra/load/k6/login.js
// The gateway rate-limits logins per client address and per e-mail (RATE_LIMIT_LOGIN_*): run it against an
// environment whose limits are raised for the test, or expect 429s (counted separately below).
import http from 'k6/http';
import { check } from 'k6';
import { Counter } from 'k6/metrics';

const BASE = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
const USERS = Number(__ENV.USERS || 20);
const rateLimited = new Counter('rate_limited');

export const options = {
  scenarios: {
    logins: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 10),
      timeUnit: '1s',
      duration: __ENV.DURATION || '2m',
      preAllocatedVUs: 20,
      maxVUs: 100,
    },
  },
  thresholds: {
    'http_req_duration{name:login}': ['p(95)<800'],
    'checks{check:login ok}': ['rate>0.99'],
  },
};

const json = { headers: { 'content-type': 'application/json' } };

/** Registers the test patients once; each VU logs in as one of them. */
export function setup() {
  const run = Date.now().toString(36);
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const user = { email: `k6-${run}-${i}@example.com`, password: `K6-password-${run}` };
    const phone = `9${String(100000000 + i).slice(-9)}`;
    const res = http.post(`${BASE}/api/user/register`, JSON.stringify({ name: 'K6 User', phone, ...user }), json);
    if (res.status === 201) users.push(user);
  }
  if (users.length === 0) throw new Error('could not register any test user');
  return { users };
}

export default function (data) {
  const user = data.users[Math.floor(Math.random() * data.users.length)];
  const res = http.post(`${BASE}/api/user/login`, JSON.stringify(user), { ...json, tags: { name: 'login' } });
  if (res.status === 429) rateLimited.add(1);
  check(res, {
    'login ok': (r) => r.status === 200 && typeof r.json('token') === 'string',
  });
}
