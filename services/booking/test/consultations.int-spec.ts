import { randomUUID } from 'node:crypto';
import {
  addDays,
  bookingCommands,
  bookingEvents,
  eventStreamOf,
  todayInIndia,
  type Actor,
  type ConsultationAnswer,
  type ConsultationListResponse,
  type ConsultationSlotsResponse,
  type ProviderApprovedEvent,
} from '@hp/contracts/server';
import { jetstreamManager } from '@nats-io/jetstream';
import { eventually, outboxRows } from '@hp/service-platform/testing';
import { aPatient, anAdmin, startBookingHarness, theClinic, type BookingHarness } from './support/harness.js';

const book = bookingCommands.bookConsultation.subject;
const slots = bookingCommands.consultationSlots.subject;
const day = (ahead: number) => addDays(todayInIndia(), ahead);

/** A patient books real slots at approved clinics: validation, places, concurrency, ownership, the event. */
describe('booking a consultation (integration)', () => {
  let harness: BookingHarness;
  let clinic: ProviderApprovedEvent;
  const patient = aPatient();

  const booking = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Asha Rao',
    phoneNumber: '9876543210',
    consultationTime: `${day(7)} 10:30 AM`,
    purpose: 'Tooth pain on the lower left side',
    service: clinic.providerId,
    serviceType: 'Clinic',
    ...overrides,
  });

  const bookAs = (actor: Actor | undefined, overrides: Record<string, unknown> = {}) =>
    harness.call<ConsultationAnswer>(book, booking(overrides), actor);

  /** How many places of the slot the database says are taken, and how many consultations hold one. */
  async function placesOf(clinicId: string, date: string, minute: number) {
    const [slot] = await harness.prisma.$queryRaw<{ taken: number }[]>`
      SELECT taken FROM slot_places WHERE clinic_id = ${clinicId}::uuid AND day = ${date}::date
        AND start_minute = ${minute}::smallint`;
    const holding = await harness.prisma.consultation.count({
      where: { clinicId, heldDay: new Date(`${date}T00:00:00Z`), heldMinute: minute },
    });
    return { taken: slot?.taken ?? 0, holding };
  }

  beforeAll(async () => {
    harness = await startBookingHarness();
    clinic = await harness.approveClinic({ numberOfDoctors: 2 });
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('stores the consultation pending, with the caller as its patient, and says so', async () => {
    const answer = await harness.ok<ConsultationAnswer>(
      book,
      { ...booking({ consultationTime: `${day(3)} 9:00 AM` }), patientId: randomUUID(), status: 'approved' },
      patient,
    );
    expect(answer.message).toBe(
      `Consultation request submitted successfully for Asha Dental Clinic on ${day(3)} at 9:00 AM! Your request is now under admin review.`,
    );
    expect(answer.consultation).toMatchObject({
      fullName: 'Asha Rao',
      phoneNumber: '9876543210',
      consultationTime: `${day(3)} 9:00 AM`,
      date: day(3),
      time: '9:00 AM',
      status: 'pending',
      patientId: patient.id,
      serviceType: 'Clinic',
      service: { id: clinic.providerId, name: 'Asha Dental Clinic', location: 'Bandra West' },
      alternative: null,
      adminNote: null,
    });
    // 9:00 AM in India is 03:30 UTC
    expect(answer.consultation.dateTime).toBe(`${day(3)}T03:30:00.000Z`);
    const stored = await harness.prisma.consultation.findUniqueOrThrow({
      where: { id: answer.consultation.id },
    });
    expect(stored).toMatchObject({ patientId: patient.id, status: 'pending', startMinute: 540 });
    expect(await placesOf(clinic.providerId, day(3), 540)).toEqual({ taken: 1, holding: 1 });
  });

  it("announces it once: one outbox row, one message on booking's stream", async () => {
    const answer = await harness.ok<ConsultationAnswer>(
      book,
      booking({ consultationTime: `${day(4)} 11:30 AM` }),
      patient,
    );
    const subject = bookingEvents.consultationRequested.subject;
    const rows = (await outboxRows(harness.prisma)).filter(
      (row) => (row.payload.data as { consultationId?: string }).consultationId === answer.consultation.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe(subject);
    expect(rows[0]!.payload.data).toEqual({
      consultationId: answer.consultation.id,
      patientId: patient.id,
      clinicId: clinic.providerId,
      clinicName: 'Asha Dental Clinic',
      fullName: 'Asha Rao',
      phoneNumber: '9876543210',
      date: day(4),
      time: '11:30 AM',
      startsAt: `${day(4)}T06:00:00.000Z`,
      purpose: 'Tooth pain on the lower left side',
      requestedAt: answer.consultation.createdAt,
    });
    const written = (await outboxRows(harness.prisma)).filter((row) => row.subject === subject).length;
    const jsm = await jetstreamManager(harness.nats);
    await eventually(async () => {
      const info = await jsm.streams.info(eventStreamOf('booking').name, { subjects_filter: subject });
      expect(info.state.subjects?.[subject]).toBe(written);
    }, 10_000);
  });

  it("refuses a bad request with the spec's messages and stores nothing", async () => {
    const before = await harness.prisma.consultation.count();
    const reply = await bookAs(patient, {
      fullName: 'A',
      phoneNumber: '12345',
      consultationTime: `${day(91)} 10:30 AM`,
      purpose: 'Pain',
      service: 'not-a-clinic',
    });
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION.FAILED',
        message: 'Some fields are not valid.',
        fields: {
          fullName: 'Full name must be at least 2 characters long',
          phoneNumber: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
          consultationTime: 'Please choose a date within the next 90 days',
          purpose: 'Purpose must be at least 10 characters long',
          service: 'Please choose a clinic',
        },
      },
    });
    const missing = await harness.call(book, {}, patient);
    expect(missing).toMatchObject({
      ok: false,
      error: {
        fields: {
          fullName: 'Full name is required',
          phoneNumber: 'Phone number is required',
          consultationTime: 'Consultation date is required',
          purpose: 'Purpose of consultation is required',
          service: 'Please choose a clinic',
        },
      },
    });
    for (const [consultationTime, message] of [
      [day(5), 'Consultation time is required'],
      [`${day(-1)} 10:30 AM`, 'Please choose today or a later date'],
      [`${day(5)} 12:30 PM`, 'Please choose one of the available times'],
    ] as const) {
      expect(await bookAs(patient, { consultationTime })).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION.FAILED', fields: { consultationTime: message } },
      });
    }
    expect(await harness.prisma.consultation.count()).toBe(before);
  });

  it('books only approved clinics', async () => {
    expect(await bookAs(patient, { service: randomUUID() })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'This clinic is not available for booking.' },
    });
  });

  it('takes the places the clinic has doctors, then answers the slot is full', async () => {
    const time = `${day(10)} 3:00 PM`;
    expect((await bookAs(patient, { consultationTime: time })).ok).toBe(true);
    expect((await bookAs(aPatient(), { consultationTime: time })).ok).toBe(true);
    expect(await bookAs(aPatient(), { consultationTime: time })).toEqual({
      ok: false,
      error: { code: 'BOOKING.SLOT_FULL', message: 'This time slot is full. Please choose another time.' },
    });
    expect(await placesOf(clinic.providerId, day(10), 900)).toEqual({ taken: 2, holding: 2 });
  });

  it("shows the day's slots: free with the places left, full, for the form's dropdown", async () => {
    const answer = await harness.ok<ConsultationSlotsResponse>(
      slots,
      { service: clinic.providerId, date: day(10) },
      patient,
    );
    expect(answer.slots.map((slot) => slot.time)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
      '4:30 PM',
    ]);
    expect(answer.slots.find((slot) => slot.time === '3:00 PM')).toEqual({
      time: '3:00 PM',
      consultationTime: `${day(10)} 3:00 PM`,
      startsAt: `${day(10)}T09:30:00.000Z`,
      capacity: 2,
      placesLeft: 0,
      state: 'full',
    });
    expect(answer.slots.find((slot) => slot.time === '9:00 AM')).toMatchObject({
      placesLeft: 2,
      state: 'free',
    });
    expect(await harness.call(slots, { service: clinic.providerId, date: day(100) }, patient)).toMatchObject({
      ok: false,
      error: { fields: { date: 'Please choose a date within the next 90 days' } },
    });
  });

  it('never gives more places than doctors, when 30 patients book the last places at once', async () => {
    const busy = await harness.approveClinic({ name: 'Busy Care Clinic', numberOfDoctors: 5 });
    const time = `${day(12)} 4:30 PM`;
    for (let index = 0; index < 3; index++)
      expect((await bookAs(aPatient(), { service: busy.providerId, consultationTime: time })).ok).toBe(true);

    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        bookAs(aPatient(), { service: busy.providerId, consultationTime: time }),
      ),
    );
    const booked = replies.filter((reply) => reply.ok);
    const full = replies.filter((reply) => !reply.ok && reply.error.code === 'BOOKING.SLOT_FULL');
    expect({ booked: booked.length, full: full.length }).toEqual({ booked: 2, full: 28 });
    expect(await placesOf(busy.providerId, day(12), 990)).toEqual({ taken: 5, holding: 5 });
  });

  it('never gives more places than doctors, when 30 patients book an empty slot at once', async () => {
    const fresh = await harness.approveClinic({ name: 'Fresh Smile Clinic', numberOfDoctors: 4 });
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        bookAs(aPatient(), { service: fresh.providerId, consultationTime: `${day(20)} 9:30 AM` }),
      ),
    );
    expect(replies.filter((reply) => reply.ok)).toHaveLength(4);
    expect(await placesOf(fresh.providerId, day(20), 570)).toEqual({ taken: 4, holding: 4 });
  });

  it('refuses more places than doctors in the database itself (the foreign key), whatever the code says', async () => {
    const time = { day: day(10), minute: 900 }; // full: 2 of 2
    await expect(
      harness.prisma.$executeRaw`
        UPDATE slot_places SET taken = taken + 1
        WHERE clinic_id = ${clinic.providerId}::uuid AND day = ${time.day}::date AND start_minute = ${time.minute}::smallint`,
    ).rejects.toThrow(/foreign key|slot_places_clinic_id_taken_fkey/i);
  });

  it("lists the patient's own consultations, newest first, and keeps others' out of sight", async () => {
    const someone = aPatient();
    const mine: string[] = [];
    for (const time of ['2:00 PM', '2:30 PM', '3:30 PM']) {
      const answer = await harness.ok<ConsultationAnswer>(
        book,
        booking({ consultationTime: `${day(15)} ${time}` }),
        someone,
      );
      mine.push(answer.consultation.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ConsultationListResponse = await harness.ok<ConsultationListResponse>(
        bookingCommands.myConsultations.subject,
        { limit: 2, ...(cursor ? { cursor } : {}) },
        someone,
      );
      seen.push(...page.consultations.map((consultation) => consultation.id));
      expect(page.consultations.every((consultation) => consultation.patientId === someone.id)).toBe(true);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...mine].reverse());

    // Another patient's consultation is not found (not forbidden), here and for an answer to an alternative time.
    for (const subject of [
      bookingCommands.myConsultation.subject,
      bookingCommands.acceptAlternative.subject,
      bookingCommands.declineAlternative.subject,
    ]) {
      expect(await harness.call(subject, { id: mine[0] }, patient)).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND' },
      });
    }
    expect(await harness.ok(bookingCommands.myConsultation.subject, { id: mine[0] }, someone)).toMatchObject({
      consultation: { id: mine[0], status: 'pending' },
    });
  });

  it('answers patients only, even when asked directly', async () => {
    const provider = theClinic(clinic);
    for (const actor of [undefined, anAdmin(), provider]) {
      for (const [subject, data] of [
        [book, booking()],
        [slots, { service: clinic.providerId, date: day(3) }],
        [bookingCommands.myConsultations.subject, {}],
      ] as const) {
        expect(await harness.call(subject, data, actor)).toMatchObject({
          ok: false,
          error: { code: 'AUTH.FORBIDDEN' },
        });
      }
    }
  });
});
