import { authRoutes, authSubjects, REFRESH_COOKIE, Role } from '@hp/contracts';
import { FakeService } from './support/fake-service.js';
import { startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { get, post, uniqueClientIp } from './support/http.js';
import { freePort, startTestNats, type TestNats } from '@hp/service-platform/testing';
import { sessionIssued } from './support/sessions.js';
import { signAccessToken } from './support/tokens.js';

const REQUEST_TIMEOUT_MS = 1500;

const validLogin = { email: 'asha@example.com', password: 'CorrectHorse1' };

/** Forwarding over NATS: what the browser sees when a service answers, fails, is stopped or is slow. */
describe('forwarding to services', () => {
  let nats: TestNats;
  let gateway: RunningGateway;

  beforeAll(async () => {
    nats = await startTestNats();
    gateway = await startGateway({ NATS_URL: nats.url, NATS_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
    await untilReady(gateway);
  });

  afterAll(async () => {
    await gateway?.stop();
    await nats?.stop();
  });

  describe('a service that is stopped or slow', () => {
    it('answers 503 UPSTREAM.UNAVAILABLE at once when the service has stopped, well within the timeout', async () => {
      const authService = await FakeService.start(nats.url, {
        [authSubjects.login]: () => ({ ok: true, data: sessionIssued('r-1') }),
      });
      expect(
        (await post(gateway.url, authRoutes.userLogin.path, validLogin, { ip: uniqueClientIp() })).status,
      ).toBe(200);
      await authService.stop();

      const answer = await post(gateway.url, authRoutes.userLogin.path, validLogin, { ip: uniqueClientIp() });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'UPSTREAM.UNAVAILABLE',
        correlationId: expect.any(String),
      });
      process.stdout.write(
        `  measured: stopped service -> 503 in ${answer.ms.toFixed(1)} ms (timeout ${REQUEST_TIMEOUT_MS} ms)\n`,
      );
      expect(answer.ms).toBeLessThan(REQUEST_TIMEOUT_MS / 3);
    });

    it('answers 504 UPSTREAM.TIMEOUT when the service does not answer in NATS_REQUEST_TIMEOUT_MS', async () => {
      const silent = await FakeService.start(nats.url, { [authSubjects.registerUser]: () => 'silence' });
      try {
        const answer = await post(
          gateway.url,
          authRoutes.userRegister.path,
          {
            name: 'Asha',
            phone: '9876543210',
            email: 'asha@example.com',
            password: 'CorrectHorse1',
          },
          { ip: uniqueClientIp() },
        );
        expect(answer.status).toBe(504);
        expect(answer.body.code).toBe('UPSTREAM.TIMEOUT');
        process.stdout.write(
          `  measured: silent service -> 504 in ${answer.ms.toFixed(1)} ms (timeout ${REQUEST_TIMEOUT_MS} ms)\n`,
        );
        expect(answer.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
        expect(answer.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
      } finally {
        await silent.stop();
      }
    });
  });

  describe('replies', () => {
    let authService: FakeService;
    beforeAll(async () => {
      authService = await FakeService.start(nats.url, {
        [authSubjects.registerUser]: (call) =>
          call.request.data.email === 'taken@example.com'
            ? {
                ok: false,
                error: {
                  code: 'AUTH.EMAIL_TAKEN',
                  message: 'An account with this email already exists.',
                  fields: { email: 'Already registered' },
                },
              }
            : {
                ok: true,
                data: { message: 'Registration successful', id: 'usr_2', passwordHash: 'must-not-leak' },
              },
        [authSubjects.loginAdmin]: () => ({
          rawPacket: { id: 'x', err: { message: 'boom' }, isDisposed: true },
        }),
        [authSubjects.requestPasswordReset]: () => ({ ok: true, data: { unexpected: true } }),
      });
    });
    afterAll(() => authService?.stop());

    const register = (email: string) =>
      post(
        gateway.url,
        authRoutes.userRegister.path,
        {
          name: 'Asha',
          phone: '9876543210',
          email,
          password: 'CorrectHorse1',
        },
        { ip: uniqueClientIp() },
      );

    it("answers the route's success status with the reply, keeping only the contract's fields", async () => {
      const answer = await register('asha@example.com');
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ message: 'Registration successful', id: 'usr_2' });
    });

    it('maps a service failure to its status from httpStatusByErrorCode, with message and fields', async () => {
      const answer = await register('taken@example.com');
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: 'An account with this email already exists.',
        code: 'AUTH.EMAIL_TAKEN',
        fields: { email: 'Already registered' },
        correlationId: expect.any(String),
      });
    });

    it('answers 500 INTERNAL with a correlation id when a service lets an exception escape', async () => {
      const answer = await post(
        gateway.url,
        authRoutes.adminLogin.path,
        { phone: '9876543210', password: 'x' },
        { ip: uniqueClientIp() },
      );
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        message: 'Something went wrong on the server.',
        code: 'INTERNAL',
        correlationId: expect.any(String),
      });
    });

    it('answers 500 INTERNAL when a reply does not match the contract', async () => {
      const answer = await post(
        gateway.url,
        authRoutes.userForgotPassword.path,
        { email: 'asha@example.com' },
        { ip: uniqueClientIp() },
      );
      expect(answer.status).toBe(500);
      expect(answer.body.code).toBe('INTERNAL');
    });
  });

  describe('the refresh cookie', () => {
    let authService: FakeService;
    beforeAll(async () => {
      authService = await FakeService.start(nats.url, {
        [authSubjects.login]: () => ({ ok: true, data: sessionIssued('refresh-1') }),
        [authSubjects.refresh]: (call) =>
          call.request.data.refreshToken === 'refresh-1'
            ? { ok: true, data: sessionIssued('refresh-2') }
            : {
                ok: false,
                error: {
                  code: 'AUTH.REFRESH_INVALID',
                  message: 'Your session has ended. Please log in again.',
                },
              },
        [authSubjects.logout]: () => ({ ok: true, data: { message: 'Logged out successfully' } }),
      });
    });
    afterAll(() => authService?.stop());

    it('moves the refresh token of a login into an httpOnly cookie and answers only the session', async () => {
      const answer = await post(gateway.url, authRoutes.userLogin.path, validLogin, { ip: uniqueClientIp() });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(sessionIssued('refresh-1').session);
      const cookie = answer.cookies[REFRESH_COOKIE];
      expect(cookie?.value).toBe('refresh-1');
      expect(cookie?.attributes).toMatch(/HttpOnly/i);
      expect(cookie?.attributes).toMatch(/Path=\/api(;|$)/);
      expect(cookie?.attributes).toMatch(/SameSite=Strict/i);
      expect(cookie?.attributes).toMatch(/Expires=/);
      expect(cookie?.attributes).not.toMatch(/Secure/i); // NODE_ENV is not production here
      expect(authService.calls.at(-1)?.request.data).toEqual({ ...validLogin, role: Role.User });
    });

    it('rotates the cookie on refresh', async () => {
      const answer = await post(gateway.url, authRoutes.refreshSession.path, undefined, {
        cookie: `${REFRESH_COOKIE}=refresh-1`,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.token).toBe('access.token.value');
      expect(answer.cookies[REFRESH_COOKIE]?.value).toBe('refresh-2');
    });

    it('answers 401 AUTH.REFRESH_INVALID without a cookie', async () => {
      const answer = await post(gateway.url, authRoutes.refreshSession.path);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('AUTH.REFRESH_INVALID');
    });

    it('clears a cookie the service refuses', async () => {
      const answer = await post(gateway.url, authRoutes.refreshSession.path, undefined, {
        cookie: `${REFRESH_COOKIE}=stale`,
      });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('AUTH.REFRESH_INVALID');
      expect(answer.cookies[REFRESH_COOKIE]?.value).toBe('');
    });

    it('clears the cookie on logout and sends the refresh token to the service', async () => {
      const answer = await post(
        gateway.url,
        authRoutes.userLogout.path,
        {},
        { cookie: `${REFRESH_COOKIE}=refresh-2` },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'Logged out successfully' });
      expect(answer.cookies[REFRESH_COOKIE]?.value).toBe('');
      expect(authService.calls.at(-1)).toMatchObject({
        subject: authSubjects.logout,
        request: { data: { refreshToken: 'refresh-2' } },
      });
    });

    it('answers a logout without any session with 200, without asking the service', async () => {
      const callsBefore = authService.calls.length;
      const answer = await post(gateway.url, authRoutes.providerLogout.path);
      expect(answer.status).toBe(200);
      expect(answer.cookies[REFRESH_COOKIE]?.value).toBe('');
      expect(authService.calls.length).toBe(callsBefore);
    });
  });

  describe('NATS or Redis unreachable', () => {
    it('answers 503 at once and says so at /api/readyz when NATS cannot be reached', async () => {
      const cut = await startGateway({ NATS_URL: `nats://127.0.0.1:${await freePort()}` });
      try {
        await untilReady(cut, { nats: 'unreachable', redis: 'ok' });
        const ready = await get(cut.url, '/api/readyz');
        expect(ready.status).toBe(503);
        expect(ready.body).toEqual({ status: 'unavailable', checks: { nats: 'unreachable', redis: 'ok' } });
        const answer = await post(cut.url, authRoutes.userLogin.path, validLogin, { ip: uniqueClientIp() });
        expect(answer.status).toBe(503);
        expect(answer.body.code).toBe('UPSTREAM.UNAVAILABLE');
        expect(answer.ms).toBeLessThan(500);
        expect((await get(cut.url, '/api/healthz')).status).toBe(200);
      } finally {
        await cut.stop();
      }
    });

    it('answers 503 rather than hanging when Redis cannot be reached', async () => {
      const cut = await startGateway({
        NATS_URL: nats.url,
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      });
      try {
        await untilReady(cut, { nats: 'ok', redis: 'unreachable' });
        const ready = await get(cut.url, '/api/readyz');
        expect(ready.status).toBe(503);
        expect(ready.body.checks).toEqual({ nats: 'ok', redis: 'unreachable' });
        const token = await signAccessToken({ role: Role.Admin });
        const guarded = await post(cut.url, authRoutes.adminCreateRegistrationCode.path, undefined, {
          token,
        });
        expect(guarded.status).toBe(503);
        const limited = await post(cut.url, authRoutes.userLogin.path, validLogin, { ip: uniqueClientIp() });
        expect(limited.status).toBe(503);
        expect(limited.ms).toBeLessThan(2000);
      } finally {
        await cut.stop();
      }
    });
  });
});
