// The bench's `sse` section (`npm run bench -- --only sse`; also part of the full run): the bell's live stream.
//
// The bench gateway (its own NATS, bench-processes.mjs) with the booking and notification services behind it, each on
// a bench database of its own (booking seeded with its own seed command, the consultations given to one patient).
// Measured:
// - `STREAMS` open streams (GET /api/notifications/stream, each with the token of another patient) on the one
//   gateway: its resident memory before and after, and per stream;
// - the time from an admin's decision (PATCH /api/admin/update-status, approve) to the notification on the patient's
//   open stream, through gateway -> booking -> its outbox -> JetStream -> notification -> its outbox -> every
//   gateway -> the stream, one decision at a time: p50 and p95.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { consultationRoutes, notificationRoutes, Role } from '@hp/contracts';
import { fromRoot } from '../lib/paths.mjs';
import { serviceBuildFile } from '../lib/workspace.mjs';
import { startBenchService, startLoneGateway } from './bench-processes.mjs';
import { accessToken, benchDatabase, benchJwtSecret, runNode } from './bench-setup.mjs';
import { groupRssMiB, percentile } from './load-runs.mjs';

const STREAMS = 1_000;
const DECISIONS = 200;
const STREAM = notificationRoutes.notificationStream.path;
const DECIDE = consultationRoutes.updateConsultationStatus.path;

/**
 * One open stream: resolves once the gateway said `ready`; `next()` resolves with the next notification frame.
 * @param {string} url @param {string} token
 */
async function openStream(url, token) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`the stream answered ${response.status}`);
  /** @type {Array<(frame: string) => void>} */
  const waiting = [];
  /** @type {string[]} */
  const frames = [];
  let ready = /** @type {(value?: unknown) => void} */ (() => undefined);
  const opened = new Promise((resolve) => (ready = resolve));
  const decoder = new TextDecoder();
  let buffered = '';
  void (async () => {
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (frame.includes('event: ready')) ready();
          if (!frame.includes('event: notification')) continue;
          const taker = waiting.shift();
          if (taker) taker(frame);
          else frames.push(frame);
        }
      }
    } catch {
      /* closed by the bench */
    }
  })();
  await opened;
  return {
    next: () => new Promise((resolve) => (frames.length > 0 ? resolve(frames.shift()) : waiting.push(resolve))),
    close: () => abort.abort(),
  };
}

/** @param {Promise<unknown>} promise @param {number} ms @param {string} what */
function within(promise, ms, what) {
  return Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms).unref()),
  ]);
}

export async function runSseBench() {
  for (const file of [['services', 'booking', 'dist', 'main.js'], ['services', 'notification', 'dist', 'main.js'], ['gateway', 'dist', 'main.js']]) {
    if (!fs.existsSync(fromRoot(...file))) throw new Error(`${file.join('/')} is missing: npm run build first`);
  }
  const secret = benchJwtSecret();
  const booking = await benchDatabase('booking', 'sse');
  const notification = await benchDatabase('notification', 'sse');
  runNode(
    [serviceBuildFile('booking', 'cli/seed-consultations.js'), '--consultations', String(DECISIONS), '--clinics', '5'],
    'Seeding',
    { ...process.env, BOOKING_DATABASE_URL: booking.url },
  );
  const patientId = randomUUID();
  const db = new pg.Client({ connectionString: booking.url });
  await db.connect();
  const { rows } = await db.query(
    `UPDATE consultations SET patient_id = $1, status = 'pending' RETURNING id`,
    [patientId],
  );
  await db.end();
  const consultations = rows.map((row) => /** @type {string} */ (row.id));

  const gateway = await startLoneGateway();
  await startBenchService('booking', { natsUrl: gateway.natsUrl, databaseUrl: booking.url });
  await startBenchService('notification', { natsUrl: gateway.natsUrl, databaseUrl: notification.url });
  const admin = { authorization: `Bearer ${accessToken(secret, Role.Admin)}`, 'content-type': 'application/json' };

  // Settled first (a warm-up decision through the whole chain), then the gateway's memory with no stream open.
  const patient = await openStream(`${gateway.url}${STREAM}`, accessToken(secret, Role.User, patientId));
  const decide = async (/** @type {string} */ consultationId) => {
    const answer = await fetch(`${gateway.url}${DECIDE}`, {
      method: 'PATCH',
      headers: admin,
      body: JSON.stringify({ consultationId, status: 'approved' }),
    });
    if (!answer.ok) throw new Error(`${DECIDE} answered ${answer.status}: ${await answer.text()}`);
  };
  await decide(/** @type {string} */ (consultations.shift()));
  await within(patient.next(), 30_000, 'the warm-up notification');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = groupRssMiB(gateway.pid);

  const others = [];
  for (let opened = 1; opened < STREAMS; opened += 50) {
    const batch = Array.from({ length: Math.min(50, STREAMS - opened) }, () =>
      openStream(`${gateway.url}${STREAM}`, accessToken(secret, Role.User)),
    );
    others.push(...(await Promise.all(batch)));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = groupRssMiB(gateway.pid);

  /** @type {number[]} */
  const times = [];
  for (const consultationId of consultations) {
    const started = performance.now();
    const arrived = patient.next();
    await decide(consultationId);
    await within(arrived, 10_000, `the notification of ${consultationId}`);
    times.push(performance.now() - started);
  }
  for (const stream of [patient, ...others]) stream.close();
  await booking.drop();
  await notification.drop();
  return {
    streams: others.length + 1,
    before,
    after,
    decisions: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  };
}

/** @param {Awaited<ReturnType<typeof runSseBench>>} r */
export function printSseBench(r) {
  const perStream = ((r.after - r.before) * 1024) / r.streams;
  console.log(`\nlive notifications (Server-Sent Events) on one gateway`);
  console.log(
    `  ${r.streams.toLocaleString('en')} open streams: gateway RSS ${r.before.toFixed(1)} -> ${r.after.toFixed(1)} MiB (${perStream.toFixed(1)} KiB per stream)`,
  );
  console.log(
    `  admin's decision -> the patient's open stream, ${r.decisions} decisions one at a time: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
  );
}
