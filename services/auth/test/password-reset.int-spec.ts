import { authSubjects, revokedSessionKey, type ForgotPasswordResponse } from '@hp/contracts';
import { startAuthHarness, type AuthHarness } from './support/auth-harness.js';
import {
  createProviderAccount,
  loginUser,
  registerUser,
  sessionIdOf,
  uniqueEmail,
} from './support/accounts.js';
import { mailsTo, otpMailedTo } from '@hp/service-platform/testing';

const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('password reset (integration)', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    // The codes are mailed by the notification service (auth asks it over NATS): it runs beside auth here.
    harness = await startAuthHarness({}, { notification: true });
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  async function requestOtp(email: string, mailNumber = 1) {
    await harness.ok(authSubjects.requestPasswordReset, { email, role: '300' });
    return otpMailedTo(email, mailNumber);
  }

  it('e-mails a 6-digit code, verifies it once, resets the password and ends every session', async () => {
    const user = await registerUser(harness);
    const phone = await loginUser(harness, user.email, user.password);
    const laptop = await loginUser(harness, user.email, user.password);

    const otp = await requestOtp(user.email);
    expect(otp).toMatch(/^\d{6}$/);
    expect(await harness.ok(authSubjects.verifyOtp, { email: user.email, role: '300', otp })).toMatchObject({
      message: expect.stringContaining('verified'),
    });
    // Single use: the same code does not verify twice.
    expect(await harness.call(authSubjects.verifyOtp, { email: user.email, role: '300', otp })).toMatchObject(
      {
        ok: false,
        error: { code: 'AUTH.INVALID_OTP' },
      },
    );

    const reset = await harness.call(authSubjects.resetPassword, {
      email: user.email,
      role: '300',
      newPassword: 'Brand#New1',
    });
    expect(reset).toEqual({
      ok: true,
      data: { message: expect.stringContaining('Password reset successful') },
    });

    for (const session of [phone, laptop]) {
      expect(await harness.redis.exists(revokedSessionKey(sessionIdOf(session.session.token)))).toBe(1);
      expect(await harness.call(authSubjects.refresh, { refreshToken: session.refreshToken })).toMatchObject({
        ok: false,
        error: { code: 'AUTH.REFRESH_INVALID' },
      });
    }
    expect(
      await harness.call(authSubjects.login, { email: user.email, password: user.password, role: '300' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.INVALID_CREDENTIALS' },
    });
    await expect(loginUser(harness, user.email, 'Brand#New1')).resolves.toBeDefined();

    // The verification is used up too.
    const again = await harness.call(authSubjects.resetPassword, {
      email: user.email,
      role: '300',
      newPassword: 'Other#New2',
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_NOT_VERIFIED' } });
  });

  it('stores only an HMAC of the code in Redis, with the configured lifetime', async () => {
    const user = await registerUser(harness);
    const otp = await requestOtp(user.email);
    const stored = await harness.redis.hgetall(`auth:otp:user:${user.email}`);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(otp);
    const ttl = await harness.redis.ttl(`auth:otp:user:${user.email}`);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('refuses a reset without a verified code', async () => {
    const user = await registerUser(harness);
    await requestOtp(user.email);
    const reply = await harness.call(authSubjects.resetPassword, {
      email: user.email,
      role: '300',
      newPassword: 'Brand#New1',
    });
    expect(reply).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_NOT_VERIFIED' } });
  });

  it('destroys the code on the fifth wrong try', async () => {
    const user = await registerUser(harness);
    const otp = await requestOtp(user.email);
    const attempt = (code: string) =>
      harness.call(authSubjects.verifyOtp, { email: user.email, role: '300', otp: code });

    for (let i = 1; i <= 4; i++) {
      expect(await attempt(wrongOtp(otp))).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_OTP' } });
    }
    expect(await attempt(wrongOtp(otp))).toMatchObject({
      ok: false,
      error: { code: 'AUTH.OTP_ATTEMPTS_EXCEEDED' },
    });
    // Gone: even the right code fails now; a new one must be requested.
    expect(await attempt(otp)).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_OTP' } });

    const fresh = await requestOtp(user.email, 2);
    expect(await attempt(fresh)).toMatchObject({ ok: true });
  });

  it('answers an unknown e-mail exactly like a known one and sends it nothing', async () => {
    const user = await registerUser(harness);
    const stranger = uniqueEmail('stranger');

    const [known, unknown] = await Promise.all([
      harness.ok<ForgotPasswordResponse>(authSubjects.requestPasswordReset, {
        email: user.email,
        role: '300',
      }),
      harness.ok<ForgotPasswordResponse>(authSubjects.requestPasswordReset, { email: stranger, role: '300' }),
    ]);

    expect(unknown).toEqual({ ...known, email: stranger });
    await otpMailedTo(user.email); // sent at the same time as the stranger's would have been
    expect(await mailsTo(stranger)).toEqual([]);
    expect(
      await harness.call(authSubjects.verifyOtp, { email: stranger, role: '300', otp: '123456' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.INVALID_OTP' },
    });
  });

  it('resets provider passwords by entity type', async () => {
    const clinic = await createProviderAccount(harness, { entityType: 'clinic', status: 'approved' });
    const target = { email: clinic.email!, role: '400', entityType: 'clinic' } as const;
    await harness.ok(authSubjects.requestPasswordReset, target);
    const otp = await otpMailedTo(clinic.email!);
    await harness.ok(authSubjects.verifyOtp, { ...target, otp });
    await harness.ok(authSubjects.resetPassword, { ...target, newPassword: 'Clinic#New1' });
    await expect(
      harness.ok(authSubjects.login, {
        email: clinic.email,
        password: 'Clinic#New1',
        role: '400',
        entityType: 'clinic',
      }),
    ).resolves.toBeDefined();
  });
});

describe('password reset codes expire (integration)', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness({ OTP_TTL_SECONDS: '2' }, { notification: true });
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('refuses a code after OTP_TTL_SECONDS', async () => {
    const user = await registerUser(harness);
    await harness.ok(authSubjects.requestPasswordReset, { email: user.email, role: '300' });
    const otp = await otpMailedTo(user.email);
    expect(await harness.redis.ttl(`auth:otp:user:${user.email}`)).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await harness.call(authSubjects.verifyOtp, { email: user.email, role: '300', otp })).toMatchObject(
      {
        ok: false,
        error: { code: 'AUTH.INVALID_OTP' },
      },
    );
  });
});
