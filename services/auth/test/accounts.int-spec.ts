import {
  AUTH_EVENTS_STREAM,
  authEvents,
  authSubjects,
  type EventEnvelope,
  type UserRegisteredEvent,
} from '@hp/contracts/server';
import { jetstream } from '@nats-io/jetstream';
import { JetStreamConnection } from '@hp/service-platform';
import { startAuthHarness, type AuthHarness } from './support/auth-harness.js';
import { uniqueEmail, uniquePhone } from './support/accounts.js';
import { eventually, outboxRows } from '@hp/service-platform/testing';

describe('accounts (integration)', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const newUser = () => ({
    name: 'Asha Rao',
    phone: uniquePhone(),
    email: uniqueEmail(),
    password: 'Secret#123',
  });

  it('registers a patient with a hashed password and refuses the same e-mail twice', async () => {
    const user = newUser();
    const first = await harness.call<{ message: string; id: string }>(authSubjects.registerUser, {
      ...user,
      email: `  ${user.email.toUpperCase()} `,
    });
    expect(first).toEqual({
      ok: true,
      data: { message: expect.stringContaining('Registration successful'), id: expect.any(String) },
    });

    const stored = await harness.prisma.account.findUniqueOrThrow({
      where: { loginKey: `user:${user.email}` },
    });
    expect(stored).toMatchObject({ role: '300', status: 'approved', email: user.email, name: 'Asha Rao' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const second = await harness.call(authSubjects.registerUser, { ...user, name: 'Someone Else' });
    expect(second).toEqual({
      ok: false,
      error: { code: 'AUTH.EMAIL_TAKEN', message: expect.stringContaining('already exists') },
    });
  });

  it('validates the request again and names every bad field', async () => {
    const reply = await harness.call(authSubjects.registerUser, {
      name: 'A',
      phone: '123',
      email: 'nope',
      password: 'short',
    });
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION.FAILED',
        message: 'Some fields are not valid.',
        fields: {
          name: 'Name must be at least 2 characters long',
          phone: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
          email: 'Please enter a valid email address',
          password: 'Password must be at least 8 characters long',
        },
      },
    });
  });

  it('publishes auth.evt.user-registered.v1 to JetStream through the outbox, de-duplicated by event id', async () => {
    const user = newUser();
    const startedAt = new Date();
    const { id } = await harness.ok<{ id: string }>(authSubjects.registerUser, user);

    const consumer = await jetstream(harness.nats).consumers.get(AUTH_EVENTS_STREAM, {
      filter_subjects: authEvents.userRegistered,
      opt_start_time: startedAt.toISOString(),
    });
    let event: EventEnvelope<UserRegisteredEvent> | undefined;
    let msgId: string | undefined;
    while (!event) {
      const message = await consumer.next({ expires: 10_000 });
      if (!message) throw new Error('No user-registered event within 10 s');
      const envelope = message.json<EventEnvelope<UserRegisteredEvent>>();
      if (envelope.data.userId === id) {
        event = envelope;
        msgId = message.headers?.get('Nats-Msg-Id');
      }
    }
    expect(event.data).toEqual({
      userId: id,
      name: 'Asha Rao',
      email: user.email,
      phone: user.phone,
      registeredAt: expect.any(String),
    });
    expect(event.correlationId).toMatch(/^test-/);
    expect(msgId).toBe(event.eventId);

    await eventually(async () => {
      const row = (await outboxRows(harness.prisma)).find((candidate) => candidate.id === event.eventId);
      expect(row?.publishedAt).not.toBeNull();
    });

    // At least once: a second publish of the same event (a relay retry) is dropped by the stream.
    const again = await harness.service.app
      .get(JetStreamConnection)
      .publish(authEvents.userRegistered, JSON.stringify(event), event.eventId, event.correlationId);
    expect(again.duplicate).toBe(true);
  });

  it('answers /healthz and /readyz on the health port', async () => {
    const base = `http://127.0.0.1:${harness.config.AUTH_HEALTH_PORT}`;
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { db: 'ok', redis: 'ok', nats: 'ok' } });
  });
});
