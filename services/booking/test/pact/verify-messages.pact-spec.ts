import { MessageProviderPact, type MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import type { PendingEvent } from '@hp/service-platform';
import { pactFilesOf } from '@hp/service-platform/testing';
import { cancelledEvent, decisionEvent } from '../../src/consultations/consultation-events.js';
import type { ConsultationRow } from '../../src/consultations/consultation-view.js';
import { alternativeExpiry } from '../../src/consultations/schedule.js';

const now = new Date('2030-01-05T09:30:00.000Z');

/** A consultation as booking stores it: 10:30 AM in India on 11 January 2030, at a clinic with one doctor. */
function consultation(overrides: Partial<ConsultationRow> = {}): ConsultationRow {
  const day = new Date('2030-01-11T00:00:00.000Z');
  return {
    id: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e11',
    patientId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e20',
    clinicId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e21',
    fullName: 'Asha Verma',
    phone: '9876543210',
    purpose: 'Tooth pain on the lower left side',
    day,
    startMinute: 630,
    status: 'approved',
    heldDay: day,
    heldMinute: 630,
    alternativeDay: null,
    alternativeMinute: null,
    alternativeStatus: null,
    alternativeExpiresAt: null,
    alternativeAnsweredAt: null,
    adminNote: null,
    decidedAt: now,
    decidedBy: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e22',
    searchText: '',
    correlationId: 'pact-correlation-id',
    paymentLinkId: null,
    paymentStatus: null,
    paymentUpdatedAt: null,
    createdAt: now,
    clinic: {
      providerId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e21',
      accountId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e23',
      name: 'Lotus Dental Clinic',
      email: 'lotus@example.com',
      phone: '9876543210',
      address: '12 Hill Road',
      location: 'Bandra West',
      specializations: ['Dentistry'],
      numberOfDoctors: 1,
      active: true,
      updatedAt: now,
    },
    ...overrides,
  };
}

/** What the outbox relay publishes: the event's envelope as the message, its subject beside it. */
const published = (event: PendingEvent): MessageFromProviderWithMetadata => ({
  __pactMessageMetadata: { subject: event.subject },
  message: event.envelope,
});

/**
 * Message pacts (JetStream events): every message booking's consumers expect is built by booking's own event code
 * (the functions that fill the outbox) and compared with the pact, subject included.
 */
describe('booking service as a message Pact provider', () => {
  it('publishes every event its consumers expect', async () => {
    await new MessageProviderPact({
      provider: 'booking',
      pactUrls: pactFilesOf('booking'),
      logLevel: 'warn',
      stateHandlers: {
        'a consultation has been approved at the time asked': () => Promise.resolve(undefined),
        'a patient has cancelled an approved consultation': () => Promise.resolve(undefined),
        'an admin approved a consultation for another time with a note': () => Promise.resolve(undefined),
        'an admin rejected a consultation': () => Promise.resolve(undefined),
      },
      messageProviders: {
        'booking.evt.consultation-approved.v1 with an alternative time': () =>
          published(
            decisionEvent(
              consultation({
                status: 'approved',
                alternativeDay: new Date('2030-01-12T00:00:00.000Z'),
                alternativeMinute: 16 * 60,
                alternativeStatus: 'offered',
                alternativeExpiresAt: alternativeExpiry(now),
                adminNote: 'The doctor is away that afternoon',
              }),
              'pact-correlation-id',
              now,
            ),
          ),
        'booking.evt.consultation-rejected.v1 with the reason': () =>
          published(
            decisionEvent(
              consultation({
                status: 'rejected',
                heldDay: null,
                heldMinute: null,
                adminNote: 'The clinic is closed that day',
              }),
              'pact-correlation-id',
              now,
            ),
          ),
        'booking.evt.consultation-approved.v1 for a consultation approved at the time asked': () =>
          published(decisionEvent(consultation(), 'pact-correlation-id', now)),
        'booking.evt.consultation-cancelled.v1 for a consultation the patient cancelled': () =>
          published(
            cancelledEvent(
              consultation({
                id: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e12',
                status: 'cancelled',
                heldDay: null,
                heldMinute: null,
              }),
              'pact-correlation-id',
              new Date('2030-01-10T06:00:00.000Z'),
            ),
          ),
      },
    }).verify();
  });
});
