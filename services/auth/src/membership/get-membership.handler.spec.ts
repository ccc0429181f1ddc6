import { jest } from '@jest/globals';
import type { Account } from '../accounts/account.js';
import { anAccount, as } from '../testing/fakes.js';
import { GetMembershipHandler } from './get-membership.handler.js';
import type { MembershipPeriod } from './membership-term.js';

describe('GetMembershipHandler', () => {
  const now = new Date('2027-01-01T00:00:00.000Z');
  const patient = { correlationId: 'c', actor: { id: 'acc-1', role: '300' as const, sessionId: 's' } };

  function setup(account: Account | null, membership: MembershipPeriod | null = null) {
    const accounts = { findById: jest.fn((_id: string) => Promise.resolve(account)) };
    const memberships = {
      findActive: jest.fn((_email: string, _now: Date) => Promise.resolve(membership)),
    };
    return { handler: new GetMembershipHandler(as(accounts), as(memberships)), accounts, memberships };
  }

  it("answers the active membership of the patient's e-mail", async () => {
    const { handler, accounts, memberships } = setup(anAccount({ email: 'asha@example.com' }), {
      memberSince: new Date('2026-11-23T10:00:00.000Z'),
      activeUntil: new Date('2027-11-23T10:00:00.000Z'),
    });
    expect(await handler.execute(patient, now)).toEqual({
      membership: { memberSince: '2026-11-23T10:00:00.000Z', activeUntil: '2027-11-23T10:00:00.000Z' },
    });
    expect(accounts.findById).toHaveBeenCalledWith('acc-1');
    expect(memberships.findActive).toHaveBeenCalledWith('asha@example.com', now);
  });

  it('answers null when the e-mail has no active membership', async () => {
    const { handler } = setup(anAccount());
    expect(await handler.execute(patient, now)).toEqual({ membership: null });
  });

  it('refuses a call without a signed-in caller, and callers who are not patients', async () => {
    const { handler, accounts } = setup(anAccount());
    await expect(handler.execute({ correlationId: 'c' }, now)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
    await expect(
      handler.execute({ correlationId: 'c', actor: { id: 'adm', role: '500', sessionId: 's' } }, now),
    ).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    expect(accounts.findById).not.toHaveBeenCalled();
  });

  it('refuses a caller whose account no longer exists', async () => {
    const { handler } = setup(null);
    await expect(handler.execute(patient, now)).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
  });
});
