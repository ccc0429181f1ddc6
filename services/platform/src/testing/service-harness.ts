import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { eventStreamOf, type EventEnvelope } from '@hp/contracts/server';
import { envPrefixOf } from '../config/service-config.js';
import { DATABASE, type SqlClient } from '../database/database.js';
import { eventually } from './eventually.js';
import { processedEventIds } from './platform-tables.js';
import { natsConnectionOptions } from '../nats/connection-options.js';
import { startService, type RunningService } from '../bootstrap/start-service.js';
import { ensureMaildev, SMTP_PORT } from './maildev.js';
import { startTestNats, TEST_OPERATOR, type TestNats } from './nats-server.js';
import { freePort } from './network.js';
import { startTestS3, type TestS3 } from './s3.js';
import { connectRpcCaller, type RpcCaller } from './rpc-caller.js';
import { createTestDatabase } from './test-database.js';

export interface ServiceUnderTestOptions<C> {
  /** The service's name: its NATS user, queue group and database prefix. */
  service: string;
  /** The service's folder (its prisma/migrations are applied to a fresh database). */
  serviceDir: string;
  /** Name of the variable that holds the service's database URL; by default `<NAME>_DATABASE_URL`. */
  databaseUrlEnv?: string;
  /** Name of the variable that holds the service's health port (a free port is chosen); by default `<NAME>_HEALTH_PORT`. */
  healthPortEnv?: string;
  /** The service's own config loader (its zod schema), given the test environment. */
  loadConfig(env: Record<string, string>): C;
  /** The service's root module for that config. */
  rootModule(config: C): DynamicModule;
  /** Values that override the test defaults. */
  env?: Record<string, string>;
  /** Start an S3 (s3rver) of this test's own and pass its S3_* variables (for `storage: true` services). */
  s3?: boolean;
  /** Other services that get a NATS user on the test's server (to run them beside it: startServiceProcess). */
  otherServices?: string[];
  /**
   * The services whose events this one consumes. They do not run: their event streams are made here as their outbox
   * relays would make them, and the test publishes their events (`publish`, `deliver`).
   */
  consumesEventsOf?: string[];
}

export interface ServiceUnderTest<C> extends Omit<RpcCaller, 'close' | 'nats'> {
  config: C;
  service: RunningService;
  testNats: TestNats;
  /** The test's S3, when asked for with `s3: true`. */
  s3: TestS3 | undefined;
  /** A connection as the test operator, who may look at everything (streams, consumers). */
  nats: NatsConnection;
  /**
   * Publishes another service's event as its outbox relay would. Each publish is a new message (a fresh message id)
   * unless `messageId` is given, so that publishing the same event again tests the consumer's own de-duplication.
   */
  publish<T>(subject: string, envelope: EventEnvelope<T>, messageId?: string): Promise<void>;
  /** Publishes the event and waits until the service's consumer `name` (as it registered it) recorded it as handled. */
  deliver<T>(
    subject: string,
    envelope: EventEnvelope<T>,
    consumer: string,
    messageId?: string,
  ): Promise<void>;
  stop(): Promise<void>;
}

/** An event of another service as its outbox would wrap it: a new event id unless one is given. */
export function envelopeOf<T>(data: T, eventId: string = randomUUID()): EventEnvelope<T> {
  return { eventId, occurredAt: new Date().toISOString(), correlationId: `c-${randomUUID()}`, data };
}

/**
 * One service in this process against real servers: a fresh Postgres database with its migrations, a private
 * NATS server with the product's users and permissions (the service connects as itself, the test calls as the
 * gateway), the shared Redis and maildev.
 */
export async function startServiceUnderTest<C>(
  options: ServiceUnderTestOptions<C>,
): Promise<ServiceUnderTest<C>> {
  const databaseUrlEnv = options.databaseUrlEnv ?? `${envPrefixOf(options.service)}_DATABASE_URL`;
  const healthPortEnv = options.healthPortEnv ?? `${envPrefixOf(options.service)}_HEALTH_PORT`;
  const mail = await ensureMaildev();
  const testNats = await startTestNats({ services: [options.service, ...(options.otherServices ?? [])] });
  const s3 = options.s3 ? await startTestS3() : undefined;
  const serverUrl =
    process.env[databaseUrlEnv] ?? `postgresql://postgres:postgres@127.0.0.1:5432/hp_${options.service}`;
  const database = createTestDatabase({ name: options.service, serviceDir: options.serviceDir, serverUrl });
  const own = testNats.as(options.service);
  const healthPort = await freePort();
  const config = options.loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    NATS_URL: own.url,
    NATS_USER: own.user!,
    NATS_PASSWORD: own.password!,
    [databaseUrlEnv]: database.url,
    [healthPortEnv]: String(healthPort),
    ...s3?.env,
    ...options.env,
  });
  const service = await startService(options.rootModule(config), {
    service: options.service,
    nats: own,
    healthPort,
    gracePeriodMs: 50,
  });
  const caller = await connectRpcCaller(testNats.as('gateway'));
  const operator = await connect(natsConnectionOptions(testNats.as(TEST_OPERATOR), 'test-operator'));
  const streams = (await jetstreamManager(operator)).streams;
  for (const stream of (options.consumesEventsOf ?? []).map(eventStreamOf))
    await streams.add({ name: stream.name, subjects: [stream.subjects] });
  const js = jetstream(operator);
  const serviceDb = service.app.get<SqlClient>(DATABASE);
  const publish = async <T>(
    subject: string,
    envelope: EventEnvelope<T>,
    messageId: string = randomUUID(),
  ) => {
    await js.publish(subject, JSON.stringify(envelope), { msgID: messageId });
  };
  return {
    config,
    service,
    testNats,
    s3,
    nats: operator,
    publish,
    async deliver(subject, envelope, consumer, messageId) {
      await publish(subject, envelope, messageId);
      const durable = `${options.service}-${consumer}`;
      await eventually(async () => {
        if (!(await processedEventIds(serviceDb, durable)).includes(envelope.eventId))
          throw new Error(`${durable} has not handled event ${envelope.eventId} (${subject})`);
      }, 15_000);
    },
    call: (subject, data, actor) => caller.call(subject, data, actor),
    ok: (subject, data, actor) => caller.ok(subject, data, actor),
    async stop() {
      await caller.close();
      await operator.close();
      await service.close();
      await database.drop();
      await testNats.stop();
      await s3?.stop();
      await mail.stop();
    },
  };
}
