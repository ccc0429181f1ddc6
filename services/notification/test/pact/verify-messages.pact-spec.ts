import { MessageProviderPact, type MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import { pactFilesOf } from '@hp/service-platform/testing';
import { createdEvent, viewOf } from '../../src/notifications/notifications.repository.js';

/**
 * Message pacts (JetStream events): the notification.evt.created.v1 the gateway's pact expects, built by the
 * notification service's own code (the row as stored, its view, the event the repository writes to the outbox).
 */
describe('notification service as a message Pact provider', () => {
  it('publishes every event its consumers expect', async () => {
    await new MessageProviderPact({
      provider: 'notification',
      pactUrls: pactFilesOf('notification'),
      logLevel: 'warn',
      stateHandlers: {
        'a patient was offered another time for a consultation': () => Promise.resolve(undefined),
      },
      messageProviders: {
        'notification.evt.created.v1 for an alternative time': (): MessageFromProviderWithMetadata => {
          const notification = viewOf({
            id: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9f01',
            recipientId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e02',
            kind: 'consultation-alternative',
            status: 'approved',
            message: 'Your consultation at Pact Care Clinic has been approved for another time.',
            values: { clinic: 'Pact Care Clinic', date: '2030-01-15', time: '2:30 PM' },
            alternativeTime: '2030-01-16, 4:00 PM',
            adminNote: 'The doctor is away that afternoon',
            readAt: null,
            sourceEventId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9f03',
            createdAt: new Date('2030-01-08T09:00:00.000Z'),
          });
          const event = createdEvent(
            '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e02',
            notification,
            'pact-correlation-id',
          );
          return { __pactMessageMetadata: { subject: event.subject }, message: event.envelope };
        },
      },
    }).verify();
  });
});
