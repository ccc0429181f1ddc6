import { jest } from '@jest/globals';
import { anAccount, as, fakePasswordHasher } from '../testing/fakes.js';
import { ResetPasswordHandler } from './reset-password.handler.js';

describe('ResetPasswordHandler', () => {
  const command = { email: 'asha@example.com', role: '300', newPassword: 'a-new-password' } as const;

  function setup(verified: boolean) {
    const otps = { consumeVerification: jest.fn((_key: string) => Promise.resolve(verified)) };
    const accounts = {
      findByLoginKey: jest.fn(() => Promise.resolve(anAccount())),
      updatePassword: jest.fn((_id: string, _hash: string) => Promise.resolve(undefined)),
    };
    const revoker = { revokeAllOf: jest.fn(() => Promise.resolve(['sid-1', 'sid-2'])) };
    const handler = new ResetPasswordHandler(as(otps), as(accounts), as(fakePasswordHasher()), as(revoker));
    return { handler, otps, accounts, revoker };
  }

  it('sets the new password after a verified OTP and ends every session', async () => {
    const { handler, otps, accounts, revoker } = setup(true);
    await expect(handler.execute(command)).resolves.toMatchObject({
      message: expect.stringContaining('Password reset'),
    });
    expect(otps.consumeVerification).toHaveBeenCalledWith('user:asha@example.com');
    expect(accounts.updatePassword).toHaveBeenCalledWith('acc-1', 'hash:a-new-password');
    expect(revoker.revokeAllOf).toHaveBeenCalledWith('acc-1', 'password_reset');
  });

  it('refuses without a verified OTP', async () => {
    const { handler, accounts } = setup(false);
    await expect(handler.execute(command)).rejects.toMatchObject({ code: 'AUTH.OTP_NOT_VERIFIED' });
    expect(accounts.updatePassword).not.toHaveBeenCalled();
  });
});
