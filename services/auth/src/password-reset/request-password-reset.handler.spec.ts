import { jest } from '@jest/globals';
import type { OutgoingMail } from '@hp/service-platform';
import { anAccount, as, fakeLogger } from '../testing/fakes.js';
import type { Account } from '../accounts/account.js';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';

describe('RequestPasswordResetHandler', () => {
  function setup(stored: Account | null) {
    const accounts = { findByLoginKey: jest.fn((_key: string) => Promise.resolve(stored)) };
    const otps = { issue: jest.fn((_key: string) => Promise.resolve('012345')) };
    const mailer = { send: jest.fn((_mail: OutgoingMail) => Promise.resolve(undefined)) };
    const handler = new RequestPasswordResetHandler(
      as(accounts),
      as(otps),
      as(mailer),
      { OTP_TTL_SECONDS: 600 },
      fakeLogger(),
    );
    return { handler, accounts, otps, mailer };
  }

  it('e-mails a fresh OTP to a known account', async () => {
    const { handler, otps, mailer } = setup(anAccount({ role: '400', entityType: 'clinic' }));
    await handler.execute({ email: 'asha@example.com', role: '400', entityType: 'clinic' });
    await handler.onApplicationShutdown();
    expect(otps.issue).toHaveBeenCalledWith('provider:clinic:asha@example.com');
    const mail = mailer.send.mock.calls[0]?.[0];
    expect(mail?.to).toBe('asha@example.com');
    expect(mail?.text).toContain('012345');
    expect(mail?.text).toContain('10 minutes');
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const known = setup(anAccount());
    const unknown = setup(null);
    const target = { email: 'asha@example.com', role: '300' } as const;

    const answers = [await known.handler.execute(target), await unknown.handler.execute(target)];

    expect(answers[1]).toEqual(answers[0]);
    expect(unknown.otps.issue).not.toHaveBeenCalled();
    expect(unknown.mailer.send).not.toHaveBeenCalled();
  });

  it('does not fail the request when the mail server is down', async () => {
    const { handler, mailer } = setup(anAccount());
    mailer.send.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    await expect(handler.execute({ email: 'asha@example.com', role: '300' })).resolves.toMatchObject({
      email: 'asha@example.com',
    });
    await handler.onApplicationShutdown();
  });
});
