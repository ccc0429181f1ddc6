import { randomBytes } from 'node:crypto';
import { authRoutes, LoginResponseSchema, REFRESH_COOKIE, Role, SESSION_HINT_COOKIE } from '@hp/contracts';
import { z } from 'zod/mini';
import { startAuthService, startServiceProcess, type RunningService } from './support/service-process.js';
import {
  startGateway,
  TEST_JWT_SECRET,
  TEST_REDIS_URL,
  untilReady,
  type RunningGateway,
} from './support/gateway.js';
import { post, type HttpAnswer } from './support/http.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { startTestNats, type TestNats } from '@hp/service-platform/testing';

const OTP_TTL_SECONDS = 6;
const ADMIN_REGISTRATION_CODE = `gw-test-code-${randomBytes(6).toString('hex')}`;

const run = randomBytes(4).toString('hex');
let accounts = 0;
/** A new patient of this run: e-mail and phone no other test (or earlier run) uses. */
function newPatient() {
  accounts += 1;
  return {
    name: 'Asha Test',
    email: `asha.${run}.${accounts}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'CorrectHorse1',
  };
}

const refreshCookieOf = (answer: HttpAnswer) => {
  const value = answer.cookies[REFRESH_COOKIE]?.value;
  if (!value) throw new Error(`no ${REFRESH_COOKIE} cookie in the answer (status ${answer.status})`);
  return `${REFRESH_COOKIE}=${value}`;
};

/** The account flows end to end through the gateway and the real auth service (Postgres, Redis, SMTP). */
describe('account flows through the gateway and the auth service', () => {
  let nats: TestNats;
  let mailbox: Mailbox;
  let authService: RunningService;
  let notificationService: RunningService;
  let gateway: RunningGateway;

  beforeAll(async () => {
    nats = await startTestNats();
    mailbox = await startMailbox();
    authService = await startAuthService({
      natsUrl: nats.url,
      redisUrl: TEST_REDIS_URL,
      jwtSecret: TEST_JWT_SECRET,
      smtpPort: mailbox.smtpPort,
      env: { OTP_TTL_SECONDS: String(OTP_TTL_SECONDS), ADMIN_REGISTRATION_CODE },
    });
    // The one sender of e-mail: auth hands it the password-reset codes.
    notificationService = await startServiceProcess('notification', {
      natsUrl: nats.url,
      smtpPort: mailbox.smtpPort,
    });
    gateway = await startGateway({ NATS_URL: nats.url });
    await untilReady(gateway);
  }, 90_000);

  afterAll(async () => {
    await gateway?.stop();
    await notificationService?.stop();
    await authService?.stop();
    await mailbox?.stop();
    await nats?.stop();
  });

  const register = (patient: ReturnType<typeof newPatient>) =>
    post(gateway.url, authRoutes.userRegister.path, patient);
  const login = (email: string, password: string) =>
    post(gateway.url, authRoutes.userLogin.path, { email, password, role: Role.User });

  describe('registration and login', () => {
    it('registers a patient (201) and refuses the same e-mail again with 409', async () => {
      const patient = newPatient();
      const created = await register(patient);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ message: expect.any(String), id: expect.any(String) });

      const again = await register({ ...newPatient(), email: patient.email });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'AUTH.EMAIL_TAKEN', correlationId: expect.any(String) });
    });

    it('logs in: the session in the body, the refresh token only in the httpOnly cookie', async () => {
      const patient = newPatient();
      await register(patient);
      const answer = await login(patient.email, patient.password);
      expect(answer.status).toBe(200);
      expect(z.strictObject(LoginResponseSchema.shape).parse(answer.body)).toMatchObject({
        email: patient.email,
        role: Role.User,
      });
      expect(JSON.stringify(answer.body)).not.toContain(answer.cookies[REFRESH_COOKIE]?.value);
      expect(answer.cookies[REFRESH_COOKIE]?.attributes).toMatch(/HttpOnly/i);
      // The page may read the session hint (so anonymous visitors skip the refresh call); it holds no secret.
      expect(answer.cookies[SESSION_HINT_COOKIE]).toEqual({
        value: '1',
        attributes: expect.stringMatching(/Path=\/(;|$)/),
      });
      expect(answer.cookies[SESSION_HINT_COOKIE]?.attributes).not.toMatch(/HttpOnly/i);
    });

    it('answers a wrong password with 401 AUTH.INVALID_CREDENTIALS', async () => {
      const patient = newPatient();
      await register(patient);
      const answer = await login(patient.email, 'WrongHorse99');
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('AUTH.INVALID_CREDENTIALS');
    });
  });

  describe('sessions', () => {
    it('rotates the refresh cookie, and reuse of an old one ends the whole chain', async () => {
      const patient = newPatient();
      await register(patient);
      const first = refreshCookieOf(await login(patient.email, patient.password));

      const rotated = await post(gateway.url, authRoutes.refreshSession.path, undefined, { cookie: first });
      expect(rotated.status).toBe(200);
      expect(LoginResponseSchema.parse(rotated.body).id).toBeDefined();
      const second = refreshCookieOf(rotated);
      expect(second).not.toBe(first);

      const reused = await post(gateway.url, authRoutes.refreshSession.path, undefined, { cookie: first });
      expect(reused.status).toBe(401);
      expect(reused.body.code).toBe('AUTH.REFRESH_INVALID');

      const afterReuse = await post(gateway.url, authRoutes.refreshSession.path, undefined, {
        cookie: second,
      });
      expect(afterReuse.status).toBe(401);
    });

    it('logout makes the access token unusable at once and ends the refresh chain', async () => {
      const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
      const registered = await post(gateway.url, authRoutes.adminRegister.path, {
        phone,
        password: 'AdminHorse123',
        registrationCode: ADMIN_REGISTRATION_CODE,
      });
      expect(registered.status).toBe(201);

      const loggedIn = await post(gateway.url, authRoutes.adminLogin.path, {
        phone,
        password: 'AdminHorse123',
      });
      expect(loggedIn.status).toBe(200);
      const token = String(loggedIn.body.token);
      const cookie = refreshCookieOf(loggedIn);

      const allowed = await post(gateway.url, authRoutes.adminCreateRegistrationCode.path, undefined, {
        token,
      });
      expect(allowed.status).toBe(201);
      expect(allowed.body).toEqual({ code: expect.any(String), expiresAt: expect.any(String) });

      const loggedOut = await post(gateway.url, authRoutes.adminLogout.path, {}, { token, cookie });
      expect(loggedOut.status).toBe(200);
      expect(loggedOut.cookies[REFRESH_COOKIE]?.value).toBe('');
      expect(loggedOut.cookies[SESSION_HINT_COOKIE]?.value).toBe('');

      const afterLogout = await post(gateway.url, authRoutes.adminCreateRegistrationCode.path, undefined, {
        token,
      });
      expect(afterLogout.status).toBe(401);
      expect(afterLogout.body.code).toBe('AUTH.UNAUTHENTICATED');
      expect((await post(gateway.url, authRoutes.refreshSession.path, undefined, { cookie })).status).toBe(
        401,
      );
    });

    it('answers 403 when a patient token calls an admin route', async () => {
      const patient = newPatient();
      await register(patient);
      const token = String((await login(patient.email, patient.password)).body.token);
      const answer = await post(gateway.url, authRoutes.adminCreateRegistrationCode.path, undefined, {
        token,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('AUTH.FORBIDDEN');
    });
  });

  describe('password recovery', () => {
    const forgot = (email: string) => post(gateway.url, authRoutes.userForgotPassword.path, { email });
    const verify = (email: string, otp: string) =>
      post(gateway.url, authRoutes.userVerifyOtp.path, { email, otp });
    const reset = (email: string, newPassword: string) =>
      post(gateway.url, authRoutes.userResetPassword.path, { email, newPassword });

    it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
      const patient = newPatient();
      await register(patient);
      const unknownEmail = `nobody.${run}@example.com`;

      const known = await forgot(patient.email);
      const unknown = await forgot(unknownEmail);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual({ ...known.body, email: unknownEmail });

      await mailbox.otpMailedTo(patient.email);
      expect(await mailbox.mailCountTo(unknownEmail)).toBe(0);
    });

    it('resets the password with the mailed OTP, once; the old password and old sessions stop working', async () => {
      const patient = newPatient();
      await register(patient);
      const oldSession = refreshCookieOf(await login(patient.email, patient.password));

      expect((await reset(patient.email, 'BatteryStaple2')).body.code).toBe('AUTH.OTP_NOT_VERIFIED');

      expect((await forgot(patient.email)).status).toBe(200);
      const otp = await mailbox.otpMailedTo(patient.email);
      const verified = await verify(patient.email, otp);
      expect(verified.status).toBe(200);
      const changed = await reset(patient.email, 'BatteryStaple2');
      expect(changed.status).toBe(200);

      expect((await login(patient.email, 'BatteryStaple2')).status).toBe(200);
      expect((await login(patient.email, patient.password)).status).toBe(401);
      expect(
        (await post(gateway.url, authRoutes.refreshSession.path, undefined, { cookie: oldSession })).status,
      ).toBe(401);

      const reused = await verify(patient.email, otp);
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('AUTH.INVALID_OTP');
      expect((await reset(patient.email, 'AnotherOne33')).body.code).toBe('AUTH.OTP_NOT_VERIFIED');
    });

    it('refuses the right code after 5 wrong tries', async () => {
      const patient = newPatient();
      await register(patient);
      await forgot(patient.email);
      const otp = await mailbox.otpMailedTo(patient.email);
      const wrong = otp === '000000' ? '111111' : '000000';

      const codes = [];
      for (let attempt = 1; attempt <= 5; attempt++)
        codes.push((await verify(patient.email, wrong)).body.code);
      expect(codes).toEqual([
        'AUTH.INVALID_OTP',
        'AUTH.INVALID_OTP',
        'AUTH.INVALID_OTP',
        'AUTH.INVALID_OTP',
        'AUTH.OTP_ATTEMPTS_EXCEEDED',
      ]);
      const rightCodeAfterwards = await verify(patient.email, otp);
      expect(rightCodeAfterwards.status).toBeGreaterThanOrEqual(400);
      expect(rightCodeAfterwards.status).toBeLessThan(500);
    });

    it('refuses an OTP after OTP_TTL_SECONDS', async () => {
      const patient = newPatient();
      await register(patient);
      await forgot(patient.email);
      const otp = await mailbox.otpMailedTo(patient.email);
      await new Promise((resolve) => setTimeout(resolve, (OTP_TTL_SECONDS + 1) * 1000));
      const late = await verify(patient.email, otp);
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('AUTH.INVALID_OTP');
    });
  });
});
