import { jest } from '@jest/globals';
import { as } from '../testing/fakes.js';
import type { OtpCheck } from './otp.store.js';
import { VerifyOtpHandler } from './verify-otp.handler.js';

describe('VerifyOtpHandler', () => {
  const command = { email: 'asha@example.com', role: '300', otp: '123456' } as const;
  const withResult = (result: OtpCheck) => {
    const otps = { check: jest.fn((_key: string, _otp: string) => Promise.resolve(result)) };
    return { handler: new VerifyOtpHandler(as(otps)), otps };
  };

  it('confirms a right code', async () => {
    const { handler, otps } = withResult('verified');
    await expect(handler.execute(command)).resolves.toMatchObject({
      message: expect.stringContaining('verified'),
    });
    expect(otps.check).toHaveBeenCalledWith('user:asha@example.com', '123456');
  });

  it.each<[OtpCheck, string]>([
    ['invalid', 'AUTH.INVALID_OTP'],
    ['attempts-exceeded', 'AUTH.OTP_ATTEMPTS_EXCEEDED'],
  ])('maps %s to %s', async (result, code) => {
    await expect(withResult(result).handler.execute(command)).rejects.toMatchObject({ code });
  });
});
