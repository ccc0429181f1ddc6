import { randomUUID } from 'node:crypto';
import {
  addDays,
  bookingCommands,
  bookingEvents,
  natsPermissionsFor,
  todayInIndia,
  type ConsultationAnswer,
  type ConsultationCancelledEvent,
  type ProviderApprovedEvent,
} from '@hp/contracts/server';
import { connectRpcCaller, outboxRows, type RpcCaller } from '@hp/service-platform/testing';
import { aPatient, anAdmin, startBookingHarness, type BookingHarness } from './support/harness.js';

const day = (ahead: number) => addDays(todayInIndia(), ahead);
const cancel = bookingCommands.cancelForPatient.subject;

/**
 * booking.cmd.cancel-for-patient.v1: a reminder's cancel link (through the notification service, the only sender)
 * cancels the patient's approved consultation, frees its place for the next patient and announces it.
 */
describe('cancelling from a reminder (integration)', () => {
  let harness: BookingHarness;
  let notification: RpcCaller;
  let clinic: ProviderApprovedEvent;
  const admin = anAdmin();
  const tag = `t${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    harness = await startBookingHarness({}, { otherServices: ['notification'] });
    notification = await connectRpcCaller(harness.testNats.as('notification'));
    clinic = await harness.approveClinic({ name: `Lotus ${tag} Clinic`, numberOfDoctors: 1 });
  }, 60_000);
  afterAll(async () => {
    await notification?.close();
    await harness?.stop();
  });

  const book = async (patient = aPatient(), time = `${day(4)} 10:00 AM`) => {
    const { consultation } = await harness.ok<ConsultationAnswer>(
      bookingCommands.bookConsultation.subject,
      {
        fullName: `Asha ${tag}`,
        phoneNumber: '9876543210',
        consultationTime: time,
        purpose: 'Tooth pain on the lower left side',
        service: clinic.providerId,
      },
      patient,
    );
    return { patient, consultation };
  };
  const approve = (consultationId: string) =>
    harness.ok(
      bookingCommands.updateConsultationStatus.subject,
      { consultationId, status: 'approved' },
      admin,
    );

  it('cancels an approved consultation, frees its place, audits the patient and announces it; a second time changes nothing', async () => {
    const { patient, consultation } = await book();
    await approve(consultation.id);
    // The clinic has one doctor: the slot is full for another patient.
    expect(
      await harness.call(
        bookingCommands.bookConsultation.subject,
        {
          fullName: `Ravi ${tag}`,
          phoneNumber: '9123456780',
          consultationTime: `${day(4)} 10:00 AM`,
          purpose: 'Cleaning and a check of the gums',
          service: clinic.providerId,
        },
        aPatient(),
      ),
    ).toMatchObject({ ok: false, error: { code: 'BOOKING.SLOT_FULL' } });

    expect(await notification.ok(cancel, { consultationId: consultation.id, patientId: patient.id })).toEqual(
      {
        consultationId: consultation.id,
        status: 'cancelled',
        cancelled: true,
      },
    );
    const row = await harness.prisma.consultation.findUniqueOrThrow({ where: { id: consultation.id } });
    expect(row).toMatchObject({ status: 'cancelled', heldDay: null, heldMinute: null });
    const decisions = await harness.prisma.consultationDecision.findMany({
      where: { consultationId: consultation.id },
      orderBy: { at: 'asc' },
    });
    expect(decisions.map((d) => [d.action, d.actorId])).toEqual([
      ['approved', admin.id],
      ['patient_cancelled', patient.id],
    ]);
    const announced = (await outboxRows(harness.prisma)).filter(
      (r) =>
        r.subject === bookingEvents.consultationCancelled.subject &&
        (r.payload.data as ConsultationCancelledEvent).consultationId === consultation.id,
    );
    expect(announced).toHaveLength(1);
    expect(announced[0]!.payload.data).toMatchObject({
      patientId: patient.id,
      clinicId: clinic.providerId,
      cancelledBy: 'patient',
    });

    // The freed place can be booked again.
    await book(aPatient());
    // Followed twice: the same answer, nothing more written or announced.
    expect(
      await notification.ok(cancel, { consultationId: consultation.id, patientId: patient.id }),
    ).toMatchObject({ cancelled: false });
    expect(
      (await outboxRows(harness.prisma)).filter(
        (r) => r.subject === bookingEvents.consultationCancelled.subject,
      ),
    ).toHaveLength(1);
  });

  it("refuses another patient's consultation (not found) and one that is not approved; only the notification service may ask", async () => {
    const { patient, consultation } = await book(aPatient(), `${day(5)} 2:00 PM`);
    expect(
      await notification.call(cancel, { consultationId: consultation.id, patientId: randomUUID() }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(
      await notification.call(cancel, { consultationId: consultation.id, patientId: patient.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'BOOKING.NOT_CANCELLABLE' },
    });
    expect(
      (await harness.prisma.consultation.findUniqueOrThrow({ where: { id: consultation.id } })).status,
    ).toBe('pending');
    expect(natsPermissionsFor('gateway').publish.deny).toContain(cancel);
    expect(natsPermissionsFor('notification').publish.allow).toContain(cancel);
  });
});
