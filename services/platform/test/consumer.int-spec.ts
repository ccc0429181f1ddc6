import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deadLetterStreamOf, eventStreamOf, type EventEnvelope } from '@hp/contracts/server';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import { PrismaPg } from '@prisma/adapter-pg';
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
