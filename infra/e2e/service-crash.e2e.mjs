// One crash does not stop the product: the auth service is killed with SIGKILL; logins answer 503 at once
// (the gateway knows nobody serves the subject), the site and the gateway keep answering, and the supervisor of
// `npm start` starts auth again, so that logins work within 10 s.
// Only against a product that `npm test` started itself (HP_E2E_PRODUCT_PID, the pid of that start.mjs): a
// developer's own `npm start` is never broken on purpose.
import { describe, it, expect } from '@jest/globals';
import { PidLock } from '../lib/lock.mjs';
import { isAlive, procStartTime } from '../lib/proc.mjs';
import { BASE, newPatient, registerByApi } from './helpers.mjs';

const OWN_PRODUCT_PID = Number(process.env.HP_E2E_PRODUCT_PID ?? 0);
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {{ email: string, password: string }} who
 * @param {number} [timeoutMs]
 */
const login = (who, timeoutMs = 5000) =>
  fetch(`${BASE}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
    signal: AbortSignal.timeout(timeoutMs),
  });

/** A call that reaches the auth service over NATS and has no rate limit: a refresh with an unknown token. */
const refreshProbe = () =>
  fetch(`${BASE}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie: 'hp_refresh=e2e-crash-probe' },
    signal: AbortSignal.timeout(5000),
  }).then((r) => r.status);

/** @param {string} name */
function childOfProduct(name) {
  const info = new PidLock('start').read();
  if (!info || info.pid !== OWN_PRODUCT_PID) return null;
  return info.children.find((c) => c.name === name) ?? null;
}

// It kills a service of the product, so only of a product this test run started (npm test starts one when none
// answers); against someone's running product it is reported as skipped, not passed.
const itOnOwnProduct = OWN_PRODUCT_PID ? it : it.skip;

describe('a crashed service', () => {
  itOnOwnProduct(
    'auth killed with SIGKILL: logins answer 503 within 1 s, the site keeps answering, logins work again within 10 s',
    async () => {
      const auth = childOfProduct('auth');
      expect(auth).not.toBeNull();
      const { pid } = /** @type {{ pid: number, startTime: string | null }} */ (auth);
      expect(procStartTime(pid)).toBe(auth?.startTime);

      const patient = newPatient();
      const registered = await registerByApi(patient);
      expect(registered.status).toBe(201);
      expect((await login(patient)).status).toBe(200);

      process.kill(pid, 'SIGKILL');
      const killedAt = Date.now();
      // A request NATS hands over in the millisecond or so before it notices the process is gone is lost (the
      // gateway answers 504 after its NATS timeout), so each try here waits 250 ms at most.
      while (isAlive(pid) && Date.now() - killedAt < 1000) await sleep(5);

      // 503 at once (a few tries: the login rate limit counts every attempt).
      let unavailable = null;
      while (!unavailable && Date.now() - killedAt < 1000) {
        const r = await login(patient, 250).catch(() => null);
        if (r?.status === 503) unavailable = { ms: Date.now() - killedAt, body: await r.json() };
        else await sleep(50);
      }
      expect(unavailable).not.toBeNull();
      expect(unavailable?.body).toMatchObject({
        code: 'UPSTREAM.UNAVAILABLE',
        correlationId: expect.any(String),
      });

      // The rest of the product is unaffected.
      expect((await fetch(`${BASE}/api/healthz`)).status).toBe(200);
      const home = await fetch(`${BASE}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<html/i);

      // Back: wait until auth answers on NATS again (no rate limit there), then log in.
      let back = null;
      while (!back && Date.now() - killedAt < 10_000) {
        if ((await refreshProbe().catch(() => 503)) !== 503) {
          const r = await login(patient).catch(() => null);
          if (r?.status === 200) back = { ms: Date.now() - killedAt };
          else await sleep(500);
        } else {
          await sleep(100);
        }
      }
      expect(back).not.toBeNull();

      // The lock file names the new process (so a later run could clean it up).
      const again = childOfProduct('auth');
      expect(again?.pid).not.toBe(pid);
      expect(isAlive(/** @type {number} */ (again?.pid))).toBe(true);
      console.log(
        `auth killed (SIGKILL): login answered 503 ${unavailable?.ms} ms after the kill and 200 again after ${back?.ms} ms`,
      );
    },
  );
});
