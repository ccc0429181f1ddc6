// The bench's `fhir` section (`npm run bench -- --only fhir`): the SMART Scheduling Links feed and the FHIR Slot
// search at 1,000 and 10,000 clinics (issue 17, section 4).
//
// The directory and booking services (their dist builds) on bench databases of their own
// (`<database>_bench_fhir`, dropped first and afterwards), seeded here in SQL with N approved clinics: a published
// directory row and a bookable booking row each, one to three doctors, and ten slot_places rows each on the coming
// days (four of them full, so that their slots are busy). The clinics grow in place from 1,000 to 10,000. For each N,
// a fresh bench gateway (its own NATS, bench-processes.mjs, the `fhir` rate limit raised) and fresh services behind
// it, then:
// - the feed as a consumer reads it: GET /fhir/$bulk-publish, then every file of its `output` (FEED_CONCURRENCY at
//   a time), each line's resource type checked and the lines counted per type; the counts must be N Locations, N
//   Schedules, N x the slots the window offers (12 a day over 14 days, today's past ones not) with as many busy
//   ones as full slot_places rows, or the bench fails. Timed from the manifest request to the last byte of the last
//   file, while the gateway's VmRSS is read every RSS_SAMPLE_MS (idle before, peak during). A feed read in less than
//   MIN_STREAM_SECONDS is read again until that much streaming is done, and the peak is that of all the reads: the
//   gateway's heap grows for several seconds of any feed before it levels, so one 1-second read of the small feed
//   would compare a heap still growing with a levelled one (the peak at 1,000 clinics then varied by 60 MiB
//   between runs). Equal streaming time leaves the feed's size as the one difference, which is what the RSS ratio
//   is about: memory that grew with the feed would show;
// - the Slot search (GET /fhir/R4/Slot?schedule=<clinic>&status=free&start=ge<day>&start=lt<next day>, one in four by
//   schedule.actor=Location/<clinic>), a random clinic and day each time, SEARCHES requests on SEARCH_CONNECTIONS
//   connections per round: p50 and p95 of the round with the lowest p95 (a few answers checked against the database
//   first).
// Then the ratios 10,000 / 1,000 of the gateway's peak RSS (target <= 1.2) and of the search's p95 (target <= 1.5),
// reported, not enforced.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import {
  addDays,
  CONSULTATION_TIMES,
  minuteOfSlot,
  PUBLISHED_SLOT_DAYS,
  publishedWindowAt,
  slotStartsAt,
  todayInIndia,
} from '@hp/contracts';
import { fromRoot } from '../lib/paths.mjs';
import { startBenchService, startLoneGateway, stopHelpers } from './bench-processes.mjs';
import { benchDatabase } from './bench-setup.mjs';
import { FEED_CONCURRENCY, readFeed } from './fhir-feed-reader.mjs';
import {
  cpuMicros,
  cpuSecondsOfProcessesNamed,
  latencies,
  percentile,
  rssKiB,
  sampleRssPeaks,
} from './load-runs.mjs';

const SIZES = [1_000, 10_000];
const RSS_TARGET = 1.2;
const P95_TARGET = 1.5;
const RSS_SAMPLE_MS = 100;
/** The least streaming, in seconds, over which a size's peak RSS is taken (the small feed is read again until then). */
const MIN_STREAM_SECONDS = 10;
const SEARCHES = 300;
const SEARCH_CONNECTIONS = 8;
/** slot_places rows per clinic, every third one (from the first) full: 4 busy slots per clinic. */
const PLACES_ROWS_PER_CLINIC = 10;
const SLOT_MINUTES = CONSULTATION_TIMES.map(minuteOfSlot);

/** The slots a clinic offers at `now` (booking's published window). */
export function offeredSlotsPerClinic(now = new Date()) {
  const { firstDay, lastDay, from, before } = publishedWindowAt(now);
  let count = 0;
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1))
    for (const time of CONSULTATION_TIMES) {
      const start = slotStartsAt(day, time);
      if (start >= from && start < before) count++;
    }
  return count;
}

/**
 * The clinics' rows in both services' databases, `ids[from..]` added (the first ones are kept: the set grows in
 * place), then analyzed as after a seed.
 * @param {pg.Client} directory @param {pg.Client} booking @param {string[]} ids @param {number} from
 */
async function addClinics(directory, booking, ids, from) {
  const added = ids.slice(from);
  const numbers = added.map((_, index) => from + index + 1);
  const today = todayInIndia();
  await directory.query(
    `INSERT INTO listings (provider_id, entity_type, name, phone, address, location, location_key, number_of_doctors,
       specializations, specialization_keys, accepts_emi, accepts_insurance, state, hfr_id, approved_at)
     SELECT id, 'clinic', 'Bench Clinic ' || n, '9' || lpad((n * 7919 % 1000000000)::text, 9, '0'),
       n || ' MG Road, Bengaluru 5600' || lpad((n % 100)::text, 2, '0'), 'Area ' || n % 50, 'area ' || n % 50,
       1 + n % 3, ARRAY['Dentistry', 'General Medicine'], ARRAY['dentistry', 'general medicine'], n % 2 = 0, n % 3 = 0,
       'IN-KA', CASE WHEN n % 2 = 0 THEN 'IN29' || lpad(n::text, 8, '0') END, now()
     FROM unnest($1::uuid[], $2::int[]) AS c(id, n)`,
    [added, numbers],
  );
  await booking.query(
    `INSERT INTO clinics (provider_id, account_id, name, email, phone, address, location, specializations,
       number_of_doctors, updated_at)
     SELECT id, gen_random_uuid(), 'Bench Clinic ' || n, 'clinic' || n || '@example.com',
       '9' || lpad((n * 7919 % 1000000000)::text, 9, '0'), n || ' MG Road, Bengaluru 5600' || lpad((n % 100)::text, 2, '0'),
       'Area ' || n % 50, ARRAY['Dentistry', 'General Medicine'], 1 + n % 3, now()
     FROM unnest($1::uuid[], $2::int[]) AS c(id, n)`,
    [added, numbers],
  );
  await booking.query(
    `INSERT INTO clinic_places (clinic_id, place)
     SELECT c.provider_id, p FROM clinics c, generate_series(0, c.number_of_doctors) AS p
     WHERE c.provider_id = ANY($1::uuid[])`,
    [added],
  );
  // Row k of clinic n: day today + 1 + (n + k) % 12 (ten distinct days, all inside the window), one of the day's
  // times; full when k % 3 = 0, otherwise one place left.
  await booking.query(
    `INSERT INTO slot_places (clinic_id, day, start_minute, taken)
     SELECT c.provider_id, $2::date + 1 + (c.n + k) % 12, ($3::int[])[1 + (c.n * 7 + k * 5) % 12],
       CASE WHEN k % 3 = 0 THEN cl.number_of_doctors ELSE cl.number_of_doctors - 1 END
     FROM unnest($1::uuid[], $5::int[]) AS c(provider_id, n)
     JOIN clinics cl ON cl.provider_id = c.provider_id
     CROSS JOIN generate_series(0, $4::int - 1) AS k`,
    [added, today, SLOT_MINUTES, PLACES_ROWS_PER_CLINIC, numbers],
  );
  await directory.query('VACUUM ANALYZE listings');
  await booking.query('VACUUM ANALYZE clinics, clinic_places, slot_places');
}

/**
 * The feed measured and its counts checked against what was seeded.
 * @param {{ clinics: number, gateway: { url: string, pid: number }, pids: Record<string, number>, busySlots: number }} o
 */
async function measureFeed({ clinics, gateway, pids, busySlots }) {
  const before = new Date();
  const idleRssMiB = rssKiB(gateway.pid) / 1024;
  const cpuBefore = {
    ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMicros(pid) / 1e6])),
    postgres: cpuSecondsOfProcessesNamed('postgres'),
    bench: process.cpuUsage(),
  };
  const rss = sampleRssPeaks([gateway.pid, pids.booking], RSS_SAMPLE_MS);
  const feed = await readFeed(gateway.url);
  const after = new Date();
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  /** @type {Record<string, number>} */
  const cpuSeconds = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, cpuMicros(pid) / 1e6 - cpuBefore[name]]),
  );
  cpuSeconds.postgres = cpuSecondsOfProcessesNamed('postgres') - cpuBefore.postgres;
  cpuSeconds.bench = (benchCpu.user + benchCpu.system) / 1e6;
  let streamedSeconds = feed.seconds;
  let reads = 1;
  for (; streamedSeconds < MIN_STREAM_SECONDS; reads++) streamedSeconds += (await readFeed(gateway.url)).seconds;
  const [peakRssMiB, bookingPeakRssMiB] = rss.stop();

  // The window's slots at the start and at the end: a slot's start may pass while the feed is read (fewer), or
  // India's midnight (a new day of 12: more).
  const perClinic = [offeredSlotsPerClinic(before), offeredSlotsPerClinic(after)].sort((a, b) => a - b);
  const { Location, Schedule, Slot } = feed.byType;
  const problems = [];
  if (Location.lines !== clinics) problems.push(`${Location.lines} Location lines, not ${clinics}`);
  if (Schedule.lines !== clinics) problems.push(`${Schedule.lines} Schedule lines, not ${clinics}`);
  const [least, most] = perClinic.map((slots) => slots * clinics);
  if (Slot.lines < least || Slot.lines > most)
    problems.push(
      `${Slot.lines} Slot lines, not ${least === most ? least : `${least} to ${most}`} (${clinics} clinics x ${perClinic.join(' to ')})`,
    );
  if (Slot.busy !== busySlots)
    problems.push(`${Slot.busy} busy Slots, not ${busySlots} (the full slot_places rows)`);
  const slot = feed.samples.find((resource) => resource.resourceType === 'Slot');
  if (slot && !/^[0-9a-f-]{36}\.\d{4}-\d{2}-\d{2}\.\d{4}$/.test(slot.id))
    problems.push(`a Slot's id is ${slot.id}`);
  if (problems.length) throw new Error(`fhir bench at ${clinics} clinics: ${problems.join('; ')}`);
  return {
    lines: { Location: Location.lines, Schedule: Schedule.lines, Slot: Slot.lines },
    files: { Location: Location.files, Schedule: Schedule.files, Slot: Slot.files },
    busySlots: Slot.busy,
    slotsPerClinic: perClinic.join(' to ').replace(/^(\d+) to \1$/, '$1'),
    megabytes: (Location.bytes + Schedule.bytes + Slot.bytes) / 1024 / 1024,
    seconds: feed.seconds,
    linesPerSecond: (Location.lines + Schedule.lines + Slot.lines) / feed.seconds,
    idleRssMiB,
    peakRssMiB,
    bookingPeakRssMiB,
    reads,
    streamedSeconds,
    cpuSeconds,
  };
}

/**
 * The Slot search: a few answers checked against the database, then `rounds` rounds of SEARCHES requests, each for
 * a random clinic and day; the round with the lowest p95 is kept.
 * @param {{ gatewayUrl: string, ids: string[], booking: pg.Client, rounds: number }} o
 */
async function measureSearch({ gatewayUrl, ids, booking, rounds }) {
  const today = todayInIndia();
  let sent = 0;
  const searchPath = () => {
    sent += 1;
    const clinic = ids[Math.floor(Math.random() * ids.length)];
    const day = addDays(today, 1 + Math.floor(Math.random() * (PUBLISHED_SLOT_DAYS - 1)));
    const reference = sent % 4 === 0 ? `schedule.actor=Location/${clinic}` : `schedule=${clinic}`;
    return {
      clinic,
      day,
      path: `/fhir/R4/Slot?${reference}&status=free&start=ge${day}&start=lt${addDays(day, 1)}`,
    };
  };

  for (let check = 0; check < 8; check++) {
    const { clinic, day, path } = searchPath();
    const answer = await fetch(`${gatewayUrl}${path}`);
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    const bundle =
      /** @type {{ total: number, entry?: { resource: { resourceType: string, status: string, start: string } }[] }} */ (
        await answer.json()
      );
    const { rows } = await booking.query(
      `SELECT count(*)::int AS full FROM slot_places p JOIN clinics c ON c.provider_id = p.clinic_id
       WHERE p.clinic_id = $1 AND p.day = $2::date AND p.taken >= c.number_of_doctors`,
      [clinic, day],
    );
    const free = SLOT_MINUTES.length - rows[0].full;
    const entries = bundle.entry ?? [];
    if (bundle.total !== free || entries.length !== free)
      throw new Error(
        `${path}: total ${bundle.total}, ${entries.length} entries; ${free} free slots expected`,
      );
    const stray = entries.find(
      ({ resource }) =>
        resource.resourceType !== 'Slot' || resource.status !== 'free' || !resource.start.startsWith(day),
    );
    if (stray) throw new Error(`${path}: an entry that does not match: ${JSON.stringify(stray.resource)}`);
  }

  const requests = [
    {
      method: /** @type {const} */ ('GET'),
      setupRequest: (/** @type {any} */ request) => ({ ...request, path: searchPath().path }),
    },
  ];
  await latencies(gatewayUrl, {}, { connections: SEARCH_CONNECTIONS, amount: SEARCHES / 3, requests }); // warm-up
  let best = { p50: Infinity, p95: Infinity };
  for (let round = 0; round < rounds; round++) {
    const { times, non2xx, errors } = await latencies(
      gatewayUrl,
      {},
      { connections: SEARCH_CONNECTIONS, amount: SEARCHES, requests },
    );
    if (non2xx || errors) throw new Error(`Slot search: ${non2xx} non-2xx answers, ${errors} errors`);
    const p95 = percentile(times, 95);
    if (p95 < best.p95) best = { p50: percentile(times, 50), p95 };
  }
  return best;
}

/** @param {{ rounds: number }} o the bench's rounds (of the Slot search) */
export async function runFhirBench({ rounds }) {
  for (const file of [
    ['services', 'directory', 'dist', 'main.js'],
    ['services', 'booking', 'dist', 'main.js'],
    ['gateway', 'dist', 'main.js'],
  ]) {
    if (!fs.existsSync(fromRoot(...file)))
      throw new Error(`${file.join('/')} is missing: npm run build first`);
  }
  const directoryDb = await benchDatabase('directory', 'fhir');
  const bookingDb = await benchDatabase('booking', 'fhir');
  const directory = new pg.Client({ connectionString: directoryDb.url });
  const booking = new pg.Client({ connectionString: bookingDb.url });
  await directory.connect();
  await booking.connect();
  /** @type {string[]} */
  const ids = [];
  const scale = [];
  try {
    for (const clinics of SIZES) {
      const seeding = performance.now();
      const from = ids.length;
      while (ids.length < clinics) ids.push(randomUUID());
      await addClinics(directory, booking, ids, from);
      const seedSeconds = (performance.now() - seeding) / 1000;
      const { rows } = await booking.query(
        `SELECT count(*)::int AS full FROM slot_places p JOIN clinics c ON c.provider_id = p.clinic_id WHERE p.taken >= c.number_of_doctors`,
      );
      console.log(
        `bench fhir: ${clinics.toLocaleString('en')} clinics seeded (${seedSeconds.toFixed(1)} s), reading the feed`,
      );

      const gateway = await startLoneGateway({
        env: { RATE_LIMIT_FHIR_MAX: '100000000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      });
      const directoryService = await startBenchService('directory', {
        natsUrl: gateway.natsUrl,
        databaseUrl: directoryDb.url,
      });
      const bookingService = await startBenchService('booking', {
        natsUrl: gateway.natsUrl,
        databaseUrl: bookingDb.url,
      });
      await new Promise((resolve) => setTimeout(resolve, 1000)); // settled after start-up
      const feed = await measureFeed({
        clinics,
        gateway,
        pids: { gateway: gateway.pid, booking: bookingService.pid, directory: directoryService.pid },
        busySlots: rows[0].full,
      });
      console.log(
        `bench fhir: ${clinics.toLocaleString('en')} clinics: feed read in ${feed.seconds.toFixed(1)} s, Slot search`,
      );
      const search = await measureSearch({ gatewayUrl: gateway.url, ids, booking, rounds });
      scale.push({ clinics, seedSeconds, ...feed, search });
      await stopHelpers();
    }
  } finally {
    await stopHelpers();
    await directory.end();
    await booking.end();
    await directoryDb.drop();
    await bookingDb.drop();
  }
  return {
    scale,
    feedConcurrency: FEED_CONCURRENCY,
    searches: SEARCHES,
    searchConnections: SEARCH_CONNECTIONS,
    rounds,
  };
}

/** @param {Awaited<ReturnType<typeof runFhirBench>>} r */
export function printFhirBench({ scale, feedConcurrency, searches, searchConnections, rounds }) {
  console.log(
    `\nFHIR: the SMART Scheduling Links feed read whole (${feedConcurrency} files at a time; time from the manifest request to the last byte), the gateway's VmRSS every ${RSS_SAMPLE_MS} ms; Slot search ${searches} requests on ${searchConnections} connections, round with the lowest p95 of ${rounds}`,
  );
  const header = [
    'clinics',
    'Location',
    'Schedule',
    'Slot',
    'files',
    'MiB',
    'last byte s',
    'lines/s',
    'RSS idle',
    'RSS peak',
    'p50 ms',
    'p95 ms',
  ];
  const widths = [8, 9, 9, 10, 6, 7, 12, 9, 9, 9, 7, 7];
  const row = (/** @type {string[]} */ cells) =>
    `  ${cells.map((cell, index) => cell.padStart(widths[index])).join(' ')}`;
  console.log(row(header));
  for (const s of scale) {
    const files = s.files.Location + s.files.Schedule + s.files.Slot;
    console.log(
      row([
        s.clinics.toLocaleString('en'),
        s.lines.Location.toLocaleString('en'),
        s.lines.Schedule.toLocaleString('en'),
        s.lines.Slot.toLocaleString('en'),
        String(files),
        s.megabytes.toFixed(0),
        s.seconds.toFixed(1),
        s.linesPerSecond.toFixed(0),
        s.idleRssMiB.toFixed(1),
        s.peakRssMiB.toFixed(1),
        s.search.p50.toFixed(1),
        s.search.p95.toFixed(1),
      ]),
    );
  }
  for (const s of scale) {
    const cpu = Object.entries(s.cpuSeconds)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`)
      .join(', ');
    console.log(
      `  ${s.clinics.toLocaleString('en')} clinics: ${s.slotsPerClinic} slots a clinic, ${s.busySlots.toLocaleString('en')} busy; seeded in ${s.seedSeconds.toFixed(1)} s; RSS peaks over ${s.reads} read(s), ${s.streamedSeconds.toFixed(1)} s of streaming; booking's peak RSS ${s.bookingPeakRssMiB.toFixed(1)} MiB; CPU s while the feed was read: ${cpu}`,
    );
  }
  const [small, large] = scale;
  const verdict = (/** @type {number} */ ratio, /** @type {number} */ target) =>
    `${ratio.toFixed(2)} (target <= ${target}: ${ratio <= target ? 'ok' : 'over target'})`;
  console.log(
    `  gateway peak RSS at ${large.clinics.toLocaleString('en')} / at ${small.clinics.toLocaleString('en')}: ${verdict(large.peakRssMiB / small.peakRssMiB, RSS_TARGET)}`,
  );
  console.log(
    `  Slot search p95 at ${large.clinics.toLocaleString('en')} / at ${small.clinics.toLocaleString('en')}: ${verdict(large.search.p95 / small.search.p95, P95_TARGET)}`,
  );
}
