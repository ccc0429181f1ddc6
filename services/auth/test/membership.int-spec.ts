import { randomUUID } from 'node:crypto';
import {
  addMonthsInIndia,
  authEventDefinitions,
  authSubjects,
  eventStreamOf,
  MEMBERSHIP_SERVICE,
  paymentEvents,
  Role,
  type EventEnvelope,
  type MembershipActivatedEvent,
  type MembershipResponse,
  type OrderPaidEvent,
} from '@hp/contracts/server';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { eventually, outboxRows, processedEventIds } from '@hp/service-platform/testing';
import { registerUser, uniqueEmail } from './support/accounts.js';
import { startAuthHarness, type AuthHarness } from './support/auth-harness.js';

const PAYMENT_EVENTS = eventStreamOf('payment');
const CONSUMER = 'auth-membership-activation';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('membership (integration)', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness();
    // The payment service is not running here: its stream is made as it would make it, and the test publishes
    // its events as its outbox relay would.
    await (
      await jetstreamManager(harness.nats)
    ).streams.add({
      name: PAYMENT_EVENTS.name,
      subjects: [PAYMENT_EVENTS.subjects],
    });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  let orders = 0;
  const orderPaid = (overrides: Partial<OrderPaidEvent> = {}): EventEnvelope<OrderPaidEvent> => ({
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    correlationId: `corr-${randomUUID()}`,
    data: {
      orderReference: `HP${Date.now()}${++orders}`,
      service: MEMBERSHIP_SERVICE,
      amountPaise: 200_000,
      email: uniqueEmail('member'),
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '9876543210',
      paidAt: new Date().toISOString(),
      ...overrides,
    },
  });

  /** Publishes as the payment service's relay does; a new message id each time, so a copy is not dropped by JetStream. */
  async function publish(envelope: EventEnvelope<OrderPaidEvent>) {
    await jetstream(harness.nats).publish(paymentEvents.orderPaid.subject, JSON.stringify(envelope), {
      msgID: randomUUID(),
    });
  }

  /** Waits until the activation consumer has recorded the event (so whatever it was going to do is done). */
  async function processed(envelope: EventEnvelope<OrderPaidEvent>) {
    await eventually(async () => {
      expect(await processedEventIds(harness.prisma, CONSUMER)).toContain(envelope.eventId);
    }, 15_000);
  }

  const membershipOf = (email: string) => harness.prisma.membership.findUnique({ where: { email } });
  const purchasesOf = (email: string) =>
    harness.prisma.membershipPurchase.findMany({ where: { email }, orderBy: { paidAt: 'asc' } });
  const activatedEventsOf = async (email: string) =>
    (await outboxRows(harness.prisma)).filter(
      (row) =>
        row.subject === authEventDefinitions.membershipActivated.subject &&
        (row.payload.data as { email: string }).email === email,
    );

  const patient = (id: string) => ({ id, role: Role.User, sessionId: randomUUID() });
  const membershipAnswer = (id: string) =>
    harness.ok<MembershipResponse>(authSubjects.membership, {}, patient(id));

  // One buyer through the three tests below: a first order, a second one, then the same events again.
  const buyer = uniqueEmail('buyer');
  const first = orderPaid({ email: buyer, paidAt: new Date(Date.now() - 60_000).toISOString() });
  const second = orderPaid({ email: `  ${buyer.toUpperCase()} `, firstName: 'Asha', lastName: 'R.' });
  const firstUntil = addMonthsInIndia(new Date(first.data.paidAt), 12);
  const secondUntil = addMonthsInIndia(firstUntil, 12);

  it('makes the buyer of a paid membership order a member for a year, announced (for the mail) and shown on their account', async () => {
    await publish(first);
    await processed(first);

    expect(await membershipOf(buyer)).toMatchObject({
      memberSince: new Date(first.data.paidAt),
      activeUntil: firstUntil,
    });
    expect(await purchasesOf(buyer)).toEqual([
      expect.objectContaining({
        orderReference: first.data.orderReference,
        amountPaise: 200_000,
        paidAt: new Date(first.data.paidAt),
        activeUntil: firstUntil,
        previousActiveUntil: null,
      }),
    ]);

    // The notification service mails the confirmation from this event (services/notification's mail tests).
    const [event] = await eventually(async () => {
      const events = await activatedEventsOf(buyer);
      expect(events[0]?.publishedAt).toBeTruthy(); // published to JetStream by the outbox relay
      return events;
    }, 15_000);
    expect(event!.payload).toMatchObject({
      correlationId: first.correlationId,
      data: {
        email: buyer,
        name: 'Asha Rao',
        orderReference: first.data.orderReference,
        activeUntil: firstUntil.toISOString(),
        previousActiveUntil: null,
      },
    });

    // The account is registered after the payment: the membership is on it all the same.
    const { id } = await registerUser(harness, buyer);
    expect(await membershipAnswer(id)).toEqual({
      membership: { memberSince: first.data.paidAt, activeUntil: firstUntil.toISOString() },
    });
  });

  it('extends the membership by a year from its end for a second order of the same e-mail, in any case', async () => {
    await publish(second);
    await processed(second);

    expect(await membershipOf(buyer)).toMatchObject({
      memberSince: new Date(first.data.paidAt),
      activeUntil: secondUntil,
    });
    expect((await purchasesOf(buyer)).map((purchase) => purchase.previousActiveUntil)).toEqual([
      null,
      firstUntil,
    ]);
    const extended = (await activatedEventsOf(buyer))[1];
    expect(extended!.payload.data).toMatchObject({
      name: 'Asha R.',
      activeUntil: secondUntil.toISOString(),
      previousActiveUntil: firstUntil.toISOString(),
    });
  });

  it('changes nothing when an order comes again, under the same event or another one', async () => {
    await publish(first); // a redelivery: the same event
    const announcedAgain = { ...second, eventId: randomUUID() }; // the same order under another event
    await publish(announcedAgain);
    const marker = orderPaid({ service: 'dental-checkup' });
    await publish(marker); // handled after the two (one consumer, in order)
    await processed(marker);
    await processed(announcedAgain); // handled (as nothing to do), not failed and retried

    expect(await membershipOf(buyer)).toMatchObject({ activeUntil: secondUntil });
    expect(await purchasesOf(buyer)).toHaveLength(2);
    expect(await activatedEventsOf(buyer)).toHaveLength(2);
  });

  it('ignores orders of other services', async () => {
    const checkup = orderPaid({ service: 'dental-checkup', amountPaise: 50_000 });
    await publish(checkup);
    await processed(checkup);
    expect(await membershipOf(checkup.data.email)).toBeNull();
    expect(await purchasesOf(checkup.data.email)).toHaveLength(0);
    expect(await activatedEventsOf(checkup.data.email)).toHaveLength(0);
  });

  it('answers null to a patient without a membership, and to one whose membership has ended; a new order starts afresh', async () => {
    const other = await registerUser(harness);
    expect(await membershipAnswer(other.id)).toEqual({ membership: null });

    // An order paid more than a year ago, whose event arrives only now: a membership that has already ended.
    const lapsed = await registerUser(harness);
    const old = orderPaid({ email: lapsed.email, paidAt: new Date(Date.now() - 400 * DAY_MS).toISOString() });
    await publish(old);
    await processed(old);
    expect((await membershipOf(lapsed.email))!.activeUntil.getTime()).toBeLessThan(Date.now());
    expect(await membershipAnswer(lapsed.id)).toEqual({ membership: null });

    const renewal = orderPaid({ email: lapsed.email });
    await publish(renewal);
    await processed(renewal);
    const renewedUntil = addMonthsInIndia(new Date(renewal.data.paidAt), 12);
    expect(await membershipAnswer(lapsed.id)).toEqual({
      membership: { memberSince: renewal.data.paidAt, activeUntil: renewedUntil.toISOString() },
    });
    // Both announce a new membership (no previous end), so both mails say "active", not "extended".
    expect(
      (await activatedEventsOf(lapsed.email)).map(
        (row) => (row.payload.data as MembershipActivatedEvent).previousActiveUntil,
      ),
    ).toEqual([null, null]);
  });

  it('refuses the query without a signed-in caller', async () => {
    expect(await harness.call(authSubjects.membership, {})).toEqual({
      ok: false,
      error: { code: 'AUTH.UNAUTHENTICATED', message: expect.any(String) },
    });
  });
});
