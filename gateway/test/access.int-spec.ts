import { authRoutes, authSubjects, CORRELATION_HEADER, revokedSessionKey, Role } from '@hp/contracts';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { FakeService } from './support/fake-service.js';
import { startGateway, TEST_REDIS_URL, untilReady, type RunningGateway } from './support/gateway.js';
import { post } from './support/http.js';
import { startTestNats, type TestNats } from '@hp/service-platform/testing';
import { claimsOf, signAccessToken, unsignedToken, withTamperedPayload } from './support/tokens.js';

/** The access checks of `route.access`, on the admin-only route and the 'optional' logout. */
describe('access tokens and roles', () => {
  const adminOnly = authRoutes.adminCreateRegistrationCode.path;
  let nats: TestNats;
  let gateway: RunningGateway;
  let authService: FakeService;
  let redis: Redis;

  beforeAll(async () => {
    nats = await startTestNats();
    gateway = await startGateway({ NATS_URL: nats.url });
    redis = new Redis(TEST_REDIS_URL);
    authService = await FakeService.start(nats.url, {
      [authSubjects.createAdminRegistrationCode]: () => ({
        ok: true,
        data: { code: 'ABCD-EFGH-IJKL', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      }),
      [authSubjects.logout]: () => ({ ok: true, data: { message: 'Logged out successfully' } }),
    });
    await untilReady(gateway);
  });

  afterAll(async () => {
    await authService?.stop();
    await gateway?.stop();
    redis?.disconnect();
    await nats?.stop();
  });

  const expectUnauthenticated = async (token: string | undefined, code = 'AUTH.UNAUTHENTICATED') => {
    const answer = await post(gateway.url, adminOnly, undefined, token ? { token } : {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: expect.any(String), code, correlationId: expect.any(String) });
  };

  it('lets a valid admin token through and sends the actor and correlation id to the service', async () => {
    const sid = randomUUID();
    const token = await signAccessToken({ role: Role.Admin, sub: 'adm_1', sid });
    const answer = await post(gateway.url, adminOnly, undefined, {
      token,
      headers: { 'x-correlation-id': 'corr-admin-1' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ code: 'ABCD-EFGH-IJKL', expiresAt: expect.any(String) });

    const received = authService.calls.find((call) => call.request.meta.correlationId === 'corr-admin-1');
    expect(received?.request.meta.actor).toEqual({ id: 'adm_1', role: Role.Admin, sessionId: sid });
    expect(received?.headers?.get(CORRELATION_HEADER)).toBe('corr-admin-1');
  });

  it('refuses a request without a token', async () => {
    await expectUnauthenticated(undefined);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const claims = claimsOf(await signAccessToken({ role: Role.Admin }));
    await expectUnauthenticated(unsignedToken(claims));
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const userToken = await signAccessToken({ role: Role.User });
    await expectUnauthenticated(withTamperedPayload(userToken, (claims) => (claims.role = Role.Admin)));
  });

  it('refuses a token signed with another secret', async () => {
    await expectUnauthenticated(
      await signAccessToken({ role: Role.Admin, secret: 'some-other-secret-of-at-least-32-chars!!' }),
    );
  });

  it('refuses a token of another issuer or audience', async () => {
    await expectUnauthenticated(await signAccessToken({ role: Role.Admin, issuer: 'someone-else' }));
    await expectUnauthenticated(await signAccessToken({ role: Role.Admin, audience: 'another-api' }));
  });

  it('refuses an expired token with AUTH.TOKEN_EXPIRED', async () => {
    await expectUnauthenticated(
      await signAccessToken({ role: Role.Admin, expiresIn: -60 }),
      'AUTH.TOKEN_EXPIRED',
    );
  });

  it('refuses a token whose session was revoked (logout, password reset)', async () => {
    const sid = randomUUID();
    const token = await signAccessToken({ role: Role.Admin, sid });
    expect((await post(gateway.url, adminOnly, undefined, { token })).status).toBe(201);
    await redis.set(revokedSessionKey(sid), '1', 'EX', 60);
    await expectUnauthenticated(token);
  });

  it('refuses garbage in the Authorization header', async () => {
    await expectUnauthenticated('not.a.jwt');
    const answer = await post(gateway.url, adminOnly, undefined, {
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(answer.status).toBe(401);
  });

  it('answers 403 AUTH.FORBIDDEN to a valid token of the wrong role', async () => {
    for (const role of [Role.User, Role.Provider]) {
      const token = await signAccessToken({
        role,
        entityType: role === Role.Provider ? 'clinic' : undefined,
      });
      const answer = await post(gateway.url, adminOnly, undefined, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        message: expect.any(String),
        code: 'AUTH.FORBIDDEN',
        correlationId: expect.any(String),
      });
    }
  });

  describe("'optional' access (logout)", () => {
    it('forwards the actor of a valid token', async () => {
      const sid = randomUUID();
      const token = await signAccessToken({ role: Role.User, sub: 'usr_9', sid });
      const answer = await post(
        gateway.url,
        authRoutes.userLogout.path,
        {},
        { token, headers: { 'x-correlation-id': 'corr-logout-1' } },
      );
      expect(answer.status).toBe(200);
      const received = authService.calls.find((call) => call.request.meta.correlationId === 'corr-logout-1');
      expect(received?.request.meta.actor).toEqual({ id: 'usr_9', role: Role.User, sessionId: sid });
    });

    it('treats a forged or expired token as no session, and still answers 200', async () => {
      const forged = unsignedToken(claimsOf(await signAccessToken()));
      for (const token of [forged, await signAccessToken({ expiresIn: -60 })]) {
        const answer = await post(gateway.url, authRoutes.userLogout.path, {}, { token });
        expect(answer.status).toBe(200);
      }
    });
  });
});
