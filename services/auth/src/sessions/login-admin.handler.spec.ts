import { jest } from '@jest/globals';
import { anAccount, as, fakePasswordHasher, someTokens } from '../testing/fakes.js';
import type { Account } from '../accounts/account.js';
import { LoginAdminHandler } from './login-admin.handler.js';

describe('LoginAdminHandler', () => {
  const admin = anAccount({ id: 'adm-1', role: '500', email: null, phone: '9876543210' });

  function setup(stored: Account | null) {
    const accounts = { findByLoginKey: jest.fn((_key: string) => Promise.resolve(stored)) };
    const passwords = fakePasswordHasher();
    const handler = new LoginAdminHandler(
      as(accounts),
      as(passwords),
      as({ start: () => Promise.resolve(someTokens()) }),
    );
    return { handler, accounts, passwords };
  }

  it('signs an admin in by phone with the spec answer', async () => {
    const { handler, accounts } = setup(admin);
    const issued = await handler.execute({ phone: '9876543210', password: 'right-password' });
    expect(accounts.findByLoginKey).toHaveBeenCalledWith('admin:9876543210');
    expect(issued.session).toEqual({
      token: 'access-token',
      message: 'Login successful',
      role: '500',
      expiresIn: 900,
      admin: { _id: 'adm-1', phone: '9876543210', email: null, isApproved: true },
    });
    expect(issued.refreshToken).toBe('refresh-token');
  });

  it('answers a wrong password and an unknown phone alike', async () => {
    for (const stored of [admin, null]) {
      const { handler } = setup(stored);
      await expect(handler.execute({ phone: '9876543210', password: 'wrong' })).rejects.toMatchObject({
        code: 'AUTH.INVALID_CREDENTIALS',
        message: 'Invalid phone number or password.',
      });
    }
  });
});
