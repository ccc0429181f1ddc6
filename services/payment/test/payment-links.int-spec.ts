import { randomUUID } from 'node:crypto';
import {
  addDays,
  bookingCommands,
  eventStreamOf,
  paymentCommands,
  paymentEvents,
  Role,
  todayInIndia,
  verificationEvents,
  type Actor,
  type ClinicPatientsResponse,
  type ConsultationAnswer,
  type CreatePaymentLinkResponse,
  type PaymentLinkStatusResponse,
} from '@hp/contracts/server';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  eventually,
  outboxRows,
  PLURAL_TEST_CREDENTIALS,
  SMTP_PORT,
  startPluralSimulator,
  startServiceProcess,
  type RunningServiceProcess,
  type TestPluralSimulator,
} from '@hp/service-platform/testing';
import { ReconcileLinksJob } from '../src/links/reconcile-links.job.js';
import { startPaymentHarness, type PaymentHarness } from './support/harness.js';
import { startWebhookRelay, type WebhookRelay } from './support/webhook-relay.js';

const clinicActor = (accountId: string): Actor => ({
  id: accountId,
  role: Role.Provider,
  entityType: 'clinic',
  sessionId: randomUUID(),
});

/**
 * Clinics' payment links against the real booking service (a child process: it says whose consultation it is and
 * shows the payment on it) and the local Plural simulator (links, their page, signed webhooks, lookups).
 */
describe('payment links (integration: booking service, Plural simulator)', () => {
  let harness: PaymentHarness;
  let plural: TestPluralSimulator;
  let relay: WebhookRelay;
  let booking: RunningServiceProcess;
  const clinic = { providerId: randomUUID(), accountId: randomUUID() };
  const other = { providerId: randomUUID(), accountId: randomUUID() };
  let consultationId: string;

  const linkBody = (over: Record<string, unknown> = {}) => ({
    amount: { value: 50_000, currency: 'INR' },
    description: 'Consultation fee',
    allowed_payment_methods: ['CARD', 'UPI'],
    customer: { email_id: 'meera@example.com', mobile_number: '9123456780', customer_id: consultationId },
    merchant_metadata: { requestId: consultationId, entityType: 'clinic' },
    product_details: [{ product_code: 'general_consultation', product_amount: { value: 50_000 } }],
    ...over,
  });
  const create = (body: unknown, actor = clinicActor(clinic.accountId)) =>
    harness.call<CreatePaymentLinkResponse>(paymentCommands.createPaymentLink.subject, body, actor);
  const status = (id: string, actor = clinicActor(clinic.accountId)) =>
    harness.call<PaymentLinkStatusResponse>(
      paymentCommands.paymentLinkStatus.subject,
      { paymentLinkId: id },
      actor,
    );
  const patientsOf = (accountId: string) =>
    harness.ok<ClinicPatientsResponse>(bookingCommands.clinicPatients.subject, {}, clinicActor(accountId));
  const payOnPage = (url: string, outcome: 'pay' | 'fail') =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_method: 'UPI', outcome }).toString(),
    });

  beforeAll(async () => {
    plural = await startPluralSimulator();
    harness = await startPaymentHarness(
      {
        PLURAL_BASE_URL: plural.url,
        ...PLURAL_TEST_CREDENTIALS,
        PLURAL_TIMEOUT_MS: '3000',
        PAYMENT_RECONCILE_INTERVAL_SECONDS: '3600',
      },
      { otherServices: ['booking'] },
    );
    relay = await startWebhookRelay(harness);
    await plural.sendWebhooksTo(relay.url);
    booking = await startServiceProcess('booking', {
      natsUrl: harness.testNats.url,
      nats: harness.testNats.as('booking'),
      smtpPort: SMTP_PORT,
    });
    // Two approved clinics in booking's replica (verification's event, as its relay would publish it).
    const stream = eventStreamOf('verification');
    await (
      await jetstreamManager(harness.nats)
    ).streams.add({ name: stream.name, subjects: [stream.subjects] });
    const js = jetstream(harness.nats);
    for (const [c, name] of [
      [clinic, 'Lotus Links Clinic'],
      [other, 'Palm Links Clinic'],
    ] as const) {
      const data = {
        ...c,
        entityType: 'clinic',
        name,
        email: `${c.accountId}@example.com`,
        phone: '9876543210',
        address: '12 Hill Road, Mumbai',
        location: 'Bandra',
        numberOfDoctors: 2,
        specializations: ['Dentistry'],
        acceptsEMI: false,
        acceptsInsurance: false,
        decidedAt: new Date().toISOString(),
        decidedBy: randomUUID(),
      };
      const envelope = { eventId: randomUUID(), occurredAt: data.decidedAt, correlationId: 'c-test', data };
      await js.publish(verificationEvents.providerApproved.subject, JSON.stringify(envelope));
    }
    const patient: Actor = { id: randomUUID(), role: Role.User, sessionId: randomUUID() };
    const booked = await eventually(
      () =>
        harness.ok<ConsultationAnswer>(
          bookingCommands.bookConsultation.subject,
          {
            fullName: 'Meera Iyer',
            phoneNumber: '9123456780',
            consultationTime: `${addDays(todayInIndia(), 3)} 2:00 PM`,
            purpose: 'Tooth pain on the lower left side',
            service: clinic.providerId,
          },
          patient,
        ),
      15_000,
    );
    consultationId = booked.consultation.id;
  }, 90_000);
  afterAll(async () => {
    await booking?.stop();
    await relay?.close();
    await harness?.stop();
    await plural?.stop();
  });

  it("makes a link at Plural for the clinic's own consultation; paid on its page, it is paid on the consultation", async () => {
    const made = await create(linkBody());
    expect(made).toMatchObject({ ok: true });
    const link = (made as { ok: true; data: CreatePaymentLinkResponse }).data;
    expect(link).toMatchObject({
      success: true,
      status: 'pending',
      payment_link_id: expect.stringMatching(/^pl-v1-/),
    });
    // Plural got the spec's request with booking's facts, not the body's: the real clinic, the reference.
    const atPlural = (
      await plural.control<{ payment_links: Record<string, unknown>[] }>('GET', '/__sim/paymentlinks')
    ).payment_links.find((l) => l.payment_link_id === link.payment_link_id)!;
    expect(atPlural).toMatchObject({
      amount: { value: 50_000, currency: 'INR' },
      merchant_payment_link_reference: expect.stringMatching(/^CL[A-Za-z0-9]+$/),
      merchant_metadata: { requestId: consultationId, clinicId: clinic.providerId, entityType: 'clinic' },
      customer: { email_id: 'meera@example.com', mobile_number: '9123456780', country_code: '91' },
    });
    await eventually(async () => {
      const row = (await patientsOf(clinic.accountId)).consultations.find((c) => c.id === consultationId);
      expect(row).toMatchObject({ paymentLinkId: link.payment_link_id, paymentStatus: 'pending' });
    }, 15_000);

    expect((await payOnPage(link.payment_link, 'fail')).status).toBe(200);
    await eventually(async () => {
      expect(await status(link.payment_link_id)).toMatchObject({ ok: true, data: { status: 'failed' } });
    }, 10_000);
    expect((await payOnPage(link.payment_link, 'pay')).status).toBe(200);
    await eventually(async () => {
      expect(await status(link.payment_link_id)).toMatchObject({ ok: true, data: { status: 'paid' } });
    }, 10_000);
    await eventually(async () => {
      const row = (await patientsOf(clinic.accountId)).consultations.find((c) => c.id === consultationId);
      expect(row).toMatchObject({ paymentStatus: 'paid' });
    }, 15_000);
    const events = (await outboxRows(harness.prisma)).filter(
      (r) => r.subject === paymentEvents.paymentLinkStatus.subject,
    );
    expect(events.map((r) => (r.payload.data as { status: string }).status)).toEqual([
      'pending',
      'failed',
      'paid',
    ]);
  }, 60_000);

  it("answers 404 for another clinic's consultation or link, and refuses other roles", async () => {
    expect(await create(linkBody(), clinicActor(other.accountId))).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await create(linkBody({ merchant_metadata: { requestId: randomUUID() } }))).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const mine = (await create(linkBody())) as { ok: true; data: CreatePaymentLinkResponse };
    expect(await status(mine.data.payment_link_id, clinicActor(other.accountId))).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(await status('pl-v1-unknown')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const pharmacy: Actor = { ...clinicActor(clinic.accountId), entityType: 'pharmacy' };
    const patient: Actor = { id: clinic.accountId, role: Role.User, sessionId: randomUUID() };
    for (const actor of [pharmacy, patient]) {
      expect(await create(linkBody(), actor)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    }
  });

  it('checks the spec: amount at least ₹1 in paise, expiry in the future and within 180 days (15 minutes by default), a method', async () => {
    const refused = async (over: Record<string, unknown>, message: string) => {
      const answer = await create(linkBody(over));
      expect(answer).toMatchObject({ ok: false, error: { code: 'VALIDATION.FAILED' } });
      expect(JSON.stringify(answer)).toContain(message);
    };
    await refused({ amount: { value: 99 } }, 'Please enter a valid amount of at least ₹1.00');
    await refused(
      { expire_by: new Date(Date.now() - 60_000).toISOString() },
      'Expiry date cannot be in the past',
    );
    await refused(
      { expire_by: new Date(Date.now() + 181 * 86_400_000).toISOString() },
      'Expiry date cannot exceed 180 days from today',
    );
    await refused({ allowed_payment_methods: [] }, 'Please select at least one payment method');
    await refused({ customer: { email_id: 'meera@example.com' } }, 'Please provide customer email and phone');

    const before = Date.now();
    const made = (await create(linkBody({ expire_by: undefined }))) as {
      ok: true;
      data: CreatePaymentLinkResponse;
    };
    const expires = Date.parse(made.data.expire_by) - before;
    expect(expires).toBeGreaterThan(14 * 60_000);
    expect(expires).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it('settles by reconciliation when the webhooks never come (held); an unpaid link stays pending', async () => {
    await plural.control('POST', '/__sim/webhooks/hold', { hold: true });
    try {
      const paid = (await create(linkBody())) as { ok: true; data: CreatePaymentLinkResponse };
      const cancelled = (await create(linkBody())) as { ok: true; data: CreatePaymentLinkResponse };
      await payOnPage(paid.data.payment_link, 'pay');
      const links = await harness.prisma.paymentLink.findMany({ where: { status: 'pending' } });
      expect(links.map((l) => l.pluralLinkId)).toEqual(
        expect.arrayContaining([paid.data.payment_link_id, cancelled.data.payment_link_id]),
      );
      const job = harness.service.app.get(ReconcileLinksJob);
      await job.reconcileOnce(new Date(Date.now() + 16 * 60_000));
      const row = await harness.prisma.paymentLink.findUniqueOrThrow({
        where: { pluralLinkId: paid.data.payment_link_id },
      });
      expect(row.status).toBe('paid');
      const open = await harness.prisma.paymentLink.findUniqueOrThrow({
        where: { pluralLinkId: cancelled.data.payment_link_id },
      });
      expect(open.status).toBe('pending');
    } finally {
      await plural.control('POST', '/__sim/webhooks/hold', { hold: false });
    }
  });
});
