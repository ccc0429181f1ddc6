// The bench's `consultations` section (`npm run bench -- --only consultations`; not part of the full run, its
// million-row seed takes about two minutes): consultations at clinics.
//
// A database of its own (`<booking database>_bench_consultations`, dropped first) seeded with the booking service's
// own seed command (dist/tsc/cli/seed-consultations.js); the bench gateway (its own NATS, bench-processes.mjs) and the
// booking service behind it; and a bare Fastify + pg endpoint doing the booking's transaction on the same database
// (bare-consultation.mjs). Measured:
// - booking a consultation (a write: a slot's place, the row, its counter and event) through
//   gateway -> NATS -> booking -> Postgres against the bare endpoint, best of the bench's rounds (ratio printed);
// - the p95 latency of the admins' list (GET /api/admin/pending-clinic-requests: the first page, and a search for a
//   name) through the chain at 10,000 and then 1,000,000 consultations (ratio printed; the target is at most 1.5),
//   from every response's own time (autocannon's percentiles have no p95).
import fs from 'node:fs';
import pg from 'pg';
import { addDays, consultationRoutes, todayInIndia, CONSULTATION_TIMES } from '@hp/contracts';
import { fromRoot } from '../lib/paths.mjs';
import { accessToken, benchDatabase, benchJwtSecret, runNode } from './bench-setup.mjs';
import { latencies, percentile } from './load-runs.mjs';
import { serviceBuildFile } from '../lib/workspace.mjs';
import { startBareConsultation, startBenchService, startLoneGateway } from './bench-processes.mjs';

const BOOK = consultationRoutes.bookConsultation.path;
const LIST = consultationRoutes.adminConsultations.path;
export const LIST_QUERIES = { firstPage: '', search: '?search=meera%20patil' };
const SIZES = [10_000, 1_000_000];
const P95_TARGET = 1.5;
/** The bench clinic's doctors: every slot has room for the whole run's bookings. */
const BENCH_DOCTORS = 10_000;


/**
 * @param {{ bestOfRounds: Function, warmUp: Function, connections: number, duration: number, rounds: number }} runner
 */
export async function runConsultationsBench({ bestOfRounds, warmUp, connections, duration, rounds }) {
  for (const file of [
    ['services', 'booking', 'dist', 'main.js'],
    ['services', 'booking', 'dist', 'tsc', 'cli', 'seed-consultations.js'],
    ['gateway', 'dist', 'main.js'],
  ]) {
    if (!fs.existsSync(fromRoot(...file))) throw new Error(`${file.join('/')} is missing: npm run build first`);
  }
  // The gateway of the bench and the tokens signed here share the secret.
  const secret = benchJwtSecret();
  const database = await benchDatabase('booking', 'consultations');
  const databaseUrl = database.url;
  const env = { ...process.env, BOOKING_DATABASE_URL: databaseUrl };
  const seed = (/** @type {number} */ n) => {
    const line = runNode([serviceBuildFile('booking', 'cli/seed-consultations.js'), '--consultations', String(n)], 'Seeding', env);
    console.log(`bench consultations: ${line}`);
  };

  seed(SIZES[0]);
  // One of the seeded clinics gets room for every booking of the run (as its approval event would give it).
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `UPDATE clinics SET number_of_doctors = $1 WHERE provider_id = (SELECT provider_id FROM clinics ORDER BY name LIMIT 1)
     RETURNING provider_id`,
    [BENCH_DOCTORS],
  );
  const clinicId = rows[0].provider_id;
  await db.query(
    `INSERT INTO clinic_places (clinic_id, place) SELECT $1, p FROM generate_series(0, $2::int) AS p ON CONFLICT DO NOTHING`,
    [clinicId, BENCH_DOCTORS],
  );
  await db.end();

  const gateway = await startLoneGateway();
  const service = await startBenchService('booking', { natsUrl: gateway.natsUrl, databaseUrl });
  const bare = await startBareConsultation(databaseUrl);
  const patient = { authorization: `Bearer ${accessToken(secret, '300')}`, 'content-type': 'application/json' };
  const admin = { authorization: `Bearer ${accessToken(secret, '500')}` };

  // Each request books another slot of the next 90 days (places never run out: see BENCH_DOCTORS).
  let sent = 0;
  const booking = () => {
    sent += 1;
    const date = addDays(todayInIndia(), 1 + (sent % 90));
    const time = CONSULTATION_TIMES[Math.floor(sent / 90) % CONSULTATION_TIMES.length];
    return JSON.stringify({
      fullName: `Bench Patient ${sent}`,
      phoneNumber: '9876543210',
      consultationTime: `${date} ${time}`,
      purpose: 'A routine dental check-up',
      service: clinicId,
      serviceType: 'Clinic',
    });
  };
  const bookAt = (/** @type {string} */ base) => ({
    url: `${base}${BOOK}`,
    requests: [{ method: 'POST', path: BOOK, headers: patient, setupRequest: (/** @type {any} */ request) => ({ ...request, body: booking() }) }],
  });
  /** @type {Array<[string, any, number]>} */
  const pairs = [
    ['bare Fastify + pg: book a consultation', bookAt(bare.url), bare.pid],
    ['gateway -> NATS -> booking: book a consultation', bookAt(gateway.url), service.pid],
  ];
  for (const [, o] of pairs) await warmUp(o);
  const writes = await bestOfRounds(pairs);

  /** p95 of each list query through the chain, the lowest of the rounds. */
  const p95s = async () => {
    /** @type {Record<string, number>} */
    const best = {};
    for (let round = 0; round < rounds; round++) {
      for (const [name, query] of Object.entries(LIST_QUERIES)) {
        const { times, non2xx, errors } = /** @type {{ times: number[], non2xx: number, errors: number }} */ (
          await latencies(`${gateway.url}${LIST}${query}`, admin, { connections, duration })
        );
        if (non2xx || errors) throw new Error(`admin list ${name}: ${non2xx} non-2xx answers, ${errors} errors`);
        best[name] = Math.min(best[name] ?? Infinity, percentile(times, 95));
      }
    }
    return best;
  };
  for (const query of Object.values(LIST_QUERIES)) await warmUp({ url: `${gateway.url}${LIST}${query}`, headers: admin });
  const scale = [{ consultations: SIZES[0], ...(await p95s()) }];
  seed(SIZES[1]);
  for (const query of Object.values(LIST_QUERIES)) await warmUp({ url: `${gateway.url}${LIST}${query}`, headers: admin });
  scale.push({ consultations: SIZES[1], ...(await p95s()) });
  await database.drop();
  return { writes, scale };
}

/** @param {Awaited<ReturnType<typeof runConsultationsBench>>} result @param {{ connections: number, duration: number, rounds: number }} o */
export function printConsultationsBench({ writes, scale }, { connections, duration, rounds }) {
  console.log(`\nconsultations: autocannon ${connections} connections, ${duration} s, best of ${rounds}`);
  console.log(`  ${'scenario'.padEnd(52)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'cpu µs/req'.padStart(10)}`);
  for (const r of writes) {
    const cpu = r.cpuMicrosPerRequest === null ? '' : r.cpuMicrosPerRequest.toFixed(0);
    console.log(
      `  ${r.name.padEnd(52)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)} ${cpu.padStart(10)}`,
    );
  }
  const [bare, chain] = writes;
  console.log(`  booking: the whole chain serves ${(chain.rps / bare.rps).toFixed(3)} x the bare endpoint's req/s`);
  console.log(`  admin list p95 (ms) through the chain, lowest of ${rounds} rounds:`);
  for (const s of scale)
    console.log(
      `    ${s.consultations.toLocaleString('en').padStart(9)} consultations: first page ${s.firstPage.toFixed(1)}, search ${s.search.toFixed(1)}`,
    );
  const [small, large] = scale;
  for (const what of /** @type {const} */ (['firstPage', 'search'])) {
    const ratio = large[what] / small[what];
    console.log(
      `  ${what === 'firstPage' ? 'first page' : 'search'} p95 at ${large.consultations.toLocaleString('en')} / at ${small.consultations.toLocaleString('en')}: ${ratio.toFixed(2)} (target <= ${P95_TARGET}: ${ratio <= P95_TARGET ? 'met' : 'NOT met'})`,
    );
  }
}
