import { randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  Role,
  UPLOAD_TOO_LARGE_MESSAGE,
  type ProviderDetail,
  type ProviderListResponse,
} from '@hp/contracts';
import { startServiceProcess, startTestS3, type TestNats, type TestS3 } from '@hp/service-platform/testing';
import { startTestNats } from '@hp/service-platform/testing';
import {
  gatewayNatsEnv,
  startGateway,
  TEST_JWT_SECRET,
  TEST_REDIS_URL,
  untilReady,
  type RunningGateway,
} from './support/gateway.js';
import { call, get, post, uniqueClientIp } from './support/http.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { multipartForm, providerFields, type Upload } from './support/providers.js';
import { startAuthService, type RunningService } from './support/service-process.js';
import { signAccessToken } from './support/tokens.js';

const PDF = Buffer.from('%PDF-1.7\n% a licence\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

const fields = providerFields;
const form = (values: Record<string, string>, ...files: Upload[]) =>
  multipartForm(values, 'licenseProof', ...files);

/** Providers join through the gateway: multipart into S3, the verification service, auth; the admins' review. */
describe('provider registration and review through the gateway', () => {
  let nats: TestNats;
  let s3: TestS3;
  let mailbox: Mailbox;
  let auth: RunningService;
  let verification: RunningService;
  let gateway: RunningGateway;
  let adminToken: string;

  beforeAll(async () => {
    nats = await startTestNats({ services: ['auth', 'verification'] });
    s3 = await startTestS3();
    mailbox = await startMailbox();
    auth = await startAuthService({
      natsUrl: nats.url,
      nats: nats.as('auth'),
      redisUrl: TEST_REDIS_URL,
      jwtSecret: TEST_JWT_SECRET,
      smtpPort: mailbox.smtpPort,
    });
    verification = await startServiceProcess('verification', {
      natsUrl: nats.url,
      nats: nats.as('verification'),
      smtpPort: mailbox.smtpPort,
      env: s3.env,
    });
    gateway = await startGateway({
      ...gatewayNatsEnv(nats),
      ...s3.env,
    });
    await untilReady(gateway);
    adminToken = await signAccessToken({ role: Role.Admin, sub: randomUUID() });
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await verification?.stop();
    await auth?.stop();
    await mailbox?.stop();
    await s3?.stop();
    await nats?.stop();
  });

  async function send(body: FormData) {
    const response = await fetch(`${gateway.url}/api/clinic/register`, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': uniqueClientIp() },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const licences = async () => (await s3.storage.list('licences/')).map((object) => object.key);
  const providerLogin = (email: string, entityType: string) =>
    post(
      gateway.url,
      '/api/clinic/login',
      { email, password: 'Provider#123', entityType },
      { ip: uniqueClientIp() },
    );
  const asAdmin = () => ({ token: adminToken, ip: uniqueClientIp() });

  it('registers a pharmacy with its licence: 201, the file under a key of ours, login pending (403)', async () => {
    const pharmacy = fields('pharmacy');
    const before = await licences();
    const answer = await send(form(pharmacy, { bytes: PDF, name: '../../etc/passwd.pdf' }));
    expect(answer.status).toBe(201);
    expect(answer.body.message).toMatch(/waiting for admin approval/);

    const added = (await licences()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^licences\/[0-9a-f-]{36}$/)]);
    expect(await s3.storage.read(added[0]!)).toEqual(PDF);

    const detail = await get<ProviderDetail>(
      gateway.url,
      `/api/admin/providers/${answer.body.id as string}`,
      asAdmin(),
    );
    expect(detail.status).toBe(200);
    expect(detail.body.licence).toMatchObject({ fileName: 'passwd.pdf', kind: 'pdf', size: PDF.length });
    expect(await (await fetch(detail.body.licence!.url)).arrayBuffer()).toEqual(
      PDF.buffer.slice(PDF.byteOffset, PDF.byteOffset + PDF.length),
    );

    const login = await providerLogin(pharmacy.email, 'pharmacy');
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({
      code: 'AUTH.ACCOUNT_PENDING_APPROVAL',
      message: 'Your account is waiting for admin approval.',
    });
  });

  it("keeps the state and the HFR ID (any case), which the admin's detail shows", async () => {
    const answer = await send(form(fields('clinic', { state: 'IN-KA', hfrId: ' in2910000456 ' })));
    expect(answer.status).toBe(201);
    const detail = await get<ProviderDetail>(
      gateway.url,
      `/api/admin/providers/${answer.body.id as string}`,
      asAdmin(),
    );
    expect(detail.body).toMatchObject({ state: 'IN-KA', hfrId: 'IN2910000456' });
    // An empty HFR ID box is no HFR ID.
    const without = await send(form(fields('lab', { hfrId: '' })));
    expect(without.status).toBe(201);
    const labDetail = await get<ProviderDetail>(
      gateway.url,
      `/api/admin/providers/${without.body.id as string}`,
      asAdmin(),
    );
    expect(labDetail.body).toMatchObject({ state: 'IN-MH', hfrId: null });
  });

  it('refuses a registration without a state, or with a malformed HFR ID: 400 naming the field', async () => {
    const { state: _state, ...stateless } = fields('clinic');
    const noState = await send(form(stateless, { bytes: PDF }));
    expect(noState.status).toBe(400);
    expect(noState.body).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { state: 'Please select your state or union territory' },
    });
    const badHfr = fields('pharmacy', { hfrId: '2710000123' });
    const refused = await send(form(badHfr));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fields: { hfrId: 'The HFR ID is IN followed by 10 digits, for example IN2710000123' },
    });
    expect((await providerLogin(badHfr.email, 'pharmacy')).status).toBe(401);
  });

  it('registers without a licence too (it is optional)', async () => {
    const answer = await send(form(fields('lab')));
    expect(answer.status).toBe(201);
  });

  it('answers a taken e-mail with 409 and leaves no new object', async () => {
    const lab = fields('lab');
    expect((await send(form(lab, { bytes: PNG, name: 'l.png', type: 'image/png' }))).status).toBe(201);
    const before = await licences();
    const again = await send(form({ ...lab, name: 'Another Lab' }, { bytes: PDF }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'AUTH.EMAIL_TAKEN',
      message: expect.stringContaining('already exists'),
    });
    expect(await licences()).toEqual(before);
  });

  describe('refuses a bad file, leaving no account, no profile, no object', () => {
    async function refused(upload: Upload, status: number) {
      const provider = fields('pharmacy');
      const before = await licences();
      const answer = await send(form(provider, upload));
      expect(answer.status).toBe(status);
      expect(await licences()).toEqual(before);
      expect((await providerLogin(provider.email, 'pharmacy')).status).toBe(401);
      return answer.body;
    }

    it('5 MB and one byte: 413 with the clear message (5 MB exactly is taken)', async () => {
      const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
      PDF.copy(big);
      expect(await refused({ bytes: big }, 413)).toMatchObject({
        code: 'REQUEST.TOO_LARGE',
        message: UPLOAD_TOO_LARGE_MESSAGE,
      });
      expect((await send(form(fields('lab'), { bytes: big.subarray(0, MAX_UPLOAD_BYTES) }))).status).toBe(
        201,
      );
    });

    it('6 MB', async () => {
      const big = Buffer.alloc(6 * 1024 * 1024, 0x20);
      PDF.copy(big);
      expect(await refused({ bytes: big }, 413)).toMatchObject({ message: UPLOAD_TOO_LARGE_MESSAGE });
    });

    it('an executable named .pdf with a PDF content type: 400 naming the field', async () => {
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000, 1)]);
      expect(await refused({ bytes: exe, name: 'licence.pdf', type: 'application/pdf' }, 400)).toMatchObject({
        code: 'VALIDATION.FAILED',
        fields: { licenseProof: 'The licence proof must be a PDF, JPG or PNG file' },
      });
    });

    it('a WEBP (accepted for prescriptions, not for licences)', async () => {
      const webp = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');
      expect(await refused({ bytes: webp, name: 'l.webp', type: 'image/webp' }, 400)).toMatchObject({
        fields: { licenseProof: 'The licence proof must be a PDF, JPG or PNG file' },
      });
    });

    it('an empty file', async () => {
      expect(await refused({ bytes: Buffer.alloc(0), name: 'empty.pdf' }, 400)).toMatchObject({
        fields: { licenseProof: 'The licence proof file is empty' },
      });
    });

    it('a good file with a bad field: 400 with field errors, and the stored file removed', async () => {
      const clinic = fields('clinic', { specializations: '[]', phone: '12345' });
      const before = await licences();
      const answer = await send(form(clinic, { bytes: PDF }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'VALIDATION.FAILED',
        fields: {
          specializations: 'Please select at least one specialization.',
          phone: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
        },
      });
      expect(await licences()).toEqual(before);
    });

    it('a second file, or a file under another name', async () => {
      const before = await licences();
      const two = await send(form(fields('lab'), { bytes: PDF }, { bytes: PDF, name: 'second.pdf' }));
      expect(two.status).toBe(400);
      expect(two.body).toMatchObject({ fields: { licenseProof: 'Only one file is taken, as licenseProof' } });
      const other = await send(form(fields('lab'), { bytes: PDF, field: 'photo' }));
      expect(other.status).toBe(400);
      expect(await licences()).toEqual(before);
    });
  });

  it('refuses a JSON body with a clear message', async () => {
    const answer = await post(gateway.url, '/api/clinic/register', fields('lab'), { ip: uniqueClientIp() });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/multipart\/form-data/);
  });

  it('keeps the review for admins: no token 401, a patient or provider 403, an admin 200', async () => {
    const paths = ['/api/admin/pending-clinics', '/api/admin/providers'];
    const patient = await signAccessToken({ role: Role.User });
    const provider = await signAccessToken({ role: Role.Provider, entityType: 'clinic' });
    for (const path of paths) {
      expect((await get(gateway.url, path, { ip: uniqueClientIp() })).status).toBe(401);
      expect((await get(gateway.url, path, { token: patient, ip: uniqueClientIp() })).status).toBe(403);
      expect((await get(gateway.url, path, { token: provider, ip: uniqueClientIp() })).status).toBe(403);
      expect((await get(gateway.url, path, asAdmin())).status).toBe(200);
    }
    const patch = await call(
      gateway.url,
      'PATCH',
      `/api/admin/verify/lab/${randomUUID()}`,
      { status: 'approved' },
      {
        token: provider,
        ip: uniqueClientIp(),
      },
    );
    expect(patch.status).toBe(403);
  });

  it('an admin reviews and approves a pharmacy, which can then log in; deciding again is 409', async () => {
    const pharmacy = fields('pharmacy');
    const { body } = await send(form(pharmacy, { bytes: PDF }));
    const id = body.id as string;

    const listed = await get<ProviderListResponse>(
      gateway.url,
      `/api/admin/providers?search=${encodeURIComponent(pharmacy.email)}`,
      asAdmin(),
    );
    expect(listed.body.items.map((p) => [p.id, p.status])).toEqual([[id, 'pending']]);
    expect(listed.body.counts).toMatchObject({ all: 1, pending: 1 });

    const opened = await post<ProviderDetail>(
      gateway.url,
      `/api/admin/providers/${id}/review`,
      undefined,
      asAdmin(),
    );
    expect(opened.body.status).toBe('under_review');
    const saved = await call<ProviderDetail>(
      gateway.url,
      'PUT',
      `/api/admin/providers/${id}/review`,
      { checklist: { licenceValid: true }, notes: 'Licence checked' },
      asAdmin(),
    );
    expect(saved.body.review).toMatchObject({ notes: 'Licence checked', checklist: { licenceValid: true } });

    const bad = await call(
      gateway.url,
      'PATCH',
      `/api/admin/verify/pharmacy/${id}`,
      { status: 'pending' },
      asAdmin(),
    );
    expect(bad.status).toBe(400);
    const approved = await call(
      gateway.url,
      'PATCH',
      `/api/admin/verify/pharmacy/${id}`,
      { status: 'approved' },
      asAdmin(),
    );
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('Pharmacy has been approved successfully.');
    const again = await call(
      gateway.url,
      'PATCH',
      `/api/admin/verify/pharmacy/${id}`,
      { status: 'rejected' },
      asAdmin(),
    );
    expect(again.status).toBe(409);

    const deadline = Date.now() + 20_000;
    let login = await providerLogin(pharmacy.email, 'pharmacy');
    while (login.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      login = await providerLogin(pharmacy.email, 'pharmacy');
    }
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ status: 'approved', isApproved: true, entityType: 'pharmacy' });
  });
});
