import { randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  PRESCRIPTION_FILE_MESSAGE,
  Role,
  todayInIndia,
  UPLOAD_TOO_LARGE_MESSAGE,
  type PatientSubmissionListResponse,
  type ProviderSubmissionListResponse,
  type SubmissionListResponse,
  type UpdateSubmissionStatusResponse,
} from '@hp/contracts';
import {
  eventually,
  startServiceProcess,
  startTestNats,
  startTestS3,
  type TestNats,
  type TestS3,
} from '@hp/service-platform/testing';
import {
  gatewayNatsEnv,
  startGateway,
  TEST_JWT_SECRET,
  TEST_REDIS_URL,
  untilReady,
  type RunningGateway,
} from './support/gateway.js';
import { call, get, uniqueClientIp } from './support/http.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { approvedProvider, multipartForm, type Upload } from './support/providers.js';
import { startAuthService, type RunningService } from './support/service-process.js';
import { signAccessToken } from './support/tokens.js';

const PDF = Buffer.from('%PDF-1.7\n% a prescription\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]);
const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 image bytes', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000, 1)]);

type Approved = Awaited<ReturnType<typeof approvedProvider>>;

/**
 * Prescriptions through the gateway: multipart into S3 and the prescription service, with the real auth and
 * verification services making and approving the pharmacies and labs (the prescription service learns them from
 * verification's events), the provider's e-mail with its link, and who may call what.
 */
describe('prescriptions through the gateway', () => {
  let nats: TestNats;
  let s3: TestS3;
  let mailbox: Mailbox;
  let auth: RunningService;
  let verification: RunningService;
  let prescription: RunningService;
  let notification: RunningService;
  let gateway: RunningGateway;
  let adminToken: string;
  let patientToken: string;
  let pharmacy: Approved;
  let otherPharmacy: Approved;
  let lab: Approved;
  let clinic: Approved;

  beforeAll(async () => {
    nats = await startTestNats({ services: ['auth', 'verification', 'prescription', 'notification'] });
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
    prescription = await startServiceProcess('prescription', {
      natsUrl: nats.url,
      nats: nats.as('prescription'),
      smtpPort: mailbox.smtpPort,
      // The site's address in the product (nginx passes /<bucket>/ to the store); here the store itself by name.
      env: { ...s3.env, S3_PUBLIC_ENDPOINT: s3.env.S3_ENDPOINT!.replace('127.0.0.1', 'localhost') },
    });
    // The one sender of e-mail: it mails the pharmacy a link it asks prescription for at send time.
    notification = await startServiceProcess('notification', {
      natsUrl: nats.url,
      nats: nats.as('notification'),
      smtpPort: mailbox.smtpPort,
    });
    gateway = await startGateway({
      ...gatewayNatsEnv(nats),
      ...s3.env,
    });
    await untilReady(gateway);
    adminToken = await signAccessToken({ role: Role.Admin, sub: randomUUID() });
    patientToken = await signAccessToken({ role: Role.User, sub: randomUUID() });
    [pharmacy, otherPharmacy, lab, clinic] = await Promise.all([
      approvedProvider(gateway.url, 'pharmacy', adminToken),
      approvedProvider(gateway.url, 'pharmacy', adminToken),
      approvedProvider(gateway.url, 'lab', adminToken),
      approvedProvider(gateway.url, 'clinic', adminToken),
    ]);
    // The prescription service learns the approvals from verification's events: until then a provider's list is 403.
    for (const provider of [pharmacy, otherPharmacy, lab])
      await eventually(
        async () => expect((await asProvider(provider, '/api/clinic/my-prescriptions')).status).toBe(200),
        20_000,
      );
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await notification?.stop();
    await prescription?.stop();
    await verification?.stop();
    await auth?.stop();
    await mailbox?.stop();
    await s3?.stop();
    await nats?.stop();
  });

  const asProvider = (provider: Approved, path: string) =>
    get<ProviderSubmissionListResponse>(gateway.url, path, { token: provider.token, ip: uniqueClientIp() });
  const asAdmin = () => ({ token: adminToken, ip: uniqueClientIp() });

  const fieldsFor = (
    provider: Approved,
    type: 'pharmacy' | 'lab',
    overrides: Record<string, string> = {},
  ) => ({
    type,
    providerId: provider.id,
    service: provider.name,
    username: 'Asha Verma',
    mobile: '9876543210',
    doctor: 'Dr. Rao',
    date: todayInIndia(),
    ...overrides,
  });

  async function send(body: FormData | string, token: string | null = patientToken, contentType?: string) {
    const headers: Record<string, string> = { 'x-forwarded-for': uniqueClientIp() };
    if (token) headers.authorization = `Bearer ${token}`;
    if (contentType) headers['content-type'] = contentType;
    const response = await fetch(`${gateway.url}/api/user/prescriptions`, { method: 'POST', body, headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const upload = (values: Record<string, string>, ...files: Upload[]) =>
    send(multipartForm(values, 'prescription', ...files));

  const storedKeys = async () => (await s3.storage.list('prescriptions/')).map((object) => object.key).sort();
  const submissionTotal = async () =>
    (await get<SubmissionListResponse>(gateway.url, '/api/admin/submissions', asAdmin())).body.data.counts
      .all;

  it('sends a prescription to an approved pharmacy: 201, the file under a key of ours, the pharmacy e-mailed a working link', async () => {
    const before = await storedKeys();
    const answer = await upload(fieldsFor(pharmacy, 'pharmacy'), { bytes: PDF, name: 'rx march.pdf' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      message: `Prescription uploaded and sent to ${pharmacy.name} successfully.`,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const added = (await storedKeys()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^prescriptions\/[0-9a-f-]{36}$/)]);
    expect(await s3.storage.read(added[0]!)).toEqual(PDF);

    const mail = await eventually(async () => {
      const mails = await mailbox.mailsTo(pharmacy.email);
      expect(mails).toHaveLength(1);
      return mails[0]!;
    }, 15_000);
    expect(mail.subject).toBe('New prescription from Asha Verma');
    expect(mail.text).toContain('File: rx march.pdf (PDF, 1 KB)');
    const link = /^(https?:\/\/\S+)$/m.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${s3.env.S3_ENDPOINT!.replace('127.0.0.1', 'localhost')}/`)).toBe(true);
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(PDF);

    // The pharmacy sees it on its dashboard, with a short-lived link of its own.
    const list = await asProvider(pharmacy, '/api/clinic/my-prescriptions');
    expect(list.body.submissions[0]).toMatchObject({
      id: answer.body.id,
      status: 'pending',
      username: 'Asha Verma',
      prescriptionFile: { originalName: 'rx march.pdf', kind: 'pdf', size: PDF.length },
    });
    expect(
      Buffer.from(await (await fetch(list.body.submissions[0]!.prescriptionFile.url)).arrayBuffer()),
    ).toEqual(PDF);
  });

  it('takes JPG and WEBP lab test prescriptions, told by their bytes', async () => {
    for (const [bytes, name] of [
      [JPEG, 'tests.jpg'],
      [WEBP, 'tests.webp'],
    ] as const) {
      const answer = await upload(fieldsFor(lab, 'lab'), { bytes, name, type: 'application/octet-stream' });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe(`Lab prescription uploaded and sent to ${lab.name} successfully.`);
    }
  });

  describe('refuses, storing nothing (no object, no submission)', () => {
    async function refused(
      send: () => Promise<{ status: number; body: Record<string, unknown> }>,
      status: number,
    ) {
      const [keys, total] = [await storedKeys(), await submissionTotal()];
      const answer = await send();
      expect(answer.status).toBe(status);
      expect(await storedKeys()).toEqual(keys);
      expect(await submissionTotal()).toBe(total);
      return answer.body;
    }
    const pharmacyForm = () => fieldsFor(pharmacy, 'pharmacy');

    it('5 MB and one byte, and 6 MB: 413 with the clear message (5 MB exactly is taken)', async () => {
      const big = Buffer.alloc(6 * 1024 * 1024, 0x20);
      PDF.copy(big);
      for (const bytes of [big.subarray(0, MAX_UPLOAD_BYTES + 1), big])
        expect(await refused(() => upload(pharmacyForm(), { bytes }), 413)).toMatchObject({
          code: 'REQUEST.TOO_LARGE',
          message: UPLOAD_TOO_LARGE_MESSAGE,
        });
      expect((await upload(pharmacyForm(), { bytes: big.subarray(0, MAX_UPLOAD_BYTES) })).status).toBe(201);
    });

    it('wrong bytes with a right name and type', async () => {
      expect(
        await refused(
          () => upload(pharmacyForm(), { bytes: EXE, name: 'rx.pdf', type: 'application/pdf' }),
          400,
        ),
      ).toMatchObject({
        code: 'VALIDATION.FAILED',
        fields: { prescription: PRESCRIPTION_FILE_MESSAGE },
      });
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
      expect(
        await refused(() => upload(pharmacyForm(), { bytes: gif, name: 'rx.png', type: 'image/png' }), 400),
      ).toMatchObject({
        fields: { prescription: PRESCRIPTION_FILE_MESSAGE },
      });
    });

    it('an empty file', async () => {
      expect(
        await refused(() => upload(pharmacyForm(), { bytes: Buffer.alloc(0), name: 'rx.pdf' }), 400),
      ).toMatchObject({
        fields: { prescription: 'The prescription file is empty' },
      });
    });

    it('path tricks in the file name', async () => {
      for (const name of [
        '../../etc/passwd.pdf',
        '..\\..\\windows\\rx.pdf',
        'folder/rx.pdf',
        '..',
        'rx\u0000.pdf',
      ])
        expect(await refused(() => upload(pharmacyForm(), { bytes: PDF, name }), 400)).toMatchObject({
          code: 'VALIDATION.FAILED',
          fields: { prescription: 'The file name must not contain a folder path' },
        });
    });

    it('no file, and bad fields (with a good file, removed again): every field’s message at once', async () => {
      expect(await refused(() => upload(pharmacyForm()), 400)).toMatchObject({
        fields: { prescription: 'Prescription file is required' },
      });
      expect(
        await refused(
          () =>
            upload(
              fieldsFor(pharmacy, 'pharmacy', {
                username: '',
                mobile: '12345',
                doctor: '',
                date: '2001-01-01',
              }),
              { bytes: PDF },
            ),
          400,
        ),
      ).toMatchObject({
        fields: {
          username: 'Username is required',
          mobile: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
          doctor: "Doctor's name is required",
          date: 'Please choose today or a later date',
        },
      });
      expect(await refused(() => upload({}), 400)).toMatchObject({
        fields: {
          type: 'The type must be pharmacy or lab',
          providerId: 'Please choose a pharmacy or laboratory',
          prescription: 'Prescription file is required',
        },
      });
    });

    it('a provider that cannot take it: a lab as a pharmacy, a clinic, an unknown one (the file removed again)', async () => {
      for (const [provider, type] of [
        [lab, 'pharmacy'],
        [clinic, 'lab'],
        [{ ...pharmacy, id: randomUUID() }, 'pharmacy'],
      ] as const)
        expect(await refused(() => upload(fieldsFor(provider, type), { bytes: PDF }), 400)).toMatchObject({
          fields: { providerId: expect.stringMatching(/is not available/) },
        });
    });

    it('a second file, a JSON body, no token, or another role', async () => {
      expect(
        await refused(() => upload(pharmacyForm(), { bytes: PDF }, { bytes: PDF, name: 'b.pdf' }), 400),
      ).toMatchObject({
        fields: { prescription: 'Only one file is taken, as prescription' },
      });
      const json = await refused(
        () => send(JSON.stringify(pharmacyForm()), patientToken, 'application/json'),
        400,
      );
      expect(json.message).toBe('Please send the prescription as multipart/form-data.');
      const form = () => multipartForm(pharmacyForm(), 'prescription', { bytes: PDF });
      expect(await refused(() => send(form(), null), 401)).toMatchObject({
        code: 'AUTH.UNAUTHENTICATED',
      });
      expect(await refused(() => send(form(), pharmacy.token), 403)).toMatchObject({
        code: 'AUTH.FORBIDDEN',
      });
      expect(await refused(() => send(form(), adminToken), 403)).toMatchObject({ code: 'AUTH.FORBIDDEN' });
    });
  });

  describe('who may call what', () => {
    it('no token 401 and a wrong role 403 on every route of the service', async () => {
      const patient = await signAccessToken({ role: Role.User, sub: randomUUID() });
      const someId = randomUUID();
      const routes: Array<[string, string, unknown, string[]]> = [
        ['GET', '/api/user/prescriptions', undefined, [pharmacy.token, adminToken]],
        ['GET', '/api/clinic/my-prescriptions', undefined, [patient, adminToken]],
        ['GET', `/api/clinic/my-prescriptions/${someId}`, undefined, [patient, adminToken]],
        ['GET', '/api/admin/submissions?type=pharmacy', undefined, [patient, pharmacy.token]],
        ['GET', `/api/admin/submissions/${someId}`, undefined, [patient, pharmacy.token]],
        [
          'PATCH',
          `/api/admin/submissions/${someId}/status`,
          { status: 'accepted' },
          [patient, pharmacy.token],
        ],
      ];
      for (const [method, path, body, wrongRoles] of routes) {
        expect({
          path,
          status: (await call(gateway.url, method, path, body, { ip: uniqueClientIp() })).status,
        }).toEqual({ path, status: 401 });
        for (const token of wrongRoles)
          expect({
            path,
            status: (await call(gateway.url, method, path, body, { token, ip: uniqueClientIp() })).status,
          }).toEqual({
            path,
            status: 403,
          });
      }
      // A clinic is a provider too, but receives no prescriptions.
      const clinicList = await asProvider(clinic, '/api/clinic/my-prescriptions');
      expect(clinicList.status).toBe(403);
      expect(clinicList.body).toMatchObject({
        message: 'Only an approved pharmacy or laboratory receives prescriptions.',
      });
    });

    it("another provider's submission is a 404, a patient sees only their own", async () => {
      const patient = randomUUID();
      const token = await signAccessToken({ role: Role.User, sub: patient });
      const sent = await send(
        multipartForm(fieldsFor(pharmacy, 'pharmacy'), 'prescription', { bytes: PDF }),
        token,
      );
      expect(sent.status).toBe(201);
      const id = sent.body.id as string;
      expect((await asProvider(pharmacy, `/api/clinic/my-prescriptions/${id}`)).status).toBe(200);
      const elsewhere = await asProvider(otherPharmacy, `/api/clinic/my-prescriptions/${id}`);
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body).toMatchObject({ code: 'NOT_FOUND' });
      expect(
        (await asProvider(otherPharmacy, '/api/clinic/my-prescriptions')).body.submissions.map((s) => s.id),
      ).not.toContain(id);

      const mine = await get<PatientSubmissionListResponse>(gateway.url, '/api/user/prescriptions', {
        token,
        ip: uniqueClientIp(),
      });
      expect(mine.body.submissions.map((s) => s.id)).toEqual([id]);
      const others = await get<PatientSubmissionListResponse>(gateway.url, '/api/user/prescriptions', {
        token: await signAccessToken({ role: Role.User, sub: randomUUID() }),
        ip: uniqueClientIp(),
      });
      expect(others.body.submissions).toEqual([]);
    });

    it('an admin lists by type and changes a status, audited with the admin of the token', async () => {
      const adminId = randomUUID();
      const admin = await signAccessToken({ role: Role.Admin, sub: adminId });
      const sent = await upload(fieldsFor(lab, 'lab'), { bytes: PDF });
      const id = sent.body.id as string;
      const labs = await get<SubmissionListResponse>(
        gateway.url,
        '/api/admin/submissions?type=lab&status=pending',
        asAdmin(),
      );
      expect(labs.status).toBe(200);
      expect(labs.body.success).toBe(true);
      expect(labs.body.data.all.every((s) => s.type === 'lab' && s.status === 'pending')).toBe(true);
      expect(labs.body.data.all.map((s) => s.id)).toContain(id);
      expect((await get(gateway.url, '/api/admin/submissions?type=clinic', asAdmin())).status).toBe(400);

      const changed = await call<UpdateSubmissionStatusResponse>(
        gateway.url,
        'PATCH',
        `/api/admin/submissions/${id}/status`,
        { status: 'accepted', note: 'Sent to the lab team' },
        { token: admin, ip: uniqueClientIp() },
      );
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe('Submission accepted successfully.');
      expect(changed.body.submission.decisions).toEqual([
        {
          fromStatus: 'pending',
          toStatus: 'accepted',
          note: 'Sent to the lab team',
          actorId: adminId,
          at: expect.any(String),
        },
      ]);
      expect(
        (
          await call(
            gateway.url,
            'PATCH',
            `/api/admin/submissions/${id}/status`,
            { status: 'done' },
            asAdmin(),
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await call(
            gateway.url,
            'PATCH',
            `/api/admin/submissions/${randomUUID()}/status`,
            { status: 'rejected' },
            asAdmin(),
          )
        ).status,
      ).toBe(404);
      expect((await asProvider(lab, `/api/clinic/my-prescriptions/${id}`)).body).toMatchObject({
        submission: { status: 'accepted' },
      });
    });
  });
});
