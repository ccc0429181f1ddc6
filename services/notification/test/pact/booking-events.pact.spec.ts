import { randomUUID } from 'node:crypto';
import { MatchersV3 } from '@pact-foundation/pact';
import { envelopeOf, eventEnvelopeLike, freshMessagePact, ISO_INSTANT } from '@hp/service-platform/testing';
import {
  bookingEvents,
  type ConsultationApprovedEvent,
  type ConsultationCancelledEvent,
  type EventEnvelope,
} from '@hp/contracts';
import { startNotificationHarness, type NotificationHarness } from '../support/harness.js';

const { nullValue, regex, string, uuid } = MatchersV3;

/**
 * The notification service as the consumer of booking's consultation events (message pacts): each message goes
 * through the service's real durable consumer (envelope and contract schema checked by the platform, then the
 * handler in its transaction) and must schedule the consultation's reminders, or cancel them. Booking's
 * verification (services/booking/test/pact) builds the same messages with its own event code.
 */
const pact = freshMessagePact('notification', 'booking');

const consultation = (n: number) => ({
  consultationId: uuid(`0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e1${n}`),
  patientId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e20'),
  clinicId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e21'),
  clinicName: string('Lotus Dental Clinic'),
  fullName: string('Asha Verma'),
  phoneNumber: string('9876543210'),
  date: regex(/^\d{4}-\d{2}-\d{2}$/.source, '2030-01-11'),
  time: string('10:30 AM'),
  startsAt: regex(ISO_INSTANT, '2030-01-11T05:00:00.000Z'),
});

describe('booking.evt.consultation-* (notification reminder consumers)', () => {
  let harness: NotificationHarness;
  beforeAll(async () => {
    harness = await startNotificationHarness();
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  const remindersOf = (consultationId: string) =>
    harness.prisma.reminder.findMany({ where: { consultationId }, orderBy: { dueAt: 'asc' } });

  it('schedules the reminders of a consultation approved at the time asked', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a consultation has been approved at the time asked')
      .expectsToReceive(
        'booking.evt.consultation-approved.v1 for a consultation approved at the time asked',
        (builder) => {
          builder
            .withJSONContent(
              eventEnvelopeLike(
                {
                  ...consultation(1),
                  alternative: nullValue(),
                  adminNote: nullValue(),
                  decidedAt: regex(ISO_INSTANT, '2030-01-05T09:30:00.000Z'),
                  decidedBy: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e22'),
                },
                '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e31',
              ),
            )
            .withMetadata({ subject: bookingEvents.consultationApproved.subject });
        },
      )
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe(bookingEvents.consultationApproved.subject);
        const event = message.contents.content as unknown as EventEnvelope<ConsultationApprovedEvent>;
        await harness.deliver(bookingEvents.consultationApproved.subject, event, 'reminders-approved');
        const reminders = await remindersOf(event.data.consultationId);
        expect(reminders.map((r) => [r.kind, r.status, r.dueAt.toISOString()])).toEqual([
          ['day_before', 'scheduled', '2030-01-10T05:00:00.000Z'],
          ['two_hours', 'scheduled', '2030-01-11T03:00:00.000Z'],
        ]);
      });
  });

  it("cancels the reminders of a consultation the patient cancelled from a reminder's link", async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a patient has cancelled an approved consultation')
      .expectsToReceive(
        'booking.evt.consultation-cancelled.v1 for a consultation the patient cancelled',
        (builder) => {
          builder
            .withJSONContent(
              eventEnvelopeLike(
                {
                  ...consultation(2),
                  cancelledAt: regex(ISO_INSTANT, '2030-01-10T06:00:00.000Z'),
                  cancelledBy: string('patient'),
                },
                '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e32',
              ),
            )
            .withMetadata({ subject: bookingEvents.consultationCancelled.subject });
        },
      )
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe(bookingEvents.consultationCancelled.subject);
        const event = message.contents.content as unknown as EventEnvelope<ConsultationCancelledEvent>;
        // Approved first (its reminders scheduled), so that the cancellation has something to cancel.
        const { cancelledAt: _at, cancelledBy: _by, ...base } = event.data;
        await harness.deliver(
          bookingEvents.consultationApproved.subject,
          envelopeOf({
            ...base,
            alternative: null,
            adminNote: null,
            decidedAt: _at,
            decidedBy: randomUUID(),
          }),
          'reminders-approved',
        );
        expect((await remindersOf(event.data.consultationId)).map((r) => r.status)).toEqual([
          'scheduled',
          'scheduled',
        ]);
        await harness.deliver(bookingEvents.consultationCancelled.subject, event, 'reminders-cancelled');
        expect((await remindersOf(event.data.consultationId)).map((r) => r.status)).toEqual([
          'cancelled',
          'cancelled',
        ]);
      });
  });
});
