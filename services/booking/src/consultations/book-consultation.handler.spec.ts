import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { bookingEvents, Role, type Actor } from '@hp/contracts';
import { DomainError } from '@hp/service-platform';
import { as } from '@hp/service-platform/testing';
import type { Clinic } from '../generated/prisma/client.js';
import { BookConsultationHandler } from './book-consultation.handler.js';
import type { ConsultationRow } from './consultation-view.js';
import type { EventOf, NewConsultation, Refusal } from './consultations.repository.js';

// 10:05 in India on 1 December 2030
const now = new Date('2030-12-01T04:35:00.000Z');
const patient: Actor = { id: randomUUID(), role: Role.User, sessionId: 's-1' };
const meta = { correlationId: 'corr-1', actor: patient };

const clinic: Clinic = {
  providerId: randomUUID(),
  accountId: randomUUID(),
  name: 'Asha Dental Clinic',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 Hill Road',
  location: 'Bandra West',
  specializations: ['Dentistry'],
  numberOfDoctors: 2,
  active: true,
  updatedAt: now,
};

const booking = (consultationTime: string) => ({
  fullName: 'Asha Rao',
  phoneNumber: '9876543210',
  consultationTime,
  purpose: 'Tooth pain on the lower left side',
  service: clinic.providerId,
  serviceType: 'Clinic' as const,
});

function setup(outcome: 'booked' | Refusal = 'booked', known = true) {
  const stored: { consultation?: NewConsultation; event?: ReturnType<EventOf> } = {};
  const consultations = {
    book: jest.fn((consultation: NewConsultation, event: EventOf) => {
      stored.consultation = consultation;
      if (outcome !== 'booked') return Promise.resolve(outcome);
      const row: ConsultationRow = {
        id: randomUUID(),
        patientId: consultation.patientId,
        clinicId: consultation.clinic.providerId,
        fullName: consultation.fullName,
        phone: consultation.phone,
        purpose: consultation.purpose,
        day: new Date(`${consultation.slot.day}T00:00:00Z`),
        startMinute: consultation.slot.minute,
        status: 'pending',
        heldDay: new Date(`${consultation.slot.day}T00:00:00Z`),
        heldMinute: consultation.slot.minute,
        alternativeDay: null,
        alternativeMinute: null,
        alternativeStatus: null,
        alternativeExpiresAt: null,
        alternativeAnsweredAt: null,
        adminNote: null,
        decidedAt: null,
        decidedBy: null,
        paymentLinkId: null,
        paymentStatus: null,
        paymentUpdatedAt: null,
        searchText: '',
        correlationId: consultation.correlationId,
        createdAt: now,
        clinic,
      };
      stored.event = event(row);
      return Promise.resolve(row);
    }),
  };
  const clinics = { findBookable: jest.fn(() => Promise.resolve(known ? clinic : null)) };
  const relay = { nudge: jest.fn() };
  const handler = new BookConsultationHandler(as(clinics), as(consultations), as(relay));
  return { handler, consultations, relay, stored };
}

describe('BookConsultationHandler', () => {
  it("books the slot for the caller, in India's time, and announces it", async () => {
    const { handler, relay, stored } = setup();
    const answer = await handler.execute(booking('2030-12-03 2:30 PM'), meta, now);
    expect(stored.consultation).toEqual({
      patientId: patient.id,
      clinic,
      fullName: 'Asha Rao',
      phone: '9876543210',
      purpose: 'Tooth pain on the lower left side',
      slot: { day: '2030-12-03', minute: 870 },
      correlationId: 'corr-1',
    });
    expect(stored.event?.subject).toBe(bookingEvents.consultationRequested.subject);
    expect(stored.event?.envelope).toMatchObject({
      correlationId: 'corr-1',
      data: { patientId: patient.id, time: '2:30 PM', startsAt: '2030-12-03T09:00:00.000Z' },
    });
    expect(answer.consultation).toMatchObject({ status: 'pending', patientId: patient.id, time: '2:30 PM' });
    expect(relay.nudge).toHaveBeenCalledTimes(1);
  });

  it('refuses a slot of today that has begun by now (the request was checked a moment earlier)', async () => {
    const { handler, consultations } = setup();
    await expect(handler.execute(booking('2030-12-01 10:00 AM'), meta, now)).rejects.toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { consultationTime: 'This time has already passed. Please choose a later time.' },
    });
    await expect(handler.execute(booking('2030-12-01 10:30 AM'), meta, now)).resolves.toBeDefined();
    expect(consultations.book).toHaveBeenCalledTimes(1);
  });

  it('answers a clinic that takes no bookings with NOT_FOUND, a full slot with BOOKING.SLOT_FULL', async () => {
    await expect(
      setup('booked', false).handler.execute(booking('2030-12-03 2:30 PM'), meta, now),
    ).rejects.toEqual(new DomainError('NOT_FOUND', 'This clinic is not available for booking.'));
    const full = setup('slot-full');
    await expect(full.handler.execute(booking('2030-12-03 2:30 PM'), meta, now)).rejects.toMatchObject({
      code: 'BOOKING.SLOT_FULL',
    });
    expect(full.relay.nudge).not.toHaveBeenCalled();
  });

  it('books for patients only', async () => {
    const { handler } = setup();
    for (const actor of [
      undefined,
      { ...patient, role: Role.Admin },
      { ...patient, role: Role.Provider, entityType: 'clinic' as const },
      { ...patient, id: 'usr_not_an_account_id' },
    ]) {
      await expect(
        handler.execute(booking('2030-12-03 2:30 PM'), { correlationId: 'c', actor }, now),
      ).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    }
  });
});
