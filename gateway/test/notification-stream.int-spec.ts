import { randomUUID } from 'node:crypto';
import {
  GATEWAY_NATS_USER,
  notificationEvents,
  notificationRoutes,
  revokedSessionKey,
  Role,
  type Notification,
} from '@hp/contracts/server';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '@hp/service-platform/nats';
import { eventually, startTestNats, type TestNats } from '@hp/service-platform/testing';
import { Redis } from 'ioredis';
import { LiveNotifications } from '../src/notifications/live-notifications.js';
import { startGateway, TEST_REDIS_URL, untilReady, type RunningGateway } from './support/gateway.js';
import { signAccessToken, withTamperedPayload } from './support/tokens.js';

const STREAM = notificationRoutes.notificationStream.path;

/** An open stream as a browser tab reads it (fetch with the bearer token): the text so far, and its end. */
interface OpenStream {
  status: number;
  headers: Headers;
  text(): string;
  ended: Promise<void>;
  close(): void;
}

async function openStream(gateway: RunningGateway, token?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${gateway.url}${STREAM}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  let received = '';
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = (await reader.read()) as { done: boolean; value?: Uint8Array };
        if (done) return;
        received += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted by the test
    }
  })();
  return { status: response.status, headers: response.headers, text: () => received, ended, close: () => abort.abort() };
}

/** The `notification` events a stream has received so far, in order. */
const notificationsIn = (stream: OpenStream): Notification[] =>
  stream
    .text()
    .split('\n\n')
    .filter((frame) => frame.startsWith('event: notification\n'))
    .map((frame) => JSON.parse(/^data: (.*)$/m.exec(frame)![1]!) as Notification);

const notification = (message: string): Notification => ({
  _id: randomUUID(),
  message,
  read: false,
  createdAt: new Date().toISOString(),
  status: 'approved',
  alternativeTime: '2026-12-04, 2:30 PM',
  adminNote: 'Doctor away',
  kind: 'consultation-alternative',
  values: { clinic: 'Smile Dental', date: '2026-12-03', time: '10:00 AM' },
});

/** The live bell's Server-Sent Events, on two gateway replicas against a NATS with the product's users. */
describe('notification stream (Server-Sent Events)', () => {
  let nats: TestNats;
  let publisher: NatsConnection;
  let redis: Redis;
  const gateways: RunningGateway[] = [];
  const streams: OpenStream[] = [];

  const startReplica = async (env: Record<string, string> = {}) => {
    const settings = nats.as(GATEWAY_NATS_USER);
    const gateway = await startGateway({
      NATS_URL: nats.url,
      NATS_USER: settings.user!,
      NATS_PASSWORD: settings.password!,
      ...env,
    });
    gateways.push(gateway);
    await untilReady(gateway);
    const live = gateway.app.get(LiveNotifications);
    await eventually(() => Promise.resolve(expect(live.listening).toBe(true)));
    return gateway;
  };
  const open = async (gateway: RunningGateway, token?: string) => {
    const stream = await openStream(gateway, token);
    streams.push(stream);
    return stream;
  };
  /** What the notification service's outbox relay publishes (as the notification service's NATS user). */
  const created = async (recipientId: string, item: Notification) => {
    publisher.publish(
      notificationEvents.created.subject,
      JSON.stringify({
        eventId: randomUUID(),
        occurredAt: new Date().toISOString(),
        correlationId: 'test',
        data: { recipientId, notification: item },
      }),
    );
    await publisher.flush();
  };
  const ready = (stream: OpenStream) =>
    eventually(() => Promise.resolve(expect(stream.text()).toContain('event: ready\n')));

  beforeAll(async () => {
    nats = await startTestNats({ services: ['notification'] });
    publisher = await connect(natsConnectionOptions(nats.as('notification'), 'test-notification'));
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    await publisher?.close();
    redis?.disconnect();
    await nats?.stop();
  });

  it('answers 401 without a token and with a bad one', async () => {
    const gateway = await startReplica();
    const none = await fetch(`${gateway.url}${STREAM}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    const tampered = withTamperedPayload(await signAccessToken({ sub: randomUUID() }), (claims) => {
      claims.role = Role.Admin;
    });
    expect((await fetch(`${gateway.url}${STREAM}`, { headers: { authorization: `Bearer ${tampered}` } })).status).toBe(401);
    const expired = await signAccessToken({ sub: randomUUID(), expiresIn: -10 });
    expect((await fetch(`${gateway.url}${STREAM}`, { headers: { authorization: `Bearer ${expired}` } })).status).toBe(401);
  });

  it('pushes a notification within a second to every open stream of its recipient, on every replica, and to nobody else', async () => {
    const [first, second] = [await startReplica(), await startReplica()];
    const asha = randomUUID();
    const ravi = randomUUID();
    const ashaTab1 = await open(first, await signAccessToken({ sub: asha }));
    const ashaTab2 = await open(second, await signAccessToken({ sub: asha, role: Role.User }));
    const raviTab = await open(first, await signAccessToken({ sub: ravi, role: Role.Provider, entityType: 'clinic' }));
    expect(ashaTab1.status).toBe(200);
    expect(ashaTab1.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(ashaTab1.headers.get('x-accel-buffering')).toBe('no');
    expect(ashaTab1.headers.get('cache-control')).toBe('no-cache, no-transform');
    await Promise.all([ashaTab1, ashaTab2, raviTab].map(ready));
    expect(ashaTab1.text()).toMatch(/^retry: 3000\n/);

    const forAsha = notification('For Asha');
    const sent = Date.now();
    await created(asha, forAsha);
    await eventually(() => Promise.resolve(expect(notificationsIn(ashaTab1)).toEqual([forAsha])), 1_000);
    await eventually(() => Promise.resolve(expect(notificationsIn(ashaTab2)).toEqual([forAsha])), 1_000);
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(ashaTab1.text()).toContain(`id: ${forAsha._id}\n`);

    // Ravi's first notification is his own: Asha's (published before) never reached his stream.
    const forRavi = notification('For Ravi');
    await created(ravi, forRavi);
    await eventually(() => Promise.resolve(expect(notificationsIn(raviTab)).toEqual([forRavi])), 1_000);
    expect(notificationsIn(ashaTab1)).toEqual([forAsha]);

    // A closed tab is forgotten by its replica.
    const live = first.app.get(LiveNotifications);
    const before = live.openStreams;
    ashaTab1.close();
    await eventually(() => Promise.resolve(expect(live.openStreams).toBe(before - 1)));
  });

  it('sends heartbeats, ends the stream when the token expires and when the session is logged out', async () => {
    const gateway = await startReplica({ LIVE_HEARTBEAT_MS: '200' });
    const beating = await open(gateway, await signAccessToken({ sub: randomUUID() }));
    await eventually(() => Promise.resolve(expect(beating.text()).toContain(': heartbeat\n\n')), 2_000);

    const shortLived = await open(gateway, await signAccessToken({ sub: randomUUID(), expiresIn: 2 }));
    await ready(shortLived);
    await shortLived.ended;
    expect(shortLived.text()).toMatch(/event: expired\n/);

    const sid = randomUUID();
    const loggedOut = await open(gateway, await signAccessToken({ sub: randomUUID(), sid }));
    await ready(loggedOut);
    await redis.set(revokedSessionKey(sid), '1', 'EX', 60);
    await loggedOut.ended;
    expect(loggedOut.text()).toMatch(/event: expired\n/);
    // The other stream is still open and beating.
    const length = beating.text().length;
    await eventually(() => Promise.resolve(expect(beating.text().length).toBeGreaterThan(length)), 2_000);
  });

  it('ends its open streams when the gateway stops, so that they do not hold the stop (SIGTERM)', async () => {
    const gateway = await startReplica();
    const tab = await open(gateway, await signAccessToken({ sub: randomUUID() }));
    await ready(tab);

    await gateway.app.close();

    await tab.ended;
    expect(tab.text()).toContain('event: ready\n');
    await expect(fetch(`${gateway.url}/api/healthz`)).rejects.toThrow();
  });
});
