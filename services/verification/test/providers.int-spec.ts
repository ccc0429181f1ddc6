import { randomBytes, randomUUID } from 'node:crypto';
import {
  authCommands,
  verificationCommands as commands,
  type ProviderDetail,
  type ProviderListResponse,
  type PendingProvidersResponse,
  type RegisterProviderResponse,
  type SessionIssued,
  type VerifyProviderResponse,
} from '@hp/contracts';
import { connectRpcCaller, eventually, outboxRows } from '@hp/service-platform/testing';
import { LicenceSweeperJob } from '../src/providers/licence-sweeper.job.js';
import { anAdmin, aPatient, startVerificationHarness, type VerificationHarness } from './support/harness.js';

const run = randomBytes(4).toString('hex');
let made = 0;
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

function form(entityType: 'clinic' | 'pharmacy' | 'lab', overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    entityType,
    name: `Care ${entityType} ${run} ${made}`,
    phone: phone(),
    email: `care.${run}.${made}@example.com`,
    address: '12 Hill Road, Bandra West',
    location: 'Mumbai',
    state: 'IN-MH',
    numberOfDoctors: '4',
    specializations: entityType === 'clinic' ? '["Dentistry","Pediatrics"]' : '[]',
    acceptsEMI: 'yes',
    acceptsInsurance: 'no',
    password: 'Provider#123',
    ...overrides,
  };
}

describe('verification service (integration, with auth and S3)', () => {
  let harness: VerificationHarness;
  const admin = anAdmin();
  beforeAll(async () => {
    harness = await startVerificationHarness();
  }, 90_000);
  afterAll(async () => {
    await harness?.stop();
  });

  async function storedLicence(bytes = Buffer.from('%PDF-1.7 licence')) {
    const key = `licences/${randomUUID()}`;
    await harness.s3.storage.put(key, bytes, 'application/pdf');
    return { key, fileName: 'licence.pdf', kind: 'pdf' as const, size: bytes.length };
  }
  async function register(registration: Record<string, unknown>, licence: unknown = null) {
    return harness.ok<RegisterProviderResponse>(commands.registerProvider.subject, { registration, licence });
  }
  const login = (email: string, entityType: string) =>
    harness.call<SessionIssued>(authCommands.login.subject, {
      email,
      password: 'Provider#123',
      role: '400',
      entityType,
    });
  const detail = (id: string) => harness.ok<ProviderDetail>(commands.getProvider.subject, { id }, admin);

  it('is ready once its database and NATS answer', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.config.VERIFICATION_HEALTH_PORT}/readyz`);
    expect(response.status).toBe(200);
  });

  it('registers a pharmacy: a pending login at auth, a pending profile with its licence, an event', async () => {
    const pharmacy = form('pharmacy');
    const licence = await storedLicence();
    const answer = await register(pharmacy, licence);
    expect(answer.message).toMatch(/waiting for admin approval/);

    const row = await harness.prisma.provider.findUniqueOrThrow({ where: { id: answer.id } });
    expect(row).toMatchObject({
      status: 'pending',
      entityType: 'pharmacy',
      email: pharmacy.email,
      numberOfDoctors: 4,
      specializations: [],
      acceptsEmi: true,
      acceptsInsurance: false,
      licenceKey: licence.key,
      licenceFileName: 'licence.pdf',
      state: 'IN-MH',
      hfrId: null,
    });
    expect(JSON.stringify(row)).not.toContain('Provider#123');
    const events = (await outboxRows(harness.prisma)).filter(
      (e) => e.subject === 'verification.evt.provider-registered.v1',
    );
    expect(events.map((e) => (e.payload as { data: { providerId: string } }).data.providerId)).toContain(
      answer.id,
    );

    expect(await login(pharmacy.email, 'pharmacy')).toMatchObject({
      ok: false,
      error: {
        code: 'AUTH.ACCOUNT_PENDING_APPROVAL',
        message: 'Your account is waiting for admin approval.',
      },
    });
  });

  it('refuses a taken e-mail with AUTH.EMAIL_TAKEN and stores no second profile', async () => {
    const lab = form('lab');
    await register(lab);
    const again = await harness.call(commands.registerProvider.subject, {
      registration: { ...lab, name: 'Another Lab' },
      licence: null,
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'AUTH.EMAIL_TAKEN' } });
    expect(await harness.prisma.provider.count({ where: { email: lab.email } })).toBe(1);
  });

  it('leaves no login behind when the profile cannot be stored: the same e-mail registers afterwards', async () => {
    const clinic = form('clinic');
    // Our own database refuses this one provider after auth made its login (as a full disk or a lost connection
    // would): a trigger made here, for this e-mail only.
    await harness.prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_provider_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await harness.prisma.$executeRawUnsafe(`
      CREATE TRIGGER refuse_provider_for_test BEFORE INSERT ON providers FOR EACH ROW
      WHEN (NEW.email = '${clinic.email}') EXECUTE FUNCTION refuse_provider_for_test()`);
    let failed: Awaited<ReturnType<typeof harness.call>>;
    try {
      failed = await harness.call(commands.registerProvider.subject, { registration: clinic, licence: null });
    } finally {
      await harness.prisma.$executeRawUnsafe('DROP TRIGGER refuse_provider_for_test ON providers');
      await harness.prisma.$executeRawUnsafe('DROP FUNCTION refuse_provider_for_test()');
    }
    expect(failed).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(await harness.prisma.provider.count({ where: { email: clinic.email } })).toBe(0);
    // Auth holds no login for it any more: not "pending approval", unknown.
    expect(await login(clinic.email, 'clinic')).toMatchObject({
      ok: false,
      error: { code: 'AUTH.INVALID_CREDENTIALS' },
    });

    const again = await register(clinic);
    expect(again.message).toMatch(/waiting for admin approval/);
    expect(await login(clinic.email, 'clinic')).toMatchObject({
      ok: false,
      error: { code: 'AUTH.ACCOUNT_PENDING_APPROVAL' },
    });
  });

  it('lets only verification remove a login, and auth removes only one still pending and never used', async () => {
    const pharmacy = form('pharmacy');
    const { id } = await register(pharmacy);
    const { accountId } = await harness.prisma.provider.findUniqueOrThrow({ where: { id } });
    const remove = authCommands.removePendingProviderLogin.subject;

    // The gateway may send every other command, not this one (NATS refuses it): the login stays.
    await expect(harness.call(remove, { accountId })).rejects.toThrow(/permission/i);
    expect(await login(pharmacy.email, 'pharmacy')).toMatchObject({
      error: { code: 'AUTH.ACCOUNT_PENDING_APPROVAL' },
    });

    await harness.ok(commands.decide.subject, { type: 'pharmacy', id, status: 'approved' }, admin);
    await eventually(async () => {
      expect(await login(pharmacy.email, 'pharmacy')).toMatchObject({ ok: true });
    }, 20_000);
    const asVerification = await connectRpcCaller(harness.testNats.as('verification'));
    try {
      expect(await asVerification.ok(remove, { accountId })).toEqual({ removed: false });
    } finally {
      await asVerification.close();
    }
    expect(await login(pharmacy.email, 'pharmacy')).toMatchObject({ ok: true });
  });

  it('refuses a clinic without specializations: field errors, no login, no profile', async () => {
    const clinic = form('clinic', { specializations: '[]' });
    const refused = await harness.call(commands.registerProvider.subject, {
      registration: clinic,
      licence: null,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.FAILED',
        fields: { 'registration.specializations': 'Please select at least one specialization.' },
      },
    });
    expect(await harness.prisma.provider.count({ where: { email: clinic.email } })).toBe(0);
    expect(await login(clinic.email, 'clinic')).toMatchObject({
      ok: false,
      error: { code: 'AUTH.INVALID_CREDENTIALS' },
    });
  });

  it('refuses a registration without a state or with a malformed HFR ID: field errors, no login', async () => {
    const { state: _state, ...stateless } = form('clinic');
    const badHfr = form('lab', { hfrId: 'HFR-12345' });
    for (const [registration, fields] of [
      [stateless, { 'registration.state': 'Please select your state or union territory' }],
      [badHfr, { 'registration.hfrId': 'The HFR ID is IN followed by 10 digits, for example IN2710000123' }],
    ] as const) {
      expect(
        await harness.call(commands.registerProvider.subject, { registration, licence: null }),
      ).toMatchObject({ ok: false, error: { code: 'VALIDATION.FAILED', fields } });
      expect(await harness.prisma.provider.count({ where: { email: registration.email } })).toBe(0);
    }
  });

  it("keeps a clinic's state and HFR ID, shows them to admins and sends them with the approval", async () => {
    const clinic = form('clinic', { state: 'IN-KA', hfrId: 'in2910000456' });
    const { id } = await register(clinic);
    expect(await detail(id)).toMatchObject({ state: 'IN-KA', hfrId: 'IN2910000456' });
    await harness.ok(commands.decide.subject, { type: 'clinic', id, status: 'approved' }, admin);

    // A provider from before the state was asked (state null) and without an HFR ID: neither is in its event.
    const older = await register(form('pharmacy'));
    await harness.prisma.provider.update({ where: { id: older.id }, data: { state: null } });
    expect(await detail(older.id)).toMatchObject({ state: null, hfrId: null });
    await harness.ok(commands.decide.subject, { type: 'pharmacy', id: older.id, status: 'approved' }, admin);

    const approvals = (await outboxRows(harness.prisma))
      .filter((row) => row.subject === 'verification.evt.provider-approved.v1')
      .map((row) => (row.payload as { data: Record<string, unknown> }).data);
    expect(approvals.find((data) => data.providerId === id)).toMatchObject({
      state: 'IN-KA',
      hfrId: 'IN2910000456',
    });
    const olderEvent = approvals.find((data) => data.providerId === older.id);
    expect(olderEvent).toBeDefined();
    expect(olderEvent).not.toHaveProperty('state');
    expect(olderEvent).not.toHaveProperty('hfrId');
  });

  it('keeps the review for admins only', async () => {
    for (const actor of [undefined, aPatient()]) {
      expect(await harness.call(commands.pendingProviders.subject, {}, actor)).toMatchObject({
        ok: false,
        error: { code: 'AUTH.FORBIDDEN' },
      });
    }
  });

  it('opens, saves and approves a review, audited, and the approved pharmacy can then log in', async () => {
    const pharmacy = form('pharmacy');
    const { id } = await register(pharmacy, await storedLicence(Buffer.from('%PDF-the-licence')));

    const pending = await harness.ok<PendingProvidersResponse>(commands.pendingProviders.subject, {}, admin);
    expect(pending.pharmacies.map((p) => p.id)).toContain(id);

    const opened = await harness.ok<ProviderDetail>(commands.openReview.subject, { id }, admin);
    expect(opened.status).toBe('under_review');
    expect(opened.decisions).toEqual([
      expect.objectContaining({
        action: 'review_opened',
        fromStatus: 'pending',
        toStatus: 'under_review',
        actorId: admin.id,
      }),
    ]);
    const url = opened.licence?.url;
    expect(url).toBeDefined();
    expect(await (await fetch(url!)).text()).toBe('%PDF-the-licence');
    // Opening again changes nothing and adds nothing to the trail.
    expect(
      (await harness.ok<ProviderDetail>(commands.openReview.subject, { id }, admin)).decisions,
    ).toHaveLength(1);

    const saved = await harness.ok<ProviderDetail>(
      commands.saveReview.subject,
      { id, checklist: { licenceValid: true, detailsMatch: true }, notes: 'Called the owner.' },
      admin,
    );
    expect(saved.review).toMatchObject({
      checklist: { licenceValid: true, detailsMatch: true, contactVerified: false, servicesConfirmed: false },
      notes: 'Called the owner.',
      updatedBy: admin.id,
    });
    expect((await detail(id)).review.notes).toBe('Called the owner.');

    const wrongType = await harness.call(
      commands.decide.subject,
      { type: 'lab', id, status: 'approved' },
      admin,
    );
    expect(wrongType).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

    const approved = await harness.ok<VerifyProviderResponse>(
      commands.decide.subject,
      { type: 'pharmacy', id, status: 'approved', note: 'All good' },
      admin,
    );
    expect(approved.message).toBe('Pharmacy has been approved successfully.');
    expect(approved.provider.status).toBe('approved');
    expect(approved.provider.decisions.map((d) => [d.action, d.fromStatus, d.toStatus, d.note])).toEqual([
      ['review_opened', 'pending', 'under_review', null],
      ['approved', 'under_review', 'approved', 'All good'],
    ]);

    const again = await harness.call(
      commands.decide.subject,
      { type: 'pharmacy', id, status: 'rejected' },
      admin,
    );
    expect(again).toMatchObject({ ok: false, error: { code: 'VERIFICATION.DECISION_NOT_ALLOWED' } });
    expect((await detail(id)).status).toBe('approved');

    await eventually(async () => {
      const session = await login(pharmacy.email, 'pharmacy');
      if (!session.ok) throw new Error(session.error.code);
      expect(session.data.session.status).toBe('approved');
    }, 20_000);
  });

  it('rejects straight from pending; the lab then hears it was not approved', async () => {
    const lab = form('lab');
    const { id } = await register(lab);
    const rejected = await harness.ok<VerifyProviderResponse>(
      commands.decide.subject,
      { type: 'lab', id, status: 'rejected', note: 'Licence expired' },
      admin,
    );
    expect(rejected.provider.decisions.map((d) => [d.fromStatus, d.toStatus])).toEqual([
      ['pending', 'rejected'],
    ]);
    expect(rejected.provider.licence).toBeNull();
    await eventually(async () => {
      expect(await login(lab.email, 'lab')).toMatchObject({
        ok: false,
        error: { code: 'AUTH.ACCOUNT_REJECTED' },
      });
    }, 20_000);
  });

  it('lists with search, status filter, server counters and keyset pages', async () => {
    const tag = `List${randomBytes(3).toString('hex')}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await register(form('clinic', { name: `${tag} Clinic ${i}` }))).id);
    await harness.ok(commands.openReview.subject, { id: ids[0] }, admin);

    const list = (query: Record<string, unknown>) =>
      harness.ok<ProviderListResponse>(commands.listProviders.subject, query, admin);
    const first = await list({ search: tag.toLowerCase(), limit: 2 });
    expect(first.counts).toEqual({ all: 5, pending: 4, under_review: 1, approved: 0, rejected: 0 });
    expect(first.items.map((p) => p.id)).toEqual([ids[4], ids[3]]);
    const second = await list({ search: tag, limit: 2, cursor: first.nextCursor });
    expect(second.items.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    const last = await list({ search: tag, limit: 2, cursor: second.nextCursor });
    expect(last.items.map((p) => p.id)).toEqual([ids[0]]);
    expect(last.nextCursor).toBeNull();

    const underReview = await list({ search: tag, status: 'under_review' });
    expect(underReview.items.map((p) => p.id)).toEqual([ids[0]]);
    expect(underReview.counts.all).toBe(5);

    const byEmail = await list({ search: (await detail(ids[3]!)).email.toUpperCase() });
    expect(byEmail.items.map((p) => p.id)).toEqual([ids[3]]);
  });

  it('sweeps licences no registration names once they are old, and keeps the rest', async () => {
    const named = await storedLicence();
    await register(form('lab'), named);
    const orphan = await storedLicence();
    const sweeper = harness.service.app.get(LicenceSweeperJob);

    expect(await sweeper.sweepOnce()).toEqual([]);
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await sweeper.sweepOnce(later)).toEqual(expect.arrayContaining([orphan.key]));
    expect(await harness.s3.storage.exists(orphan.key)).toBe(false);
    expect(await harness.s3.storage.exists(named.key)).toBe(true);
  });
});
