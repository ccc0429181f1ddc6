import { jest } from '@jest/globals';
import { authEventDefinitions, type EventEnvelope, type OrderPaidEvent } from '@hp/contracts';
import type { PendingEvent } from '@hp/service-platform';
import { as, fakeLogger } from '../testing/fakes.js';
import { ActivateMembershipConsumer } from './activate-membership.consumer.js';
import type { MembershipActivation } from './membership-activation.js';
import type { MembershipPeriod } from './membership-term.js';

describe('ActivateMembershipConsumer', () => {
  const order: OrderPaidEvent = {
    orderReference: 'HP42',
    service: 'membership-annual',
    amountPaise: 200_000,
    email: 'Asha@Example.com',
    firstName: 'Asha',
    lastName: 'Rao',
    mobile: '9876543210',
    paidAt: '2026-11-23T10:00:00.000Z',
  };
  const envelope = (data: OrderPaidEvent): EventEnvelope<OrderPaidEvent> => ({
    eventId: 'evt-1',
    occurredAt: data.paidAt,
    correlationId: 'corr-1',
    data,
  });
  const tx = { the: 'transaction' };

  function setup(options: { counted?: boolean; current?: MembershipPeriod | null } = {}) {
    const memberships = {
      hasPurchase: jest.fn((_tx: unknown, _reference: string) => Promise.resolve(options.counted ?? false)),
      lockByEmail: jest.fn((_tx: unknown, _email: string) => Promise.resolve(options.current ?? null)),
      recordPurchase: jest.fn((_tx: unknown, _activation: MembershipActivation, _event: PendingEvent) =>
        Promise.resolve(),
      ),
    };
    const consumer = new ActivateMembershipConsumer(as(memberships), as(fakeLogger()));
    const handle = (data: OrderPaidEvent) => consumer.handle(data, { envelope: envelope(data), tx: as(tx) });
    return { consumer, memberships, handle };
  }

  it('consumes order-paid events as the durable consumer auth-membership-activation', () => {
    const { consumer } = setup();
    expect(consumer.event.subject).toBe('payment.evt.order-paid.v1');
    expect(consumer.name).toBe('membership-activation');
  });

  it('starts a membership in the consumer transaction, with its purchase and membership-activated event', async () => {
    const { memberships, handle } = setup();
    await handle(order);

    expect(memberships.lockByEmail).toHaveBeenCalledWith(tx, 'asha@example.com');
    const [usedTx, activation, event] = memberships.recordPurchase.mock.calls[0]!;
    expect(usedTx).toBe(tx);
    expect(activation.purchase).toEqual({
      orderReference: 'HP42',
      email: 'asha@example.com',
      amountPaise: 200_000,
      paidAt: new Date('2026-11-23T10:00:00.000Z'),
      activeUntil: new Date('2027-11-23T10:00:00.000Z'),
      previousActiveUntil: null,
    });
    expect(event.subject).toBe(authEventDefinitions.membershipActivated.subject);
    expect(event.envelope.correlationId).toBe('corr-1');
    expect(event.envelope.data).toEqual({
      email: 'asha@example.com',
      name: 'Asha Rao',
      orderReference: 'HP42',
      activeUntil: '2027-11-23T10:00:00.000Z',
      previousActiveUntil: null,
      paidAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('extends a membership active at the payment from its end, and the event says so', async () => {
    const current = {
      memberSince: new Date('2026-01-31T10:00:00.000Z'),
      activeUntil: new Date('2027-01-31T10:00:00.000Z'),
    };
    const { memberships, handle } = setup({ current });
    await handle(order);
    const [, activation, event] = memberships.recordPurchase.mock.calls[0]!;
    expect(activation.membership).toEqual({
      memberSince: current.memberSince,
      activeUntil: new Date('2028-01-31T10:00:00.000Z'),
      previousActiveUntil: current.activeUntil,
    });
    expect(event.envelope.data).toMatchObject({
      activeUntil: '2028-01-31T10:00:00.000Z',
      previousActiveUntil: '2027-01-31T10:00:00.000Z',
    });
  });

  it('changes nothing for an order it has already counted', async () => {
    const { memberships, handle } = setup({ counted: true });
    await handle(order);
    expect(memberships.hasPurchase).toHaveBeenCalledWith(tx, 'HP42');
    expect(memberships.lockByEmail).not.toHaveBeenCalled();
    expect(memberships.recordPurchase).not.toHaveBeenCalled();
  });

  it('ignores orders of every other service', async () => {
    const { memberships, handle } = setup();
    await handle({ ...order, service: 'dental-checkup', amountPaise: 50_000 });
    await handle({ ...order, service: 'custom' });
    expect(memberships.hasPurchase).not.toHaveBeenCalled();
    expect(memberships.recordPurchase).not.toHaveBeenCalled();
  });
});
