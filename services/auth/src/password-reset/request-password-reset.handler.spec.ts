import { jest } from '@jest/globals';
import { anAccount, as, fakeLogger } from '../testing/fakes.js';
import type { Account } from '../accounts/account.js';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';

describe('RequestPasswordResetHandler', () => {
  function setup(stored: Account | null) {
    const accounts = { findByLoginKey: jest.fn((_key: string) => Promise.resolve(stored)) };
    const otps = { issue: jest.fn((_key: string) => Promise.resolve('012345')) };
    const sender = {
      send: jest.fn((_to: string, _code: string, _minutes: number, _correlationId: string) =>
        Promise.resolve(undefined),
      ),
    };
    const handler = new RequestPasswordResetHandler(
      as(accounts),
      as(otps),
      as(sender),
      { OTP_TTL_SECONDS: 600 },
      fakeLogger(),
    );
    return { handler, accounts, otps, sender };
  }

  it('has a fresh OTP e-mailed to a known account (by the notification service)', async () => {
    const { handler, otps, sender } = setup(anAccount({ role: '400', entityType: 'clinic' }));
    await handler.execute({ email: 'asha@example.com', role: '400', entityType: 'clinic' }, 'corr-1');
    await handler.onApplicationShutdown();
    expect(otps.issue).toHaveBeenCalledWith('provider:clinic:asha@example.com');
    expect(sender.send).toHaveBeenCalledWith('asha@example.com', '012345', 10, 'corr-1');
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const known = setup(anAccount());
    const unknown = setup(null);
    const target = { email: 'asha@example.com', role: '300' } as const;

    const answers = [await known.handler.execute(target), await unknown.handler.execute(target)];

    expect(answers[1]).toEqual(answers[0]);
    expect(unknown.otps.issue).not.toHaveBeenCalled();
    expect(unknown.sender.send).not.toHaveBeenCalled();
  });

  it('does not fail the request when the notification service is down', async () => {
    const { handler, sender } = setup(anAccount());
    sender.send.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    await expect(handler.execute({ email: 'asha@example.com', role: '300' })).resolves.toMatchObject({
      email: 'asha@example.com',
    });
    await handler.onApplicationShutdown();
  });
});
