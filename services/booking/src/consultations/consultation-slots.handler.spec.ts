import { randomUUID } from 'node:crypto';
import { Role } from '@hp/contracts';
import { as } from '@hp/service-platform/testing';
import { ConsultationSlotsHandler } from './consultation-slots.handler.js';

describe('ConsultationSlotsHandler', () => {
  const clinicId = randomUUID();
  const meta = { correlationId: 'c', actor: { id: randomUUID(), role: Role.User, sessionId: 's' } };
  const clinics = { findBookable: () => Promise.resolve({ providerId: clinicId, numberOfDoctors: 3 }) };
  // 9:00 AM full (3 of 3), 2:00 PM 1 taken
  const consultations = {
    placesTaken: () =>
      Promise.resolve(
        new Map([
          [540, 3],
          [840, 1],
        ]),
      ),
  };
  const handler = new ConsultationSlotsHandler(as(clinics), as(consultations));

  it('says of each slot whether it is free (places left), full, or past', async () => {
    // 12:10 PM in India on 1 December 2030
    const now = new Date('2030-12-01T06:40:00.000Z');
    const today = await handler.execute({ service: clinicId, date: '2030-12-01' }, meta, now);
    expect(today.slots.map((slot) => [slot.time, slot.state, slot.placesLeft])).toEqual([
      ['9:00 AM', 'past', 0],
      ['9:30 AM', 'past', 3],
      ['10:00 AM', 'past', 3],
      ['10:30 AM', 'past', 3],
      ['11:00 AM', 'past', 3],
      ['11:30 AM', 'past', 3],
      ['2:00 PM', 'free', 2],
      ['2:30 PM', 'free', 3],
      ['3:00 PM', 'free', 3],
      ['3:30 PM', 'free', 3],
      ['4:00 PM', 'free', 3],
      ['4:30 PM', 'free', 3],
    ]);
    const tomorrow = await handler.execute({ service: clinicId, date: '2030-12-02' }, meta, now);
    expect(tomorrow.slots[0]).toEqual({
      time: '9:00 AM',
      consultationTime: '2030-12-02 9:00 AM',
      startsAt: '2030-12-02T03:30:00.000Z',
      capacity: 3,
      placesLeft: 0,
      state: 'full',
    });
  });
});
