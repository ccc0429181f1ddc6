// The chaos run's steady load (npm run chaos): the request mix through nginx and the registrations beside it.
import { setTimeout as sleep } from 'node:timers/promises';
import { authRoutes, checkoutRequestFrom, PaymentFormSchema, paymentRoutes } from '@hp/contracts';
import autocannon from 'autocannon';
import { http } from '../lib/net.mjs';
import { CLIENT_OPTIONS } from './load-runs.mjs';

/**
 * What the faults and the soak share: the product's addresses and processes, the load, the event checks.
 * @typedef {{
 *   base: string,
 *   gatewayPort: number,
 *   natsPort: number,
 *   postgresPort: number,
 *   services: { name: string, healthPort?: number }[],
 *   healthPortOf: (name: string) => number | undefined,
 *   children: () => { name: string, pid: number }[],
 *   pidOf: (name: string) => number,
 *   answers: () => Promise<boolean>,
 *   say: (line: string) => void,
 *   load: ReturnType<typeof chaosLoad>,
 *   checks: ReturnType<typeof import('./chaos-checks.mjs').chaosChecks>,
 * }} ChaosContext
 */

/**
 * @typedef {{ route: string, start: number, end: number, status: number | string }} Sample a status, or `error:<code>`
 */

/** A non-2xx answer or no answer. @param {Sample} x */
export const failed = (x) => typeof x.status !== 'number' || x.status >= 300;

/** @param {Array<string | number>} values */
export function countBy(values) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/** A JSON POST for autocannon or http(). @param {unknown} body */
export const postJson = (body) => ({ method: /** @type {const} */ ('POST'), headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The load against the product at `base` (the site, through nginx). @param {string} base */
export function chaosLoad(base) {
  const patient = { email: `chaos-${Date.now().toString(36)}@example.com`, password: 'Chaos-password-1' };
  const checkout = checkoutRequestFrom(
    PaymentFormSchema.parse({ firstName: 'Chaos', lastName: 'User', email: 'chaos-checkout@example.com', mobile: '9876543210', service: 'dental-checkup', amount: 500 }),
  );
  /**
   * route name -> [autocannon options, connections]: a steady rate (overallRate, req/s), not the most the machine
   * can do, so that the figures before, during and after a fault compare, and a 2-core machine keeps room for the rest.
   * @type {Record<string, [Record<string, unknown>, number]>}
   */
  const MIX = {
    healthz: [{ url: `${base}/api/healthz`, overallRate: 100 }, 4],
    directory: [{ url: `${base}/api/clinic/approved-clinics`, overallRate: 50 }, 4],
    login: [{ url: `${base}${authRoutes.userLogin.path}`, ...postJson(patient), overallRate: 4 }, 4],
    checkout: [{ url: `${base}${paymentRoutes.paymentCheckout.path}`, ...postJson(checkout), overallRate: 10 }, 4],
  };
  const login = () => http(`${base}${authRoutes.userLogin.path}`, { ...postJson(patient), timeoutMs: 30_000 });

  /** Registers the patient of the login scenario. */
  async function registerPatient() {
    const reg = await http(`${base}${authRoutes.userRegister.path}`, { ...postJson({ name: 'Chaos User', phone: '9876543210', ...patient }), timeoutMs: 15_000 });
    if (reg?.status !== 201) throw new Error(`could not register the chaos patient: ${reg?.status} ${reg?.text}`);
  }

  /** Runs the mix until stop(); every answer (and error) with its start and end time. */
  function steadyLoad() {
    /** @type {Sample[]} */
    const samples = [];
    const trackers = Object.entries(MIX).map(([route, [o, connections]]) => {
      const tracker = autocannon({ ...CLIENT_OPTIONS, ...o, connections, duration: 24 * 3600, timeout: 15 });
      tracker.on('response', (_client, status, _bytes, ms) => {
        const end = Date.now();
        samples.push({ route, start: end - ms, end, status });
      });
      tracker.on('reqError', (/** @type {any} */ error) => {
        const end = Date.now();
        samples.push({ route, start: end, end, status: `error:${error?.code ?? error?.message ?? 'unknown'}` });
      });
      return tracker;
    });
    return {
      samples,
      async stop() {
        await Promise.all(trackers.map((t) => new Promise((resolve) => { t.once('done', resolve); t.stop(); })));
      },
    };
  }

  /** One registration every `everyMs` until stop(): the users that got 201, for the event checks. */
  function registrar(everyMs = 400) {
    /** @type {{ email: string, status: number }[]} */
    const attempts = [];
    let running = true;
    const loop = (async () => {
      for (let i = 0; running; i++) {
        const email = `chaos-${Date.now().toString(36)}-${i}@example.com`;
        const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
        const started = Date.now();
        const r = await http(`${base}${authRoutes.userRegister.path}`, { ...postJson({ name: 'Chaos User', phone, email, password: patient.password }), timeoutMs: 15_000 });
        attempts.push({ email, status: r?.status ?? 0 });
        await sleep(Math.max(0, everyMs - (Date.now() - started)));
      }
    })();
    return {
      attempts,
      created: () => attempts.filter((a) => a.status === 201).map((a) => a.email),
      async stop() { running = false; await loop; },
    };
  }

  return { routes: Object.keys(MIX), login, registerPatient, steadyLoad, registrar };
}
