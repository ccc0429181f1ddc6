import { randomUUID } from 'node:crypto';
import {
  addDays,
  bookingCommands,
  paymentEvents,
  todayInIndia,
  type ClinicConsultationReply,
  type ClinicPatientsResponse,
  type ConsultationAnswer,
  type PaymentLinkStatusEvent,
  type ProviderApprovedEvent,
} from '@hp/contracts';
import { connectRpcCaller, envelopeOf, type RpcCaller } from '@hp/service-platform/testing';
import { aPatient, startBookingHarness, theClinic, type BookingHarness } from './support/harness.js';

/**
 * What booking does for the clinics' payment links: it tells the payment service (and only it) whether a
 * consultation is a clinic's own, and shows each consultation's payment as payment's events say.
 */
describe('consultations and payment links (integration)', () => {
  let harness: BookingHarness;
  let payment: RpcCaller;
  let clinic: ProviderApprovedEvent;
  let other: ProviderApprovedEvent;
  let consultationId: string;
  const patient = aPatient();
  const ask = (consultationId: string, clinicAccountId: string) =>
    payment.call(bookingCommands.clinicConsultation.subject, { consultationId, clinicAccountId });

  beforeAll(async () => {
    harness = await startBookingHarness({}, { otherServices: ['payment'] });
    payment = await connectRpcCaller(harness.testNats.as('payment'));
    clinic = await harness.approveClinic({ name: 'Lotus Payments Clinic' });
    other = await harness.approveClinic({ name: 'Palm Payments Clinic' });
    const booked = await harness.ok<ConsultationAnswer>(
      bookingCommands.bookConsultation.subject,
      {
        fullName: 'Meera Iyer',
        phoneNumber: '9123456780',
        consultationTime: `${addDays(todayInIndia(), 3)} 2:00 PM`,
        purpose: 'Tooth pain on the lower left side',
        service: clinic.providerId,
      },
      patient,
    );
    consultationId = booked.consultation.id;
  });
  afterAll(async () => {
    await payment?.close();
    await harness?.stop();
  });

  it("answers the payment service a clinic's own consultation, and NOT_FOUND for any other clinic or id", async () => {
    const own = await ask(consultationId, clinic.accountId);
    expect(own).toMatchObject({ ok: true });
    expect((own as { ok: true; data: ClinicConsultationReply }).data).toEqual({
      consultationId,
      clinicId: clinic.providerId,
      fullName: 'Meera Iyer',
      phoneNumber: '9123456780',
      purpose: 'Tooth pain on the lower left side',
      serviceType: 'Clinic',
      status: 'pending',
    });
    for (const [id, account] of [
      [consultationId, other.accountId],
      [consultationId, randomUUID()],
      [randomUUID(), clinic.accountId],
    ] as const) {
      expect(await ask(id, account)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
    expect(await ask('not-a-uuid', clinic.accountId)).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.FAILED' },
    });
  });

  it('is a command the gateway may not send (NATS permissions): only the payment service asks', async () => {
    await expect(
      harness.call(bookingCommands.clinicConsultation.subject, {
        consultationId,
        clinicAccountId: clinic.accountId,
      }),
    ).rejects.toThrow(/Permissions Violation for Publish to "booking.query.clinic-consultation.v1"/);
  });

  it("shows the newest payment status on the clinic's consultation; older or another clinic's events change nothing", async () => {
    const linkEvent = (status: PaymentLinkStatusEvent['status'], at: Date, clinicId = clinic.providerId) =>
      envelopeOf<PaymentLinkStatusEvent>({
        consultationId,
        clinicId,
        paymentLinkId: 'pl-v1-test-1',
        status,
        amountPaise: 50_000,
        at: at.toISOString(),
      });
    const now = Date.now();
    const subject = paymentEvents.paymentLinkStatus.subject;
    const consumer = 'payment-status';
    await harness.deliver(subject, linkEvent('pending', new Date(now)), consumer);
    await harness.deliver(subject, linkEvent('paid', new Date(now + 2000)), consumer);
    // Late and out of order: the pending of an earlier moment, and a forged clinic.
    await harness.deliver(subject, linkEvent('failed', new Date(now + 1000)), consumer);
    await harness.deliver(subject, linkEvent('failed', new Date(now + 3000), other.providerId), consumer);

    const mine = await harness.ok<ClinicPatientsResponse>(
      bookingCommands.clinicPatients.subject,
      {},
      theClinic(clinic),
    );
    expect(mine.consultations.find((c) => c.id === consultationId)).toMatchObject({
      paymentLinkId: 'pl-v1-test-1',
      paymentStatus: 'paid',
    });
  });
});
