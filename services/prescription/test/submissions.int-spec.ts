import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import {
  deadLetterStreamOf,
  prescriptionCommands as commands,
  prescriptionEvents,
  natsPermissionsFor,
  type Actor,
  type MailFileLinkReply,
  type PatientSubmissionListResponse,
  type PrescriptionType,
  type ProviderApprovedEvent,
  type ProviderSubmissionListResponse,
  type ProviderSubmissionResponse,
  type SubmissionDetailResponse,
  type SubmissionListResponse,
  type SubmitPrescriptionResponse,
  type UpdateSubmissionStatusResponse,
} from '@hp/contracts/server';
import {
  connectRpcCaller,
  envelopeOf,
  eventually,
  outboxRows,
  processedEventIds,
  type RpcCaller,
} from '@hp/service-platform/testing';
import { PrescriptionSweeperJob } from '../src/submissions/prescription-sweeper.job.js';
import {
  anAdmin,
  approval,
  approvedSubject,
  aPatient,
  providerLogin,
  rejectedSubject,
  rejection,
  startPrescriptionHarness,
  uploadFor,
  type PrescriptionHarness,
} from './support/harness.js';

const PDF = Buffer.from('%PDF-1.7\n% a prescription\n');
const WEBP = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 some image bytes', 'latin1');

/** Prescriptions end to end inside the service: real Postgres, NATS (product permissions), S3 and SMTP. */
describe('prescription service (integration)', () => {
  let harness: PrescriptionHarness;
  /** The notification service's NATS user: the one that may ask for a mail's file link. */
  let notification: RpcCaller;
  let pharmacy: ProviderApprovedEvent;
  let lab: ProviderApprovedEvent;
  const admin = anAdmin();

  beforeAll(async () => {
    harness = await startPrescriptionHarness({}, ['notification']);
    notification = await connectRpcCaller(harness.testNats.as('notification'));
    pharmacy = approval('pharmacy');
    lab = approval('lab');
    await harness.deliver(approvedSubject, envelopeOf(pharmacy), 'provider-approved');
    await harness.deliver(approvedSubject, envelopeOf(lab), 'provider-approved');
  }, 90_000);
  afterAll(async () => {
    await notification?.close();
    await harness?.stop();
  });

  /** The file as the gateway stores it before it sends the command. */
  async function stored(bytes = PDF, kind: 'pdf' | 'webp' = 'pdf') {
    const key = `prescriptions/${randomUUID()}`;
    await harness.s3.storage.put(key, bytes, kind === 'pdf' ? 'application/pdf' : 'image/webp');
    return { key, fileName: `rx.${kind}`, kind, size: bytes.length };
  }

  async function submit(
    patient: Actor,
    provider: ProviderApprovedEvent,
    type: PrescriptionType = provider.entityType as PrescriptionType,
    bytes = PDF,
  ) {
    const file = await stored(bytes, bytes === WEBP ? 'webp' : 'pdf');
    const answer = await harness.ok<SubmitPrescriptionResponse>(
      commands.submit.subject,
      { upload: uploadFor(provider, type), file },
      patient,
    );
    return { ...answer, file };
  }

  const submissionCount = async () => harness.prisma.submission.count();
  /** The submitted event the outbox holds for a submission. */
  async function submittedEventOf(id: string) {
    const rows = (await outboxRows(harness.prisma)).filter(
      (event) =>
        event.subject === prescriptionEvents.submitted.subject &&
        (event.payload.data as { submissionId: string }).submissionId === id,
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.payload;
  }
  const bytesAt = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

  it('keeps approved pharmacies and labs from verification’s events, not clinics; a duplicate event changes nothing', async () => {
    expect(
      await harness.prisma.approvedProvider.findUnique({ where: { providerId: pharmacy.providerId } }),
    ).toMatchObject({
      accountId: pharmacy.accountId,
      type: 'pharmacy',
      name: pharmacy.name,
      email: pharmacy.email,
    });

    // The same event again (same id, another message: the relay retried after JetStream's dedup window), with
    // other data: dropped, the copy stays as the first delivery wrote it.
    const first = envelopeOf(approval('lab'));
    await harness.deliver(approvedSubject, first, 'provider-approved');
    const again = { ...first, data: { ...first.data, name: 'Renamed Lab' } };
    await harness.publish(approvedSubject, again);
    const marker = envelopeOf(approval('pharmacy'));
    await harness.deliver(approvedSubject, marker, 'provider-approved'); // handled after the duplicate
    expect(
      (await harness.prisma.approvedProvider.findUnique({ where: { providerId: first.data.providerId } }))
        ?.name,
    ).toBe(first.data.name);
    expect(
      (await processedEventIds(harness.prisma, 'prescription-provider-approved')).filter(
        (id) => id === first.eventId,
      ),
    ).toHaveLength(1);

    const clinic = approval('clinic', { specializations: ['Dentistry'] });
    await harness.deliver(approvedSubject, envelopeOf(clinic), 'provider-approved');
    expect(
      await harness.prisma.approvedProvider.findUnique({ where: { providerId: clinic.providerId } }),
    ).toBeNull();
  });

  it('dead-letters an approval that is not the contract’s (a renamed field), keeping nothing', async () => {
    const { accountId, ...renamed } = approval('pharmacy');
    const poison = envelopeOf({ ...renamed, account: accountId });
    await harness.publish(approvedSubject, poison);
    const manager = await jetstreamManager(harness.nats);
    const subject = `prescription.dlq.prescription-provider-approved.${approvedSubject}`;
    const letter = await eventually(async () => {
      const message = await manager.streams.getMessage(deadLetterStreamOf('prescription').name, {
        last_by_subj: subject,
      });
      expect(message?.json<{ eventId: string }>().eventId).toBe(poison.eventId);
      return message!;
    }, 15_000);
    expect(letter.header.get('hp-dead-letter-reason')).toMatch(/accountId/);
    expect(
      await harness.prisma.approvedProvider.findUnique({ where: { providerId: renamed.providerId } }),
    ).toBeNull();
  });

  it('takes a prescription for an approved pharmacy: stored pending, announced, a working link made for the mail', async () => {
    const patient = aPatient();
    const { id, message, file } = await submit(patient, pharmacy);
    expect(message).toBe(`Prescription uploaded and sent to ${pharmacy.name} successfully.`);

    const row = await harness.prisma.submission.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      type: 'pharmacy',
      status: 'pending',
      providerId: pharmacy.providerId,
      providerAccountId: pharmacy.accountId,
      providerName: pharmacy.name,
      providerEmail: pharmacy.email,
      patientId: patient.id,
      fileKey: file.key,
      fileName: 'rx.pdf',
      fileKind: 'pdf',
      fileSize: PDF.length,
    });
    expect((await submittedEventOf(id)).data).toMatchObject({
      submissionId: id,
      providerEmail: pharmacy.email,
    });

    // The notification service mails the provider (its own tests); it asks here for the link at send time.
    const before = Date.now();
    const link = await notification.ok<MailFileLinkReply>(commands.mailFileLink.subject, { id });
    // The link names S3_PUBLIC_ENDPOINT (the site, in the product), not the store's own address.
    expect(link.url).toMatch(
      new RegExp(`^${harness.config.S3_PUBLIC_ENDPOINT}/${harness.config.S3_PRIVATE_BUCKET}/prescriptions/`),
    );
    expect(link.url).toMatch(/X-Amz-Expires=259200/);
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThanOrEqual(before + 259_200_000);
    expect(await bytesAt(link.url)).toEqual(PDF);
  });

  it('makes mail links for the notification service only, and none for an unknown submission', async () => {
    // The gateway (every route's sender) may not send it; the notification service may.
    expect(natsPermissionsFor('gateway').publish.deny).toContain(commands.mailFileLink.subject);
    expect(natsPermissionsFor('notification').publish.allow).toContain(commands.mailFileLink.subject);
    expect(await notification.call(commands.mailFileLink.subject, { id: randomUUID() })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a provider that cannot take it (wrong type, unknown, a clinic), storing nothing', async () => {
    const before = await submissionCount();
    const cases: Array<
      [ProviderApprovedEvent | { providerId: string; name: string }, PrescriptionType, string]
    > = [
      [
        pharmacy,
        'lab',
        'This laboratory is not available for lab test prescriptions. Please choose another one.',
      ],
      [lab, 'pharmacy', 'This pharmacy is not available for prescriptions. Please choose another one.'],
      [
        { providerId: randomUUID(), name: 'Nobody' },
        'pharmacy',
        'This pharmacy is not available for prescriptions. Please choose another one.',
      ],
    ];
    for (const [provider, type, message] of cases) {
      const reply = await harness.call(
        commands.submit.subject,
        { upload: uploadFor(provider, type), file: await stored() },
        aPatient(),
      );
      expect(reply).toEqual({
        ok: false,
        error: {
          code: 'VALIDATION.FAILED',
          message: 'Some fields are not valid.',
          fields: { providerId: message },
        },
      });
    }
    expect(await submissionCount()).toBe(before);
  });

  it('takes the command from a patient only', async () => {
    const before = await submissionCount();
    for (const actor of [undefined, anAdmin(), providerLogin(pharmacy)]) {
      const reply = await harness.call(
        commands.submit.subject,
        { upload: uploadFor(pharmacy, 'pharmacy'), file: await stored() },
        actor,
      );
      expect(reply).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    }
    expect(await submissionCount()).toBe(before);
  });

  describe('the provider’s list (/entitydash)', () => {
    it('shows a pharmacy its own submissions with working short-lived links, and another’s as not found', async () => {
      const own = approval('pharmacy');
      const other = approval('pharmacy');
      for (const provider of [own, other])
        await harness.deliver(approvedSubject, envelopeOf(provider), 'provider-approved');
      const first = await submit(aPatient(), own, 'pharmacy', WEBP);
      const second = await submit(aPatient(), own);
      const elsewhere = await submit(aPatient(), other);

      const list = await harness.ok<ProviderSubmissionListResponse>(
        commands.listReceived.subject,
        { limit: '1' },
        providerLogin(own),
      );
      expect(list.submissions.map((s) => s.id)).toEqual([second.id]);
      const next = await harness.ok<ProviderSubmissionListResponse>(
        commands.listReceived.subject,
        { limit: '1', cursor: list.nextCursor },
        providerLogin(own),
      );
      expect(next.submissions.map((s) => s.id)).toEqual([first.id]);
      expect(next.nextCursor).toBeNull();
      const shown = next.submissions[0]!;
      expect(shown).toMatchObject({
        type: 'pharmacy',
        status: 'pending',
        username: 'Asha Verma',
        mobile: '9876543210',
        doctor: 'Dr. Rao',
        prescriptionFile: { originalName: 'rx.webp', kind: 'webp', size: WEBP.length },
      });
      expect(shown).not.toHaveProperty('notes');
      expect(shown.prescriptionFile.url).toMatch(/X-Amz-Expires=300/);
      expect(await bytesAt(shown.prescriptionFile.url)).toEqual(WEBP);

      const one = await harness.ok<ProviderSubmissionResponse>(
        commands.getReceived.subject,
        { id: first.id },
        providerLogin(own),
      );
      expect(one.submission.id).toBe(first.id);
      const notTheirs = await harness.call(
        commands.getReceived.subject,
        { id: elsewhere.id },
        providerLogin(own),
      );
      expect(notTheirs).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    });

    it('is for approved pharmacies and labs only: a clinic, an unknown or rejected login, a patient are refused', async () => {
      const rejected = approval('lab');
      await harness.deliver(approvedSubject, envelopeOf(rejected), 'provider-approved');
      await harness.deliver(rejectedSubject, envelopeOf(rejection(rejected)), 'provider-rejected');
      const clinic = approval('clinic');
      const callers: Actor[] = [
        providerLogin(clinic),
        providerLogin(approval('pharmacy')), // never approved here
        providerLogin(rejected),
        { ...providerLogin(pharmacy), entityType: 'lab' }, // a token of another kind for the same account
        aPatient(),
        anAdmin(),
      ];
      for (const actor of callers) {
        const reply = await harness.call(commands.listReceived.subject, {}, actor);
        expect(reply).toMatchObject({
          ok: false,
          error: {
            code: 'AUTH.FORBIDDEN',
            message: 'Only an approved pharmacy or laboratory receives prescriptions.',
          },
        });
      }
      // And a rejected lab receives no more.
      const reply = await harness.call(
        commands.submit.subject,
        { upload: uploadFor(rejected, 'lab'), file: await stored() },
        aPatient(),
      );
      expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION.FAILED' } });
    });
  });

  it('lists a patient’s own submissions only', async () => {
    const patient = aPatient();
    const mine = await submit(patient, lab);
    await submit(aPatient(), lab);
    const list = await harness.ok<PatientSubmissionListResponse>(commands.listMine.subject, {}, patient);
    expect(list.submissions).toEqual([
      expect.objectContaining({ id: mine.id, type: 'lab', status: 'pending', providerName: lab.name }),
    ]);
    expect(await harness.call(commands.listMine.subject, {}, providerLogin(lab))).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
  });

  describe('the admins’ list and status changes', () => {
    it('lists by type, searches, filters by status, counts and pages newest first', async () => {
      const unique = `Zed${randomUUID().slice(0, 6)}`;
      const shop = approval('pharmacy', { name: `${unique} Pharmacy` });
      const tests = approval('lab', { name: `${unique} Labs` });
      for (const provider of [shop, tests])
        await harness.deliver(approvedSubject, envelopeOf(provider), 'provider-approved');
      const a = await submit(aPatient(), shop);
      const b = await submit(aPatient(), tests);
      const c = await submit(aPatient(), shop);
      await harness.ok(commands.updateStatus.subject, { id: a.id, status: 'accepted' }, admin);

      const all = await harness.ok<SubmissionListResponse>(
        commands.adminList.subject,
        { search: unique },
        admin,
      );
      expect(all.success).toBe(true);
      expect(all.data.all.map((s) => s.id)).toEqual([c.id, b.id, a.id]);
      expect(all.data.counts).toEqual({ all: 3, pending: 2, accepted: 1, rejected: 0 });
      expect(all.data.all[2]).toMatchObject({
        _id: a.id,
        type: 'pharmacy',
        status: 'accepted',
        providerName: shop.name,
        providerEmail: shop.email,
        service: shop.name,
        doctor: 'Dr. Rao',
        username: 'Asha Verma',
        mobile: '9876543210',
        prescriptionFile: { originalName: 'rx.pdf', size: PDF.length },
      });

      const pharmacies = await harness.ok<SubmissionListResponse>(
        commands.adminList.subject,
        { search: unique, type: 'pharmacy' },
        admin,
      );
      expect(pharmacies.data.all.map((s) => s.id)).toEqual([c.id, a.id]);
      expect(pharmacies.data.counts).toEqual({ all: 2, pending: 1, accepted: 1, rejected: 0 });
      const pending = await harness.ok<SubmissionListResponse>(
        commands.adminList.subject,
        { search: unique.toLowerCase(), type: 'pharmacy', status: 'pending' },
        admin,
      );
      expect(pending.data.all.map((s) => s.id)).toEqual([c.id]);
      expect(pending.data.counts.all).toBe(2); // counters ignore the status filter

      const firstPage = await harness.ok<SubmissionListResponse>(
        commands.adminList.subject,
        { search: unique, limit: '2' },
        admin,
      );
      expect(firstPage.data.all.map((s) => s.id)).toEqual([c.id, b.id]);
      const secondPage = await harness.ok<SubmissionListResponse>(
        commands.adminList.subject,
        { search: unique, limit: '2', cursor: firstPage.data.nextCursor },
        admin,
      );
      expect(secondPage.data.all.map((s) => s.id)).toEqual([a.id]);
      expect(secondPage.data.nextCursor).toBeNull();

      const byPhone = await harness.ok<SubmissionListResponse>(
        commands.adminList.subject,
        { search: '98765' },
        admin,
      );
      expect(byPhone.data.counts.all).toBeGreaterThanOrEqual(3);
    });

    it('changes a status with the admin’s identity, before and after and the note, announced; the same status is no change', async () => {
      const { id } = await submit(aPatient(), lab);
      const rejected = await harness.ok<UpdateSubmissionStatusResponse>(
        commands.updateStatus.subject,
        { id, status: 'rejected', note: ' Unreadable scan ' },
        admin,
      );
      expect(rejected.message).toBe('Submission rejected successfully.');
      expect(rejected.submission).toMatchObject({ status: 'rejected', notes: 'Unreadable scan' });
      expect(rejected.submission.decisions).toEqual([
        {
          fromStatus: 'pending',
          toStatus: 'rejected',
          note: 'Unreadable scan',
          actorId: admin.id,
          at: expect.any(String),
        },
      ]);

      const other = anAdmin();
      const again = await harness.ok<UpdateSubmissionStatusResponse>(
        commands.updateStatus.subject,
        { id, status: 'rejected' },
        other,
      );
      expect(again.message).toBe('The submission is already rejected.');
      expect(again.submission.decisions).toHaveLength(1);

      const accepted = await harness.ok<UpdateSubmissionStatusResponse>(
        commands.updateStatus.subject,
        { id, status: 'accepted' },
        other,
      );
      expect(accepted.submission).toMatchObject({ status: 'accepted', notes: null });
      expect(accepted.submission.decisions.map((d) => [d.fromStatus, d.toStatus, d.actorId])).toEqual([
        ['pending', 'rejected', admin.id],
        ['rejected', 'accepted', other.id],
      ]);

      const changes = (await outboxRows(harness.prisma))
        .filter((event) => event.subject === prescriptionEvents.statusChanged.subject)
        .map(
          (event) =>
            event.payload.data as {
              submissionId: string;
              fromStatus: string;
              toStatus: string;
              changedBy: string;
              note: string | null;
            },
        )
        .filter((data) => data.submissionId === id);
      expect(changes).toEqual([
        expect.objectContaining({
          fromStatus: 'pending',
          toStatus: 'rejected',
          changedBy: admin.id,
          note: 'Unreadable scan',
        }),
        expect.objectContaining({
          fromStatus: 'rejected',
          toStatus: 'accepted',
          changedBy: other.id,
          note: null,
        }),
      ]);

      const detail = await harness.ok<SubmissionDetailResponse>(commands.adminGet.subject, { id }, admin);
      expect(detail.submission.decisions).toHaveLength(2);
      expect(await bytesAt(detail.submission.prescriptionFile.url)).toEqual(PDF);
    });

    it('answers an unknown submission with 404 and anyone but an admin with 403, changing nothing', async () => {
      expect(
        await harness.call(commands.updateStatus.subject, { id: randomUUID(), status: 'accepted' }, admin),
      ).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      expect(await harness.call(commands.adminGet.subject, { id: randomUUID() }, admin)).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      const { id } = await submit(aPatient(), pharmacy);
      for (const actor of [undefined, aPatient(), providerLogin(pharmacy)]) {
        for (const [subject, data] of [
          [commands.adminList.subject, {}],
          [commands.adminGet.subject, { id }],
          [commands.updateStatus.subject, { id, status: 'accepted' }],
        ] as const) {
          expect(await harness.call(subject, data, actor)).toMatchObject({
            ok: false,
            error: { code: 'AUTH.FORBIDDEN' },
          });
        }
      }
      expect((await harness.prisma.submission.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
    });
  });

  it('sweeps uploads no submission names once they are old, and keeps the named ones', async () => {
    const named = await submit(aPatient(), pharmacy);
    const orphan = await stored();
    const sweeper = harness.service.app.get(PrescriptionSweeperJob);
    expect(await sweeper.sweepOnce()).toEqual([]);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweeper.sweepOnce(later)).toEqual(expect.arrayContaining([orphan.key]));
    expect(await harness.s3.storage.exists(orphan.key)).toBe(false);
    expect(await harness.s3.storage.exists(named.file.key)).toBe(true);
  });
});
