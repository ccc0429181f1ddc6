import { MessageProviderPact, type MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import { addDays, todayInIndia } from '@hp/contracts';
import { pactFilesOf } from '@hp/service-platform/testing';
import { decisionEvent } from '../../src/consultations/consultation-events.js';
import type { ConsultationRow } from '../../src/consultations/consultation-view.js';
import { alternativeExpiry } from '../../src/consultations/schedule.js';

/** A consultation at an approved clinic as the repository reads it, decided by an admin at `now`. */
function decided(now: Date, decision: Partial<ConsultationRow>): ConsultationRow {
  const day = new Date(`${addDays(todayInIndia(), 7)}T00:00:00.000Z`);
  return {
    id: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e01',
    patientId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e02',
    clinicId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e03',
    fullName: 'Asha Verma',
    phone: '9876543210',
    purpose: 'Tooth ache for a week',
    day,
    startMinute: 14 * 60 + 30,
    status: 'pending',
    heldDay: null,
    heldMinute: null,
    alternativeDay: null,
    alternativeMinute: null,
    alternativeStatus: null,
    alternativeExpiresAt: null,
    alternativeAnsweredAt: null,
    adminNote: null,
    decidedAt: now,
    decidedBy: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e04',
    searchText: 'asha verma 9876543210',
    correlationId: 'pact-correlation-id',
    paymentLinkId: null,
    paymentStatus: null,
    paymentUpdatedAt: null,
    createdAt: now,
    clinic: {
      providerId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e03',
      accountId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e05',
      name: 'Pact Care Clinic',
      email: 'care.clinic@example.com',
      phone: '9876500011',
      address: '12 Hill Road',
      location: 'Thane',
      specializations: ['Dentistry'],
      numberOfDoctors: 2,
      active: true,
      updatedAt: now,
    },
    ...decision,
  };
}

/** What the outbox relay publishes: the envelope decisionEvent builds (the one the admin's decision writes). */
function published(row: ConsultationRow, now: Date): MessageFromProviderWithMetadata {
  const event = decisionEvent(row, row.correlationId, now);
  return { __pactMessageMetadata: { subject: event.subject }, message: event.envelope };
}

/**
 * Message pacts (JetStream events): the decisions the notification service's pact expects, built by booking's own
 * decisionEvent (what the admin's approval or rejection writes to the outbox) and compared with the pact.
 */
describe('booking service as a message Pact provider', () => {
  it('publishes every event its consumers expect', async () => {
    await new MessageProviderPact({
      provider: 'booking',
      pactUrls: pactFilesOf('booking'),
      logLevel: 'warn',
      stateHandlers: {
        'an admin approved a consultation for another time with a note': () => Promise.resolve(undefined),
        'an admin rejected a consultation': () => Promise.resolve(undefined),
      },
      messageProviders: {
        'booking.evt.consultation-approved.v1 with an alternative time': () => {
          const now = new Date();
          return published(
            decided(now, {
              status: 'approved',
              alternativeDay: new Date(`${addDays(todayInIndia(), 8)}T00:00:00.000Z`),
              alternativeMinute: 16 * 60,
              alternativeStatus: 'offered',
              alternativeExpiresAt: alternativeExpiry(now),
              adminNote: 'The doctor is away that afternoon',
            }),
            now,
          );
        },
        'booking.evt.consultation-rejected.v1 with the reason': () => {
          const now = new Date();
          return published(decided(now, { status: 'rejected', adminNote: 'The clinic is closed that day' }), now);
        },
      },
    }).verify();
  });
});
