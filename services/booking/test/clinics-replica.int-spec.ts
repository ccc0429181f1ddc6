import { randomUUID } from 'node:crypto';
import {
  addDays,
  bookingCommands,
  deadLetterStreamOf,
  todayInIndia,
  verificationEvents,
  type ConsultationSlotsResponse,
} from '@hp/contracts/server';
import { jetstreamManager } from '@nats-io/jetstream';
import { envelopeOf, eventually, processedEventIds } from '@hp/service-platform/testing';
import {
  aPatient,
  clinicApproval,
  clinicRejection,
  startBookingHarness,
  type BookingHarness,
} from './support/harness.js';

const approved = verificationEvents.providerApproved.subject;
const rejected = verificationEvents.providerRejected.subject;
const date = addDays(todayInIndia(), 4);

/** booking's replica of approved clinics, fed by verification's decisions through durable consumers. */
describe("booking's clinics, from verification's events (integration)", () => {
  let harness: BookingHarness;
  const patient = aPatient();
  const slotsOf = (service: string) =>
    harness.call(bookingCommands.consultationSlots.subject, { service, date }, patient);

  beforeAll(async () => {
    harness = await startBookingHarness();
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('opens an approved clinic for bookings, with a place per doctor', async () => {
    const clinic = clinicApproval({ numberOfDoctors: 3 });
    await harness.deliver(approved, envelopeOf(clinic), 'clinic-approved');
    const answer = (await slotsOf(clinic.providerId)) as { ok: true; data: ConsultationSlotsResponse };
    expect(answer.ok).toBe(true);
    expect(answer.data.slots[0]).toMatchObject({ capacity: 3, placesLeft: 3, state: 'free' });
    expect(
      await harness.prisma.clinic.findUniqueOrThrow({ where: { providerId: clinic.providerId } }),
    ).toMatchObject({
      accountId: clinic.accountId,
      name: clinic.name,
      email: clinic.email,
      phone: clinic.phone,
      active: true,
    });
  });

  it('keeps no pharmacy or laboratory', async () => {
    for (const entityType of ['pharmacy', 'lab'] as const) {
      const provider = clinicApproval({ entityType, specializations: [] });
      await harness.deliver(approved, envelopeOf(provider), 'clinic-approved');
      expect(await slotsOf(provider.providerId)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('handles an event once: a redelivery with the same id changes nothing', async () => {
    const clinic = clinicApproval({ numberOfDoctors: 2 });
    const event = envelopeOf(clinic);
    await harness.deliver(approved, event, 'clinic-approved');
    // The same event id again, even with other data (a stray duplicate), is dropped by its id.
    const duplicate = envelopeOf({ ...clinic, numberOfDoctors: 9, name: 'Changed' }, event.eventId);
    // JetStream would drop a second publish with the same message id; publish it under a new one so that it
    // reaches the consumer, which must drop it by the event id.
    await harness.publish(approved, duplicate, randomUUID());
    const marker = envelopeOf(clinicApproval());
    await harness.deliver(approved, marker, 'clinic-approved'); // delivered after the duplicate
    const ids = await processedEventIds(harness.prisma, 'booking-clinic-approved');
    expect(ids.filter((id) => id === event.eventId)).toHaveLength(1);
    expect(
      await harness.prisma.clinic.findUniqueOrThrow({ where: { providerId: clinic.providerId } }),
    ).toMatchObject({
      name: clinic.name,
      numberOfDoctors: 2,
    });
    expect(await harness.prisma.clinicPlace.count({ where: { clinicId: clinic.providerId } })).toBe(3);
  });

  it('updates the places when the number of doctors changes', async () => {
    const clinic = clinicApproval({ numberOfDoctors: 4 });
    await harness.deliver(approved, envelopeOf(clinic), 'clinic-approved');
    await harness.deliver(approved, envelopeOf({ ...clinic, numberOfDoctors: 1 }), 'clinic-approved');
    const answer = (await slotsOf(clinic.providerId)) as { ok: true; data: ConsultationSlotsResponse };
    expect(answer.data.slots[0]).toMatchObject({ capacity: 1, placesLeft: 1 });
    expect(await harness.prisma.clinicPlace.count({ where: { clinicId: clinic.providerId } })).toBe(2);
  });

  it('takes no new bookings at a clinic verification rejected', async () => {
    const clinic = clinicApproval();
    await harness.deliver(approved, envelopeOf(clinic), 'clinic-approved');
    await harness.deliver(rejected, envelopeOf(clinicRejection(clinic)), 'clinic-rejected');
    expect(await slotsOf(clinic.providerId)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'This clinic is not available for booking.' },
    });
    // A rejection of a clinic never kept here is handled (and recorded) all the same.
    const never = envelopeOf(clinicRejection(clinicApproval()));
    await harness.deliver(rejected, never, 'clinic-rejected');
  });

  it('dead-letters a message that is not the event, and goes on', async () => {
    const poison = {
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      correlationId: 'c',
      data: { nope: 1 },
    };
    await harness.publish(approved, poison);
    const jsm = await jetstreamManager(harness.nats);
    const deadLetters = deadLetterStreamOf('booking').name;
    await eventually(async () => {
      const info = await jsm.streams.info(deadLetters, { subjects_filter: '>' });
      const subjects = Object.keys(info.state.subjects ?? {});
      expect(subjects).toContain(`booking.dlq.booking-clinic-approved.${approved}`);
    }, 15_000);
    await harness.approveClinic(); // the consumer still works
  });
});
