import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  authSubjects,
  revokedSessionKey,
  type AdminSessionIssued,
  type SessionIssued,
} from '@hp/contracts';
import { jwtVerify } from 'jose';
import { AccountsRepository } from '../src/accounts/accounts.repository.js';
import { PasswordHasher } from '../src/accounts/password-hasher.js';
import { startAuthHarness, type AuthHarness } from './support/auth-harness.js';
import {
  createProviderAccount,
  loginUser,
  registerUser,
  sessionIdOf,
  uniqueEmail,
  uniquePhone,
} from './support/accounts.js';

describe('sessions (integration)', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  describe('login', () => {
    it('signs a patient in with the spec answer and a verifiable access token', async () => {
      const user = await registerUser(harness);
      const issued = await loginUser(harness, user.email, user.password);

      expect(issued.session).toEqual({
        token: expect.any(String),
        id: user.id,
        role: '300',
        email: user.email,
        isApproved: true,
        status: 'approved',
        expiresIn: 900,
      });
      expect(issued.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { payload } = await jwtVerify(
        issued.session.token,
        new TextEncoder().encode(harness.config.JWT_SECRET),
        {
          algorithms: ['HS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
        },
      );
      expect(payload).toMatchObject({ sub: user.id, role: '300', sid: expect.any(String) });
    });

    it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
      const user = await registerUser(harness);
      const wrong = await harness.call(authSubjects.login, {
        email: user.email,
        password: 'not-it',
        role: '300',
      });
      const unknown = await harness.call(authSubjects.login, {
        email: uniqueEmail(),
        password: 'not-it',
        role: '300',
      });
      const refusal = {
        ok: false,
        error: { code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password.' },
      };
      expect(wrong).toEqual(refusal);
      expect(unknown).toEqual(refusal);
    });

    it('signs an approved provider in with its entity type only', async () => {
      const lab = await createProviderAccount(harness, { entityType: 'lab', status: 'approved' });
      const issued = await harness.ok<SessionIssued>(authSubjects.login, {
        email: lab.email,
        password: lab.password,
        role: '400',
        entityType: 'lab',
      });
      expect(issued.session).toMatchObject({
        id: lab.id,
        role: '400',
        entityType: 'lab',
        isApproved: true,
        status: 'approved',
      });

      const asClinic = await harness.call(authSubjects.login, {
        email: lab.email,
        password: lab.password,
        role: '400',
        entityType: 'clinic',
      });
      expect(asClinic).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_CREDENTIALS' } });
      const asUser = await harness.call(authSubjects.login, {
        email: lab.email,
        password: lab.password,
        role: '300',
      });
      expect(asUser).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_CREDENTIALS' } });
    });

    it.each([
      ['pending', 'AUTH.ACCOUNT_PENDING_APPROVAL'],
      ['under_review', 'AUTH.ACCOUNT_PENDING_APPROVAL'],
      ['rejected', 'AUTH.ACCOUNT_REJECTED'],
    ] as const)('refuses a %s provider with %s', async (status, code) => {
      const pharmacy = await createProviderAccount(harness, { entityType: 'pharmacy', status });
      const reply = await harness.call(authSubjects.login, {
        email: pharmacy.email,
        password: pharmacy.password,
        role: '400',
        entityType: 'pharmacy',
      });
      expect(reply).toMatchObject({ ok: false, error: { code } });
    });

    it('signs an admin in by phone', async () => {
      const phone = uniquePhone();
      const admin = await harness.service.app.get(AccountsRepository).createAdmin({
        phone,
        passwordHash: await harness.service.app.get(PasswordHasher).hash('Admin#1234'),
      });
      const issued = await harness.ok<AdminSessionIssued>(authSubjects.loginAdmin, {
        phone,
        password: 'Admin#1234',
      });
      expect(issued.session).toMatchObject({
        message: 'Login successful',
        role: '500',
        admin: { _id: admin.id, phone, email: null, isApproved: true },
      });
      const wrong = await harness.call(authSubjects.loginAdmin, { phone, password: 'Admin#9999' });
      expect(wrong).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_CREDENTIALS' } });
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token on each use, keeping the session', async () => {
      const user = await registerUser(harness);
      const login = await loginUser(harness, user.email, user.password);

      const first = await harness.ok<SessionIssued>(authSubjects.refresh, {
        refreshToken: login.refreshToken,
      });
      const second = await harness.ok<SessionIssued>(authSubjects.refresh, {
        refreshToken: first.refreshToken,
      });

      expect(new Set([login.refreshToken, first.refreshToken, second.refreshToken]).size).toBe(3);
      expect(sessionIdOf(second.session.token)).toBe(sessionIdOf(login.session.token));
      expect(second.session).toMatchObject({ id: user.id, role: '300', email: user.email });
    });

    it('ends the whole chain when an already-used token is presented again', async () => {
      const user = await registerUser(harness);
      const login = await loginUser(harness, user.email, user.password);
      const rotated = await harness.ok<SessionIssued>(authSubjects.refresh, {
        refreshToken: login.refreshToken,
      });

      const replay = await harness.call(authSubjects.refresh, { refreshToken: login.refreshToken });
      expect(replay).toMatchObject({ ok: false, error: { code: 'AUTH.REFRESH_INVALID' } });

      // The newest token of the chain died with it, and so did the session's access tokens.
      const newest = await harness.call(authSubjects.refresh, { refreshToken: rotated.refreshToken });
      expect(newest).toMatchObject({ ok: false, error: { code: 'AUTH.REFRESH_INVALID' } });
      expect(await harness.redis.exists(revokedSessionKey(sessionIdOf(login.session.token)))).toBe(1);
    });

    it('refreshes admin sessions too, with a null e-mail', async () => {
      const phone = uniquePhone();
      await harness.service.app.get(AccountsRepository).createAdmin({
        phone,
        passwordHash: await harness.service.app.get(PasswordHasher).hash('Admin#1234'),
      });
      const login = await harness.ok<AdminSessionIssued>(authSubjects.loginAdmin, {
        phone,
        password: 'Admin#1234',
      });
      const refreshed = await harness.ok<SessionIssued>(authSubjects.refresh, {
        refreshToken: login.refreshToken,
      });
      expect(refreshed.session).toMatchObject({
        role: '500',
        email: null,
        isApproved: true,
        status: 'approved',
      });
    });

    it('refuses a token it never issued', async () => {
      const reply = await harness.call(authSubjects.refresh, { refreshToken: 'made-up' });
      expect(reply).toEqual({
        ok: false,
        error: { code: 'AUTH.REFRESH_INVALID', message: 'Your session has ended. Please log in again.' },
      });
    });
  });

  describe('logout', () => {
    it('marks the session revoked in Redis for an access-token lifetime and kills its refresh token', async () => {
      const user = await registerUser(harness);
      const login = await loginUser(harness, user.email, user.password);
      const sessionId = sessionIdOf(login.session.token);
      const actor = { id: user.id, role: '300' as const, sessionId };

      const reply = await harness.call(authSubjects.logout, { refreshToken: login.refreshToken }, actor);

      expect(reply).toEqual({ ok: true, data: { message: 'Logged out successfully' } });
      const ttl = await harness.redis.ttl(revokedSessionKey(sessionId));
      expect(ttl).toBeGreaterThan(890);
      expect(ttl).toBeLessThanOrEqual(900);
      const refresh = await harness.call(authSubjects.refresh, { refreshToken: login.refreshToken });
      expect(refresh).toMatchObject({ ok: false, error: { code: 'AUTH.REFRESH_INVALID' } });
    });

    it('ends the session of the refresh cookie when the access token is gone', async () => {
      const user = await registerUser(harness);
      const login = await loginUser(harness, user.email, user.password);
      await harness.ok(authSubjects.logout, { refreshToken: login.refreshToken });
      expect(await harness.redis.exists(revokedSessionKey(sessionIdOf(login.session.token)))).toBe(1);
    });
  });
});
