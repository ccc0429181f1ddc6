import { randomBytes } from 'node:crypto';
import { authCommands, authRoutes } from '@hp/contracts';
import { FakeService } from './support/fake-service.js';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { post, uniqueClientIp, type HttpAnswer } from './support/http.js';
import { startTestNats, type TestNats } from '@hp/service-platform/testing';
import { sessionIssued } from './support/sessions.js';

const RIGHT_PASSWORD = 'CorrectHorse1';
const run = randomBytes(4).toString('hex');
let accounts = 0;
/** An e-mail no other test, and no earlier run, has failed logins on (failures are remembered in Redis). */
const newEmail = (kind = 'user') => `${kind}.${run}.${++accounts}@example.com`;
const newPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const login = (gateway: RunningGateway, email: string, password = 'wrong-password', ip = uniqueClientIp()) =>
  post(gateway.url, authRoutes.userLogin.path, { email, password }, { ip });
const statusesOf = (answers: HttpAnswer[]) => answers.map((answer) => answer.status);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rate limits live in Redis: two gateway replicas count against the same limits. */
describe('rate limits', () => {
  const limits = {
    RATE_LIMIT_LOGIN_MAX: '4',
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: '60',
    RATE_LIMIT_REGISTER_MAX: '2',
    RATE_LIMIT_RECOVERY_MAX: '3',
    RATE_LIMIT_LOGIN_FREE_FAILURES: '2',
    RATE_LIMIT_LOGIN_DELAY_BASE_SECONDS: '1',
    RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: '2',
  };
  let nats: TestNats;
  let replicaA: RunningGateway;
  let replicaB: RunningGateway;
  let authService: FakeService;

  beforeAll(async () => {
    nats = await startTestNats();
    [replicaA, replicaB] = await Promise.all([
      startGateway({ NATS_URL: nats.url, ...limits }),
      startGateway({ NATS_URL: nats.url, ...limits }),
    ]);
    const credentials = (data: Record<string, unknown>) => {
      if (data.password !== RIGHT_PASSWORD) {
        return {
          ok: false,
          error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password.' },
        } as const;
      }
      if (String(data.email).startsWith('pending.')) {
        return {
          ok: false,
          error: {
            code: 'AUTH.ACCOUNT_PENDING_APPROVAL',
            message: 'Your account is waiting for admin approval.',
          },
        } as const;
      }
      return undefined;
    };
    authService = await FakeService.start(nats.url, {
      [authCommands.login.subject]: (call) =>
        credentials(call.request.data) ?? { ok: true, data: sessionIssued('refresh-1') },
      [authCommands.loginAdmin.subject]: (call) =>
        credentials(call.request.data) ?? {
          ok: false,
          error: { code: 'INTERNAL', message: 'not needed here' },
        },
      [authCommands.registerUser.subject]: () => ({
        ok: true,
        data: { message: 'Registration successful', id: 'usr_1' },
      }),
      [authCommands.requestPasswordReset.subject]: (call) => ({
        ok: true,
        data: {
          message: 'If the account exists, an OTP has been sent.',
          email: String(call.request.data.email),
        },
      }),
    });
    await Promise.all([untilReady(replicaA), untilReady(replicaB)]);
  });

  afterAll(async () => {
    await authService?.stop();
    await Promise.all([replicaA?.stop(), replicaB?.stop()]);
    await nats?.stop();
  });

  describe('per client address', () => {
    it('answers 429 RATE_LIMITED with Retry-After once an address used up its login attempts', async () => {
      const ip = uniqueClientIp();
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await login(replicaA, newEmail(), 'wrong', ip)).status).toBe(401);
      }
      const limited = await login(replicaA, newEmail(), 'wrong', ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        message: 'Too many attempts. Please wait and try again.',
        code: 'RATE_LIMITED',
        correlationId: expect.any(String),
      });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('holds across two gateway replicas sharing Redis', async () => {
      const ip = uniqueClientIp();
      const answers = [];
      for (const replica of [replicaA, replicaB, replicaA, replicaB, replicaA, replicaB]) {
        answers.push(await login(replica, newEmail(), 'wrong', ip));
      }
      expect(statusesOf(answers)).toEqual([401, 401, 401, 401, 429, 429]);
    });

    it('counts each client address on its own (X-Forwarded-For from the trusted proxy)', async () => {
      const busy = uniqueClientIp();
      for (let attempt = 0; attempt < 4; attempt++) await login(replicaA, newEmail(), 'wrong', busy);
      expect((await login(replicaA, newEmail(), 'wrong', busy)).status).toBe(429);
      expect((await login(replicaA, newEmail(), 'wrong', uniqueClientIp())).status).toBe(401);
    });

    it('limits registration and password recovery too', async () => {
      const ip = uniqueClientIp();
      const register = () =>
        post(
          replicaA.url,
          authRoutes.userRegister.path,
          { name: 'Asha', phone: '9876543210', email: newEmail(), password: RIGHT_PASSWORD },
          { ip },
        );
      expect([(await register()).status, (await register()).status, (await register()).status]).toEqual([
        201, 201, 429,
      ]);

      const forgot = () =>
        post(replicaB.url, authRoutes.userForgotPassword.path, { email: 'asha@example.com' }, { ip });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await forgot()).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });

  describe('per account: growing delays after failed logins', () => {
    it('slows down failures on one account from any address and replica, doubling up to the cap', async () => {
      const email = newEmail();
      expect(statusesOf([await login(replicaA, email), await login(replicaB, email)])).toEqual([401, 401]);

      const waitOneSecond = await login(replicaA, email);
      expect(waitOneSecond.status).toBe(429);
      expect(waitOneSecond.body.code).toBe('RATE_LIMITED');
      expect(waitOneSecond.headers.get('retry-after')).toBe('1');

      await sleep(1100);
      expect((await login(replicaB, email)).status).toBe(401);
      const waitTwoSeconds = await login(replicaA, email);
      expect(waitTwoSeconds.status).toBe(429);
      expect(waitTwoSeconds.headers.get('retry-after')).toBe('2');

      await sleep(2100);
      expect((await login(replicaA, email)).status).toBe(401);
      expect((await login(replicaA, email)).headers.get('retry-after')).toBe('2'); // the cap
    });

    it('forgets the failures of an account once it logs in', async () => {
      const email = newEmail();
      await login(replicaA, email);
      await login(replicaA, email);
      await sleep(1100);
      expect((await login(replicaA, email, RIGHT_PASSWORD)).status).toBe(200);
      expect(statusesOf([await login(replicaA, email), await login(replicaA, email)])).toEqual([401, 401]);
      expect((await login(replicaA, email)).status).toBe(429);
    });

    it('forgets them too on an answer given only after a correct password (approval pending)', async () => {
      const email = newEmail('pending');
      await login(replicaA, email);
      await login(replicaA, email);
      await sleep(1100);
      expect((await login(replicaA, email, RIGHT_PASSWORD)).status).toBe(403);
      expect(statusesOf([await login(replicaA, email), await login(replicaA, email)])).toEqual([401, 401]);
    });

    it('lets no more than the free failures through when attempts on one account arrive at once', async () => {
      const email = newEmail();
      const answers = await Promise.all(Array.from({ length: 8 }, () => login(replicaA, email)));
      expect(statusesOf(answers).sort()).toEqual([401, 401, 429, 429, 429, 429, 429, 429]);
      expect(authService.calls.filter((call) => call.request.data.email === email)).toHaveLength(2);
    });

    it('slows down admin logins per phone number', async () => {
      const phone = newPhone();
      const adminLogin = () =>
        post(
          replicaB.url,
          authRoutes.adminLogin.path,
          { phone, password: 'wrong' },
          { ip: uniqueClientIp() },
        );
      expect(statusesOf([await adminLogin(), await adminLogin(), await adminLogin()])).toEqual([
        401, 401, 429,
      ]);
    });

    it('keeps other accounts behind the same address untouched', async () => {
      const ip = uniqueClientIp();
      const target = newEmail();
      expect(
        statusesOf([await login(replicaA, target, 'x', ip), await login(replicaA, target, 'x', ip)]),
      ).toEqual([401, 401]);
      expect((await login(replicaA, target, 'x', ip)).status).toBe(429);
      expect((await login(replicaA, newEmail(), RIGHT_PASSWORD, ip)).status).toBe(200);
    });
  });
});
