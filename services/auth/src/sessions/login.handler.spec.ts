import { jest } from '@jest/globals';
import type { AccountStatus } from '@hp/contracts';
import { anAccount, as, fakePasswordHasher, someTokens } from '../testing/fakes.js';
import type { Account } from '../accounts/account.js';
import { LoginHandler } from './login.handler.js';

describe('LoginHandler', () => {
  function setup(stored: Account | null) {
    const accounts = { findByLoginKey: jest.fn((_key: string) => Promise.resolve(stored)) };
    const passwords = fakePasswordHasher();
    const issuer = { start: jest.fn(() => Promise.resolve(someTokens())) };
    return {
      handler: new LoginHandler(as(accounts), as(passwords), as(issuer)),
      accounts,
      passwords,
      issuer,
    };
  }

  it('signs a user in and answers the spec fields with the refresh token beside them', async () => {
    const { handler, accounts } = setup(anAccount());

    const issued = await handler.execute({
      email: 'asha@example.com',
      password: 'right-password',
      role: '300',
    });

    expect(accounts.findByLoginKey).toHaveBeenCalledWith('user:asha@example.com');
    expect(issued).toEqual({
      session: {
        token: 'access-token',
        id: 'acc-1',
        role: '300',
        email: 'asha@example.com',
        isApproved: true,
        status: 'approved',
        expiresIn: 900,
      },
      refreshToken: 'refresh-token',
      refreshExpiresAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('looks providers up by entity type and includes it in the answer', async () => {
    const { handler, accounts } = setup(anAccount({ role: '400', entityType: 'pharmacy' }));
    const issued = await handler.execute({
      email: 'asha@example.com',
      password: 'right-password',
      role: '400',
      entityType: 'pharmacy',
    });
    expect(accounts.findByLoginKey).toHaveBeenCalledWith('provider:pharmacy:asha@example.com');
    expect(issued.session).toMatchObject({ role: '400', entityType: 'pharmacy', isApproved: true });
  });

  it.each<[AccountStatus, string]>([
    ['pending', 'AUTH.ACCOUNT_PENDING_APPROVAL'],
    ['under_review', 'AUTH.ACCOUNT_PENDING_APPROVAL'],
    ['rejected', 'AUTH.ACCOUNT_REJECTED'],
  ])('refuses a %s provider with %s, after checking the password', async (status, code) => {
    const { handler, issuer } = setup(anAccount({ role: '400', entityType: 'lab', status }));
    const command = { email: 'asha@example.com', role: '400', entityType: 'lab' } as const;

    await expect(handler.execute({ ...command, password: 'right-password' })).rejects.toMatchObject({ code });
    await expect(handler.execute({ ...command, password: 'wrong' })).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
    });
    expect(issuer.start).not.toHaveBeenCalled();
  });

  it('answers a wrong password and an unknown account alike, hashing in both cases', async () => {
    const known = setup(anAccount());
    const unknown = setup(null);

    await expect(
      known.handler.execute({ email: 'asha@example.com', password: 'wrong', role: '300' }),
    ).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    await expect(
      unknown.handler.execute({ email: 'who@example.com', password: 'wrong', role: '300' }),
    ).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(known.passwords.verify).toHaveBeenCalledTimes(1);
    expect(unknown.passwords.verifyAgainstNothing).toHaveBeenCalledTimes(1);
  });

  it('asks a provider without entity type to choose one', async () => {
    const { handler } = setup(null);
    await expect(handler.execute({ email: 'a@b.co', password: 'x', role: '400' })).rejects.toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { entityType: 'Please select an entity type' },
    });
  });
});
