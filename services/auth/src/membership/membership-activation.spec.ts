import { MembershipActivatedEventSchema, type OrderPaidEvent } from '@hp/contracts';
import { membershipActivation, normalisedEmail } from './membership-activation.js';

describe('membershipActivation', () => {
  const order: OrderPaidEvent = {
    orderReference: 'HP1',
    service: 'membership-annual',
    amountPaise: 200_000,
    email: '  Asha.Rao@Example.COM ',
    firstName: 'Asha',
    lastName: 'Rao',
    mobile: '9876543210',
    paidAt: '2026-11-23T10:00:00.000Z',
  };

  it("starts a membership under the order's e-mail as accounts store it, with its purchase and event", () => {
    const activation = membershipActivation(order, null);
    expect(activation).toEqual({
      email: 'asha.rao@example.com',
      membership: {
        memberSince: new Date('2026-11-23T10:00:00.000Z'),
        activeUntil: new Date('2027-11-23T10:00:00.000Z'),
        previousActiveUntil: null,
      },
      purchase: {
        orderReference: 'HP1',
        email: 'asha.rao@example.com',
        amountPaise: 200_000,
        paidAt: new Date('2026-11-23T10:00:00.000Z'),
        activeUntil: new Date('2027-11-23T10:00:00.000Z'),
        previousActiveUntil: null,
      },
      activated: {
        email: 'asha.rao@example.com',
        name: 'Asha Rao',
        orderReference: 'HP1',
        activeUntil: '2027-11-23T10:00:00.000Z',
        previousActiveUntil: null,
        paidAt: '2026-11-23T10:00:00.000Z',
      },
    });
    expect(() => MembershipActivatedEventSchema.parse(activation.activated)).not.toThrow();
  });

  it('extends an active membership and says from when', () => {
    const current = {
      memberSince: new Date('2026-06-01T04:30:00.000Z'),
      activeUntil: new Date('2027-06-01T04:30:00.000Z'),
    };
    const activation = membershipActivation(order, current);
    expect(activation.membership.memberSince).toEqual(current.memberSince);
    expect(activation.purchase).toMatchObject({
      activeUntil: new Date('2028-06-01T04:30:00.000Z'),
      previousActiveUntil: current.activeUntil,
    });
    expect(activation.activated).toMatchObject({
      activeUntil: '2028-06-01T04:30:00.000Z',
      previousActiveUntil: '2027-06-01T04:30:00.000Z',
    });
  });

  it('normalises e-mails like accounts do', () => {
    expect(normalisedEmail(' A@B.Co ')).toBe('a@b.co');
  });
});
