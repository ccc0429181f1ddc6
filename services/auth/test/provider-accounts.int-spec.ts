import { randomUUID } from 'node:crypto';
import {
  authCommands,
  verificationEvents,
  type CreateProviderLoginResponse,
  type EventEnvelope,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
  type SessionIssued,
} from '@hp/contracts/server';
import { envelopeOf, eventually, processedEventIds } from '@hp/service-platform/testing';
import { uniqueEmail, uniquePhone } from './support/accounts.js';
import { startAuthHarness, type AuthHarness } from './support/auth-harness.js';

/** Provider logins: made for the verification service, let in or kept out by its decisions (events). */
describe('provider logins (integration)', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuthHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const password = 'Pharmacy#123';
  async function createLogin(entityType: 'clinic' | 'pharmacy' | 'lab', email = uniqueEmail(entityType)) {
    const { accountId } = await harness.ok<CreateProviderLoginResponse>(
      authCommands.createProviderLogin.subject,
      {
        entityType,
        name: 'Care Pharmacy',
        email,
        phone: uniquePhone(),
        password,
      },
    );
    return { accountId, email, entityType };
  }
  const login = (email: string, entityType: string, secret = password) =>
    harness.call<SessionIssued>(authCommands.login.subject, {
      email,
      password: secret,
      role: '400',
      entityType,
    });

  const decision = <T>(subject: string, data: T) => ({ subject, envelope: envelopeOf(data) });
  const publish = ({ subject, envelope }: { subject: string; envelope: EventEnvelope<unknown> }) =>
    harness.publish(subject, envelope);
  const common = (account: {
    accountId: string;
    email: string;
    entityType: 'clinic' | 'pharmacy' | 'lab';
  }) => ({
    providerId: randomUUID(),
    accountId: account.accountId,
    entityType: account.entityType,
    name: 'Care Pharmacy',
    email: account.email,
    decidedAt: new Date().toISOString(),
    decidedBy: randomUUID(),
  });
  const approved = (account: Parameters<typeof common>[0]) =>
    decision<ProviderApprovedEvent>(verificationEvents.providerApproved.subject, {
      ...common(account),
      phone: '9876543210',
      address: '1 Hill Road',
      location: 'Mumbai',
      numberOfDoctors: 2,
      specializations: [],
      acceptsEMI: false,
      acceptsInsurance: true,
    });

  it('makes a pending login that is refused with 403 and the pending message until approved', async () => {
    const pharmacy = await createLogin('pharmacy');
    const row = await harness.prisma.account.findUnique({ where: { id: pharmacy.accountId } });
    expect(row).toMatchObject({
      role: '400',
      entityType: 'pharmacy',
      status: 'pending',
      email: pharmacy.email,
    });
    expect(row!.passwordHash).not.toContain(password);

    const refused = await login(pharmacy.email, 'pharmacy');
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'AUTH.ACCOUNT_PENDING_APPROVAL',
        message: 'Your account is waiting for admin approval.',
      },
    });
  });

  it('refuses a second login of the same e-mail and kind (409 at the gateway), not another kind', async () => {
    const lab = await createLogin('lab');
    const again = await harness.call(authCommands.createProviderLogin.subject, {
      entityType: 'lab',
      name: 'Other Lab',
      email: lab.email,
      phone: uniquePhone(),
      password,
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'AUTH.EMAIL_TAKEN' } });
    await expect(createLogin('clinic', lab.email)).resolves.toMatchObject({ email: lab.email });
  });

  it('refuses invalid input with field errors and stores nothing', async () => {
    const email = uniqueEmail('bad');
    const refused = await harness.call(authCommands.createProviderLogin.subject, {
      entityType: 'hospital',
      name: 'X',
      email,
      phone: '12345',
      password: 'short',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION.FAILED' } });
    expect(await harness.prisma.account.count({ where: { email } })).toBe(0);
  });

  it('lets the provider log in once verification announces the approval; a copy of the event changes nothing', async () => {
    const pharmacy = await createLogin('pharmacy');
    const event = approved(pharmacy);
    await publish(event);
    await eventually(async () => {
      const session = await login(pharmacy.email, 'pharmacy');
      if (!session.ok) throw new Error(session.error.code);
      expect(session.data.session).toMatchObject({
        status: 'approved',
        isApproved: true,
        entityType: 'pharmacy',
      });
    }, 15_000);

    await publish(event);
    await eventually(async () => {
      const ids = await processedEventIds(harness.prisma, 'auth-provider-approved');
      expect(ids.filter((id) => id === event.envelope.eventId)).toHaveLength(1);
    });
  });

  it('answers a rejected provider with the not-approved message', async () => {
    const lab = await createLogin('lab');
    await publish(
      decision<ProviderRejectedEvent>(verificationEvents.providerRejected.subject, {
        ...common(lab),
        note: 'Licence expired',
      }),
    );
    await eventually(async () => {
      expect(await login(lab.email, 'lab')).toEqual({
        ok: false,
        error: { code: 'AUTH.ACCOUNT_REJECTED', message: 'Your registration was not approved.' },
      });
    }, 15_000);
  });
});
