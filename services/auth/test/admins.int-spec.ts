import {
  authSubjects,
  type Actor,
  type AdminRegistrationCodeResponse,
  type AdminSessionIssued,
} from '@hp/contracts';
import { startAuthHarness, type AuthHarness } from './support/auth-harness.js';
import { sessionIdOf, uniquePhone } from './support/accounts.js';

const OPERATOR_CODE = 'operator-code-for-tests-0001';

describe('admin registration (integration)', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness({ ADMIN_REGISTRATION_CODE: OPERATOR_CODE });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const register = (registrationCode: string, phone = uniquePhone()) =>
    harness.call(authSubjects.registerAdmin, { phone, password: 'Admin#1234', registrationCode });

  async function signedInAdmin(): Promise<Actor> {
    const phone = uniquePhone();
    const code = await harness.ok<AdminRegistrationCodeResponse>(
      authSubjects.createAdminRegistrationCode,
      {},
      someAdmin,
    );
    await harness.ok(authSubjects.registerAdmin, {
      phone,
      password: 'Admin#1234',
      registrationCode: code.code,
    });
    const login = await harness.ok<AdminSessionIssued>(authSubjects.loginAdmin, {
      phone,
      password: 'Admin#1234',
    });
    return { id: login.session.admin._id, role: '500', sessionId: sessionIdOf(login.session.token) };
  }
  // The service trusts the gateway's actor; a made-up admin actor stands in for the first admin here.
  const someAdmin: Actor = { id: '00000000-0000-0000-0000-000000000001', role: '500', sessionId: 'sid' };

  it("accepts the operator's code exactly once", async () => {
    const phone = uniquePhone();
    expect(await register(OPERATOR_CODE, phone)).toEqual({
      ok: true,
      data: { message: 'Admin registered successfully' },
    });
    expect(await register(OPERATOR_CODE)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.ADMIN_CODE_INVALID' },
    });

    const login = await harness.ok<AdminSessionIssued>(authSubjects.loginAdmin, {
      phone,
      password: 'Admin#1234',
    });
    expect(login.session.admin.phone).toBe(phone);
    const use = await harness.prisma.adminRegistrationCode.findFirstOrThrow({ where: { source: 'env' } });
    expect(use.usedById).toBe(login.session.admin._id);
  });

  it('refuses registration without a valid code', async () => {
    expect(await register('guessed-code-000000')).toMatchObject({
      ok: false,
      error: { code: 'AUTH.ADMIN_CODE_INVALID' },
    });
    expect(
      await harness.call(authSubjects.registerAdmin, { phone: uniquePhone(), password: 'Admin#1234' }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.FAILED',
        fields: { registrationCode: 'Admin registration code is required' },
      },
    });
  });

  it('lets an admin create a one-time code valid for 24 hours', async () => {
    const admin = await signedInAdmin();
    const before = Date.now();
    const code = await harness.ok<AdminRegistrationCodeResponse>(
      authSubjects.createAdminRegistrationCode,
      {},
      admin,
    );

    const after = Date.now();

    const day = 24 * 3600 * 1000;
    expect(new Date(code.expiresAt).getTime()).toBeGreaterThanOrEqual(before + day);
    expect(new Date(code.expiresAt).getTime()).toBeLessThanOrEqual(after + day);
    expect(await register(code.code)).toMatchObject({ ok: true });
    expect(await register(code.code)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.ADMIN_CODE_INVALID' },
    });
  });

  it('refuses an expired code', async () => {
    const code = await harness.ok<AdminRegistrationCodeResponse>(
      authSubjects.createAdminRegistrationCode,
      {},
      someAdmin,
    );
    await harness.prisma.adminRegistrationCode.updateMany({
      where: { usedAt: null, source: 'admin' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await register(code.code)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.ADMIN_CODE_INVALID' },
    });
  });

  it('keeps the code unused when the phone already has an admin', async () => {
    const phone = uniquePhone();
    const first = await harness.ok<AdminRegistrationCodeResponse>(
      authSubjects.createAdminRegistrationCode,
      {},
      someAdmin,
    );
    await harness.ok(authSubjects.registerAdmin, {
      phone,
      password: 'Admin#1234',
      registrationCode: first.code,
    });

    const second = await harness.ok<AdminRegistrationCodeResponse>(
      authSubjects.createAdminRegistrationCode,
      {},
      someAdmin,
    );
    expect(await register(second.code, phone)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.PHONE_TAKEN' },
    });
    expect(await register(second.code)).toMatchObject({ ok: true });
  });

  it('creates codes for admins only', async () => {
    const patient: Actor = { id: 'u-1', role: '300', sessionId: 's' };
    expect(await harness.call(authSubjects.createAdminRegistrationCode, {}, patient)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await harness.call(authSubjects.createAdminRegistrationCode, {})).toMatchObject({
      ok: false,
      error: { code: 'AUTH.UNAUTHENTICATED' },
    });
  });
});
