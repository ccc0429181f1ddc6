import { randomUUID } from 'node:crypto';
import {
  addDays,
  bookingCommands,
  bookingEvents,
  Role,
  todayInIndia,
  type Actor,
  type AdminConsultationDetailResponse,
  type AdminConsultationsResponse,
  type ClinicPatientsResponse,
  type ConsultationAnswer,
  type ProviderApprovedEvent,
  type UpdateConsultationStatusResponse,
} from '@hp/contracts';
import { outboxRows } from '@hp/service-platform/testing';
import { AlternativeExpiryJob } from '../src/consultations/alternative-expiry.job.js';
import { aPatient, anAdmin, startBookingHarness, theClinic, type BookingHarness } from './support/harness.js';

const day = (ahead: number) => addDays(todayInIndia(), ahead);
const decide = bookingCommands.updateConsultationStatus.subject;
const list = bookingCommands.adminConsultations.subject;

/** The admins' review (list, search, counters, decisions, audit), alternative times, and the clinic's own list. */
describe('reviewing consultations (integration)', () => {
  let harness: BookingHarness;
  let clinic: ProviderApprovedEvent;
  let other: ProviderApprovedEvent;
  const admin = anAdmin();
  const patient = aPatient();
  const tag = `t${randomUUID().slice(0, 6)}`;

  const bookAt = async (
    consultationTime: string,
    options: { who?: Actor; name?: string; phone?: string; at?: ProviderApprovedEvent } = {},
  ) =>
    (
      await harness.ok<ConsultationAnswer>(
        bookingCommands.bookConsultation.subject,
        {
          fullName: options.name ?? `Asha ${tag}`,
          phoneNumber: options.phone ?? '9876543210',
          consultationTime,
          purpose: 'Tooth pain on the lower left side',
          service: (options.at ?? clinic).providerId,
        },
        options.who ?? patient,
      )
    ).consultation;

  async function taken(clinicId: string, date: string, minute: number) {
    const [slot] = await harness.prisma.$queryRaw<{ taken: number }[]>`
      SELECT taken FROM slot_places WHERE clinic_id = ${clinicId}::uuid AND day = ${date}::date
        AND start_minute = ${minute}::smallint`;
    return slot?.taken ?? 0;
  }

  const eventsAbout = async (consultationId: string) =>
    (await outboxRows(harness.prisma))
      .filter((row) => (row.payload.data as { consultationId?: string }).consultationId === consultationId)
      .map((row) => row.subject);

  beforeAll(async () => {
    harness = await startBookingHarness();
    clinic = await harness.approveClinic({ name: `Lotus ${tag} Clinic`, numberOfDoctors: 1 });
    other = await harness.approveClinic({ name: `Palm ${tag} Hospital`, numberOfDoctors: 3 });
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  describe('the admin list', () => {
    beforeAll(async () => {
      await bookAt(`${day(2)} 9:00 AM`, { name: `Meera ${tag}`, phone: '9123456780' });
      await bookAt(`${day(2)} 9:30 AM`, { name: `Ravi ${tag}`, phone: '9988776655', at: other });
      await bookAt(`${day(2)} 10:00 AM`, { name: `Kiran ${tag}`, phone: '9000011111', at: other });
    });

    it('answers the newest first, searched by name, phone or clinic, with the counters', async () => {
      const byName = await harness.ok<AdminConsultationsResponse>(list, { search: `MEERA ${tag}` }, admin);
      expect(byName.consultations.map((consultation) => consultation.fullName)).toEqual([`Meera ${tag}`]);
      const byPhone = await harness.ok<AdminConsultationsResponse>(list, { search: '998877' }, admin);
      expect(byPhone.consultations.map((consultation) => consultation.fullName)).toEqual([`Ravi ${tag}`]);
      const byClinic = await harness.ok<AdminConsultationsResponse>(list, { search: `palm ${tag}` }, admin);
      expect(byClinic.consultations.map((consultation) => consultation.fullName)).toEqual([
        `Kiran ${tag}`,
        `Ravi ${tag}`,
      ]);
      expect(byClinic.counts).toMatchObject({ all: 3, pending: 3, approved: 0, rejected: 0, cancelled: 0 });
      // % and _ are looked for as they are, not as patterns
      expect(
        (await harness.ok<AdminConsultationsResponse>(list, { search: '%' }, admin)).consultations,
      ).toEqual([]);
    });

    it('pages with the cursor, each consultation once', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminConsultationsResponse = await harness.ok<AdminConsultationsResponse>(
          list,
          { search: tag, limit: 2, ...(cursor ? { cursor } : {}) },
          admin,
        );
        seen.push(...page.consultations.map((consultation) => consultation.fullName));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([`Kiran ${tag}`, `Ravi ${tag}`, `Meera ${tag}`]);
    });

    it('answers no one but an admin, even when asked directly', async () => {
      for (const actor of [undefined, patient, theClinic(clinic)]) {
        for (const [subject, data] of [
          [list, {}],
          [bookingCommands.adminConsultation.subject, { id: randomUUID() }],
          [decide, { consultationId: randomUUID(), status: 'approved' }],
        ] as const) {
          expect(await harness.call(subject, data, actor)).toMatchObject({
            ok: false,
            error: { code: 'AUTH.FORBIDDEN' },
          });
        }
      }
    });
  });

  describe('decisions', () => {
    it('approves a pending consultation, audited with the admin, announced once; a second decision is refused', async () => {
      const consultation = await bookAt(`${day(3)} 11:00 AM`);
      const answer = await harness.ok<UpdateConsultationStatusResponse>(
        decide,
        { consultationId: consultation.id, status: 'approved', adminNote: 'See you then' },
        admin,
      );
      expect(answer).toMatchObject({
        success: true,
        message: 'Consultation approved successfully!',
        consultation: {
          id: consultation.id,
          status: 'approved',
          adminNote: 'See you then',
          alternative: null,
        },
      });
      expect(await taken(clinic.providerId, day(3), 660)).toBe(1);

      const again = await harness.call(
        decide,
        { consultationId: consultation.id, status: 'rejected', adminNote: 'x' },
        admin,
      );
      expect(again).toEqual({
        ok: false,
        error: {
          code: 'BOOKING.DECISION_NOT_ALLOWED',
          message: 'Only a pending consultation can be approved or rejected.',
        },
      });

      const detail = await harness.ok<AdminConsultationDetailResponse>(
        bookingCommands.adminConsultation.subject,
        { id: consultation.id },
        admin,
      );
      expect(detail.decisions).toEqual([
        {
          action: 'approved',
          fromStatus: 'pending',
          toStatus: 'approved',
          note: 'See you then',
          alternativeTime: null,
          actorId: admin.id,
          actorRole: Role.Admin,
          at: expect.any(String),
        },
      ]);
      expect(await eventsAbout(consultation.id)).toEqual([
        bookingEvents.consultationRequested.subject,
        bookingEvents.consultationApproved.subject,
      ]);
      const approved = (await outboxRows(harness.prisma)).find(
        (row) =>
          row.subject === bookingEvents.consultationApproved.subject &&
          (row.payload.data as { consultationId: string }).consultationId === consultation.id,
      );
      expect(approved!.payload.data).toMatchObject({
        alternative: null,
        adminNote: 'See you then',
        decidedBy: admin.id,
      });
    });

    it('rejects with a required reason and frees the place', async () => {
      const consultation = await bookAt(`${day(3)} 11:30 AM`);
      expect(await taken(clinic.providerId, day(3), 690)).toBe(1);
      expect(
        await harness.call(decide, { consultationId: consultation.id, status: 'rejected' }, admin),
      ).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION.FAILED', fields: { adminNote: 'Please give a reason for the rejection' } },
      });
      const answer = await harness.ok<UpdateConsultationStatusResponse>(
        decide,
        { consultationId: consultation.id, status: 'rejected', adminNote: 'The clinic is closed that day' },
        admin,
      );
      expect(answer.consultation).toMatchObject({
        status: 'rejected',
        adminNote: 'The clinic is closed that day',
      });
      expect(answer.message).toBe('Consultation rejected successfully!');
      expect(await taken(clinic.providerId, day(3), 690)).toBe(0);
      const rejected = (await outboxRows(harness.prisma)).find(
        (row) =>
          row.subject === bookingEvents.consultationRejected.subject &&
          (row.payload.data as { consultationId: string }).consultationId === consultation.id,
      );
      expect(rejected!.payload.data).toMatchObject({
        reason: 'The clinic is closed that day',
        decidedBy: admin.id,
      });
      // The place is free again: another patient gets it.
      await bookAt(`${day(3)} 11:30 AM`, { who: aPatient() });
    });

    it('answers an unknown consultation with 404 and a bad alternative field by field', async () => {
      expect(
        await harness.call(decide, { consultationId: randomUUID(), status: 'approved' }, admin),
      ).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
      expect(
        await harness.call(
          decide,
          {
            consultationId: randomUUID(),
            status: 'approved',
            alternativeDate: day(-1),
            alternativeTime: '2:00 PM',
          },
          admin,
        ),
      ).toMatchObject({
        ok: false,
        error: { fields: { alternativeDate: 'Alternative date cannot be before today' } },
      });
    });
  });

  describe('an alternative time', () => {
    /** A consultation approved with an alternative time: answers its id. */
    async function offered(asked: string, alternativeDate: string, alternativeTime: string, who = patient) {
      const consultation = await bookAt(asked, { who });
      const answer = await harness.ok<UpdateConsultationStatusResponse>(
        decide,
        {
          consultationId: consultation.id,
          status: 'approved',
          alternativeDate,
          alternativeTime,
          adminNote: 'The doctor is away that morning',
        },
        admin,
      );
      expect(answer.consultation).toMatchObject({
        status: 'approved',
        alternativeTime: `${alternativeDate} ${alternativeTime}`,
        alternative: { date: alternativeDate, time: alternativeTime, status: 'offered', answeredAt: null },
      });
      const expiresIn = Date.parse(answer.consultation.alternative!.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(23.9 * 3_600_000);
      expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000);
      return consultation.id;
    }

    it('moves the place to the alternative slot and keeps it when the patient accepts', async () => {
      const id = await offered(`${day(5)} 9:00 AM`, day(6), '2:00 PM');
      expect(await taken(clinic.providerId, day(5), 540)).toBe(0);
      expect(await taken(clinic.providerId, day(6), 840)).toBe(1);

      const accepted = await harness.ok<ConsultationAnswer>(
        bookingCommands.acceptAlternative.subject,
        { id },
        patient,
      );
      expect(accepted.message).toBe(`You accepted the alternative time: ${day(6)} 2:00 PM.`);
      expect(accepted.consultation).toMatchObject({
        status: 'approved',
        alternative: { status: 'accepted', answeredAt: expect.any(String) },
        dateTime: `${day(6)}T08:30:00.000Z`,
      });
      expect(await taken(clinic.providerId, day(6), 840)).toBe(1);
      expect(await harness.call(bookingCommands.declineAlternative.subject, { id }, patient)).toMatchObject({
        ok: false,
        error: { code: 'BOOKING.NO_OPEN_ALTERNATIVE' },
      });
      expect(await eventsAbout(id)).toEqual([
        bookingEvents.consultationRequested.subject,
        bookingEvents.consultationApproved.subject,
        bookingEvents.alternativeAccepted.subject,
      ]);
    });

    it('cancels the consultation and frees the place when the patient declines', async () => {
      const id = await offered(`${day(5)} 9:30 AM`, day(6), '2:30 PM');
      const declined = await harness.ok<ConsultationAnswer>(
        bookingCommands.declineAlternative.subject,
        { id },
        patient,
      );
      expect(declined.consultation).toMatchObject({
        status: 'cancelled',
        alternative: { status: 'declined' },
      });
      expect(await taken(clinic.providerId, day(6), 870)).toBe(0);
      const detail = await harness.ok<AdminConsultationDetailResponse>(
        bookingCommands.adminConsultation.subject,
        { id },
        admin,
      );
      expect(detail.decisions.map((decision) => [decision.action, decision.actorId])).toEqual([
        ['approved', admin.id],
        ['alternative_declined', patient.id],
      ]);
    });

    it('lets it lapse after 24 h (a sweep of the stored deadline), freeing the place', async () => {
      const id = await offered(`${day(5)} 10:00 AM`, day(6), '3:00 PM');
      const job = harness.service.app.get(AlternativeExpiryJob);
      expect(await job.expireOnce(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
      expect(await job.expireOnce(new Date(Date.now() + 25 * 3_600_000))).toBe(1);
      const { consultation } = await harness.ok<AdminConsultationDetailResponse>(
        bookingCommands.adminConsultation.subject,
        { id },
        admin,
      );
      expect(consultation).toMatchObject({ status: 'cancelled', alternative: { status: 'expired' } });
      expect(await taken(clinic.providerId, day(6), 900)).toBe(0);
      expect(await eventsAbout(id)).toContain(bookingEvents.alternativeExpired.subject);
      expect(await harness.call(bookingCommands.acceptAlternative.subject, { id }, patient)).toMatchObject({
        ok: false,
        error: { code: 'BOOKING.NO_OPEN_ALTERNATIVE' },
      });
      expect(await job.expireOnce(new Date(Date.now() + 25 * 3_600_000))).toBe(0);
    });

    it('is refused when the alternative slot is full, and nothing changes', async () => {
      await bookAt(`${day(8)} 4:00 PM`, { who: aPatient() }); // the clinic's one place
      const consultation = await bookAt(`${day(8)} 9:00 AM`);
      const reply = await harness.call(
        decide,
        {
          consultationId: consultation.id,
          status: 'approved',
          alternativeDate: day(8),
          alternativeTime: '4:00 PM',
        },
        admin,
      );
      expect(reply).toEqual({
        ok: false,
        error: {
          code: 'BOOKING.SLOT_FULL',
          message: 'The alternative time is full. Please choose another time.',
        },
      });
      const stored = await harness.prisma.consultation.findUniqueOrThrow({ where: { id: consultation.id } });
      expect(stored).toMatchObject({ status: 'pending', alternativeStatus: null, heldMinute: 540 });
      expect(await taken(clinic.providerId, day(8), 540)).toBe(1);
    });
  });

  describe("the clinic's own patients", () => {
    it("answers a clinic its own consultations only, and refuses a pharmacy's token", async () => {
      const mine = await bookAt(`${day(9)} 2:00 PM`, { name: `Own ${tag}`, at: other });
      const answer = await harness.ok<ClinicPatientsResponse>(
        bookingCommands.clinicPatients.subject,
        { limit: 100 },
        theClinic(other),
      );
      expect(answer.success).toBe(true);
      expect(answer.consultations.map((consultation) => consultation.id)).toContain(mine.id);
      expect(answer.consultations.every((consultation) => consultation.service.id === other.providerId)).toBe(
        true,
      );

      const unknown = theClinic({ ...other, accountId: randomUUID() });
      expect(
        await harness.ok<ClinicPatientsResponse>(bookingCommands.clinicPatients.subject, {}, unknown),
      ).toEqual({
        success: true,
        message: 'No consultations yet',
        consultations: [],
        nextCursor: null,
      });
      for (const actor of [{ ...theClinic(other), entityType: 'pharmacy' as const }, patient, admin]) {
        expect(await harness.call(bookingCommands.clinicPatients.subject, {}, actor)).toMatchObject({
          ok: false,
          error: { code: 'AUTH.FORBIDDEN' },
        });
      }
    });
  });
});
