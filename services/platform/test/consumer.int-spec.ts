import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deadLetterStreamOf, eventStreamOf, type EventEnvelope } from '@hp/contracts/server';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import type { AddressInfo } from 'node:net';
import { PrismaPg } from '@prisma/adapter-pg';
import { NatsRpcClient } from '../src/nats/index.js';
import {
  JetStreamConnection,
  natsConnectionOptions,
  startService,
  type RunningService,
} from '../src/index.js';
import {
  createTestDatabase,
  eventually,
  freePort,
  startTestNats,
  TEST_OPERATOR,
} from '../src/testing/index.js';
import type { TestDatabase, TestNats } from '../src/testing/index.js';
import { PrismaClient } from './generated/prisma/client.js';
import {
  blockNextHandling,
  ConsumerTestModule,
  echo,
  ponged,
  script,
  type TestConfig,
} from './support/consumer-service.js';

const platformDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALPHA = eventStreamOf('alpha');
const DEAD_LETTERS = deadLetterStreamOf('beta').name;

let testNats: TestNats;
let database: TestDatabase;
let operator: NatsConnection;
let manager: JetStreamManager;
let db: PrismaClient;
const running: RunningService[] = [];

async function startBeta(): Promise<RunningService> {
  const nats = testNats.as('beta');
  const config: TestConfig = {
    NODE_ENV: 'test',
    LOG_LEVEL: (process.env.TEST_LOG_LEVEL ?? 'silent') as TestConfig['LOG_LEVEL'],
    NATS_URL: nats.url,
    NATS_USER: nats.user,
    NATS_PASSWORD: nats.password,
    BETA_DATABASE_URL: database.url,
  };
  const service = await startService(ConsumerTestModule.forRoot(config), {
    service: 'beta',
    nats,
    healthPort: await freePort(),
    gracePeriodMs: 50,
  });
  running.push(service);
  return service;
}

/** Publishes as "alpha" would; `msgId` differs per publish, so JetStream's own de-duplication lets copies through. */
async function publishPing(body: unknown, msgId = randomUUID()) {
  const natsHeaders = headers();
  natsHeaders.set('x-correlation-id', 'corr-test');
  await jetstream(operator).publish(
    'alpha.evt.pinged.v1',
    typeof body === 'string' ? body : JSON.stringify(body),
    {
      msgID: msgId,
      headers: natsHeaders,
    },
  );
}

const ping = (n: number): EventEnvelope<{ n: number }> => ({
  eventId: randomUUID(),
  occurredAt: new Date().toISOString(),
  correlationId: `corr-${n}`,
  data: { n },
});

async function pongsFor(n: number) {
  const rows = await db.outboxEvent.findMany({ where: { subject: ponged.subject } });
  return rows.filter((row) => (row.payload as { data: { n: number } }).data.n === n);
}

async function deadLetters() {
  const info = await manager.streams.info(DEAD_LETTERS);
  const letters = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const message = await manager.streams.getMessage(DEAD_LETTERS, { seq });
    if (message)
      letters.push({
        subject: message.subject,
        reason: message.header.get('hp-dead-letter-reason'),
        body: message.string(),
      });
  }
  return letters;
}

beforeAll(async () => {
  testNats = await startTestNats({ services: ['alpha', 'beta'] });
  database = createTestDatabase({
    name: 'platform',
    serviceDir: platformDir,
    serverUrl: process.env.PLATFORM_DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:5432/postgres',
  });
  db = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }) });
  operator = await connect(natsConnectionOptions(testNats.as(TEST_OPERATOR), 'test-operator'));
  manager = await jetstreamManager(operator);
  await manager.streams.add({ name: ALPHA.name, subjects: [ALPHA.subjects] });
  await startBeta();
});

afterAll(async () => {
  for (const service of running.reverse()) await service.close().catch(() => undefined);
  await operator?.close();
  await db?.$disconnect();
  await database?.drop();
  await testNats?.stop();
});

beforeEach(() => script.reset());

describe('durable event consumer', () => {
  it('handles an event once, writing in the same transaction that records it', async () => {
    await publishPing(ping(1));
    await eventually(async () => expect(await pongsFor(1)).toHaveLength(1));
    expect(script.calls).toBe(1);
    // Its after-commit step ran once, and saw the handler's writes committed.
    await eventually(() => Promise.resolve(expect(script.afterCommits).toEqual([{ n: 1, committed: true }])));
  });

  it('drops a duplicate of an event it has handled', async () => {
    const event = ping(2);
    await publishPing(event);
    await eventually(async () => expect(await pongsFor(2)).toHaveLength(1));
    await publishPing(event); // same eventId, new message: a redelivery by the publisher
    await eventually(async () =>
      expect(await db.processedEvent.count({ where: { eventId: event.eventId } })).toBe(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pongsFor(2)).toHaveLength(1);
    expect(script.calls).toBe(1);
    expect(script.afterCommits).toEqual([{ n: 2, committed: true }]);
  });

  it('dead-letters a poison message at once, without calling the handler', async () => {
    await publishPing({ ...ping(3), data: { n: 'three' } });
    await publishPing('not json at all');
    await eventually(async () => {
      const letters = await deadLetters();
      expect(letters.map((letter) => letter.subject)).toEqual(
        expect.arrayContaining(['beta.dlq.beta-pings.alpha.evt.pinged.v1']),
      );
      expect(letters.some((letter) => letter.reason?.includes('not JSON'))).toBe(true);
      expect(letters.some((letter) => letter.body.includes('"three"'))).toBe(true);
    });
    expect(script.calls).toBe(0);
  });

  it('retries a failing event with back-off, then dead-letters it after MaxDeliver', async () => {
    script.mode = 'fail';
    const before = (await deadLetters()).length;
    await publishPing(ping(4));
    await eventually(async () => expect((await deadLetters()).length).toBe(before + 1), 10_000);
    const last = (await deadLetters()).at(-1)!;
    expect(last.reason).toContain('failed 3 times');
    expect(script.calls).toBe(3);
    expect(await pongsFor(4)).toHaveLength(0);
    expect(script.afterCommits).toEqual([]);
  });

  it('redelivers an event whose consumer died before acknowledging it, and handles it once', async () => {
    const [first] = running;
    const blocked = blockNextHandling();
    await publishPing(ping(5));
    await blocked.started;
    // The process "dies": its NATS connection goes away with the event unacknowledged and its transaction open.
    await first!.app.get(JetStreamConnection).onModuleDestroy();
    await startBeta();
    blocked.release();
    await eventually(async () => expect(await pongsFor(5)).toHaveLength(1), 15_000);
    expect(await db.processedEvent.count({ where: { consumer: 'beta-pings' } })).toBeGreaterThan(0);
    expect(script.calls).toBe(2);
  });
});

/** GET /metrics on a running service's health port. */
async function scrape(service: RunningService): Promise<{ contentType: string | null; text: string }> {
  const { port } = service.healthServer.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  return { contentType: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one series, written `name{a="x",b="y"}` (labels in any order, as prom-client orders them freely). */
function valueOf(text: string, series: string): number | undefined {
  const parse = (written: string) => {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})?$/i.exec(written);
    if (!match) return undefined;
    const labels = [...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/gi)].map(
      ([, key, value]) => `${key}=${value}`,
    );
    return `${match[1]}|${labels.sort().join(',')}`;
  };
  const wanted = parse(series);
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    const space = line.lastIndexOf(' ');
    if (parse(line.slice(0, space)) === wanted) return Number(line.slice(space + 1));
  }
  return undefined;
}

describe('metrics on the health port (/metrics)', () => {
  let caller: NatsRpcClient;

  beforeAll(async () => {
    caller = new NatsRpcClient({ nats: testNats.as('gateway'), name: 'metrics-caller', timeoutMs: 2000 });
    caller.start();
    await eventually(async () => expect(await caller.isReachable(500)).toBe(true));
  });
  afterAll(() => caller?.close());

  it('times each command by subject and outcome, and counts errors by code', async () => {
    const ok = `hp_command_duration_seconds_count{subject="${echo.subject}",outcome="ok",service="beta"}`;
    const refused = `hp_command_duration_seconds_count{subject="${echo.subject}",outcome="NOT_FOUND",service="beta"}`;
    const errors = `hp_command_errors_total{subject="${echo.subject}",code="NOT_FOUND",service="beta"}`;
    // Both beta processes answer in one queue group: add their figures up.
    const total = async (series: string) => {
      const texts = await Promise.all(running.map(async (service) => (await scrape(service)).text));
      return texts.reduce((sum, text) => sum + (valueOf(text, series) ?? 0), 0);
    };
    expect(await total(ok)).toBe(0);

    const meta = { correlationId: 'corr-metrics' };
    await expect(caller.request(echo, { text: 'hi' }, meta)).resolves.toEqual({ said: 'hi' });
    await expect(caller.request(echo, { text: 'hi' }, meta)).resolves.toEqual({ said: 'hi' });
    await expect(caller.request(echo, { text: 'missing' }, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    expect(await total(ok)).toBe(2);
    expect(await total(refused)).toBe(1);
    expect(await total(errors)).toBe(1);
    const { contentType, text } = await scrape(running.at(-1)!);
    expect(contentType).toContain('text/plain');
    expect(text).toContain('# TYPE hp_command_duration_seconds histogram');
    // Nothing from the payload becomes a label.
    expect(text).not.toContain('missing');
    // prom-client's default process metrics, with the service label.
    expect(text).toMatch(/^process_resident_memory_bytes\{service="beta"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{service="beta"\} /m);
  });

  it("gives the outbox backlog (unpublished rows) and the consumers' lag, read on scrape", async () => {
    const service = running.at(-1)!;
    const backlog = 'hp_outbox_backlog{service="beta"}';
    // Rows the tests above left (the dead process's relay holds one) count as published; then three rows the
    // relays will not try for an hour.
    await db.$executeRaw`UPDATE platform.outbox_events SET published_at = now() WHERE published_at IS NULL`;
    expect(valueOf((await scrape(service)).text, backlog)).toBe(0);
    await db.$executeRaw`
      INSERT INTO platform.outbox_events (id, subject, payload, next_attempt_at)
      SELECT gen_random_uuid(), 'beta.evt.ponged.v1', '{}'::jsonb, now() + interval '1 hour'
      FROM generate_series(1, 3)`;
    const { text } = await scrape(service);
    expect(valueOf(text, backlog)).toBe(3);
    expect(valueOf(text, 'hp_consumer_pending_messages{consumer="beta-pings",service="beta"}')).toBe(0);
    await db.$executeRaw`DELETE FROM platform.outbox_events WHERE published_at IS NULL`;
    expect(valueOf((await scrape(service)).text, backlog)).toBe(0);
  });

  it('counts handled and dead-lettered events by consumer; a consumer it cannot ask about is left out', async () => {
    // The first process handled the pings of the tests above, dead-lettered three, then lost its NATS connection.
    const [first] = running;
    const { text } = await scrape(first!);
    const subject = 'alpha.evt.pinged.v1';
    expect(
      valueOf(
        text,
        `hp_events_dead_lettered_total{consumer="beta-pings",subject="${subject}",service="beta"}`,
      ),
    ).toBe(3);
    expect(
      valueOf(
        text,
        `hp_events_handled_total{consumer="beta-pings",subject="${subject}",outcome="dead-lettered",service="beta"}`,
      ),
    ).toBe(3);
    expect(
      valueOf(
        text,
        `hp_events_handled_total{consumer="beta-pings",subject="${subject}",outcome="handled",service="beta"}`,
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      valueOf(
        text,
        `hp_events_handled_total{consumer="beta-pings",subject="${subject}",outcome="duplicate",service="beta"}`,
      ),
    ).toBe(1);
    expect(text).toContain('# TYPE hp_consumer_pending_messages gauge');
    expect(text).not.toContain('hp_consumer_pending_messages{');
  });
});
