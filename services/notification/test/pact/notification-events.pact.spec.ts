import { MatchersV3 } from '@pact-foundation/pact';
import { providerDecisionLike } from '@hp/contracts/testing';
import { eventEnvelopeLike, freshMessagePact, ISO_INSTANT } from '@hp/service-platform/testing';
import {
  bookingEvents,
  paymentEvents,
  prescriptionEvents,
  verificationEvents,
  type EventDefinition,
  type EventEnvelope,
} from '@hp/contracts';
import {
  consultationApproved,
  consultationRejected,
  messageOf,
  paymentReceived,
  prescriptionReceived,
  providerApproved,
} from '../../src/notifications/notification-drafts.js';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

/*
 * The notification service as the consumer of the events it turns into notifications (message pacts): only what
 * its code and the contracts' schemas need. Each message goes the consumer's real way: the platform's envelope,
 * the event's schema, then the draft (whom to tell, what). The publishers' verifications build the same messages
 * with their own code (payment, verification); booking and prescription publish theirs without a verification yet.
 */

/** What the platform's durable consumer does before the handler: the envelope, then the event's schema. */
function dataOf<E extends EventDefinition>(event: E, content: unknown) {
  const envelope = content as EventEnvelope<unknown>;
  expect(typeof envelope.eventId).toBe('string');
  return event.schema.parse(envelope.data) as ReturnType<E['schema']['parse']>;
}

const uuid = (example: string) => MatchersV3.uuid(example);
const instant = (example: string) => regex(ISO_INSTANT, example);
const slotTime = (example: string) => regex(/^\d{1,2}:\d\d (AM|PM)$/.source, example);
const day = (example: string) => regex(/^\d{4}-\d\d-\d\d$/.source, example);

/** What every consultation event says (booking's `about`). */
const consultationLike = {
  consultationId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e01'),
  patientId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e02'),
  clinicId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e03'),
  clinicName: string('Pact Care Clinic'),
  fullName: string('Asha Verma'),
  phoneNumber: string('9876543210'),
  date: day('2030-01-15'),
  time: slotTime('2:30 PM'),
  startsAt: instant('2030-01-15T09:00:00.000Z'),
  decidedAt: instant('2030-01-08T09:00:00.000Z'),
  decidedBy: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e04'),
};

describe('booking.evt.consultation-{approved,rejected}.v1 (notifications to the patient)', () => {
  const pact = freshMessagePact('notification', 'booking');

  it('tells the patient of an approval at another time, with the note', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('an admin approved a consultation for another time with a note')
      .expectsToReceive('booking.evt.consultation-approved.v1 with an alternative time', (builder) => {
        builder
          .withJSONContent(
            eventEnvelopeLike({
              ...consultationLike,
              alternative: {
                date: day('2030-01-16'),
                time: slotTime('4:00 PM'),
                startsAt: instant('2030-01-16T10:30:00.000Z'),
                expiresAt: instant('2030-01-09T09:00:00.000Z'),
              },
              adminNote: string('The doctor is away that afternoon'),
            }),
          )
          .withMetadata({ subject: bookingEvents.consultationApproved.subject });
      })
      .executeTest((message) => {
        expect(message.metadata.subject).toBe(bookingEvents.consultationApproved.subject);
        const draft = consultationApproved(
          dataOf(bookingEvents.consultationApproved, message.contents.content),
        );
        expect(draft).toEqual({
          recipientId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e02',
          kind: 'consultation-alternative',
          status: 'approved',
          values: { clinic: 'Pact Care Clinic', date: '2030-01-15', time: '2:30 PM' },
          alternativeTime: '2030-01-16, 4:00 PM',
          adminNote: 'The doctor is away that afternoon',
        });
        return Promise.resolve();
      });
  });

  it('tells the patient of a rejection with the reason', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('an admin rejected a consultation')
      .expectsToReceive('booking.evt.consultation-rejected.v1 with the reason', (builder) => {
        builder
          .withJSONContent(
            eventEnvelopeLike({ ...consultationLike, reason: string('The clinic is closed that day') }),
          )
          .withMetadata({ subject: bookingEvents.consultationRejected.subject });
      })
      .executeTest((message) => {
        const draft = consultationRejected(
          dataOf(bookingEvents.consultationRejected, message.contents.content),
        );
        expect(draft).toMatchObject({
          recipientId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e02',
          status: 'rejected',
          adminNote: 'The clinic is closed that day',
        });
        expect(messageOf(draft)).toBe('Your consultation request at Pact Care Clinic has been rejected.');
        return Promise.resolve();
      });
  });
});

describe('prescription.evt.submitted.v1 (a notification to the pharmacy or laboratory)', () => {
  const pact = freshMessagePact('notification', 'prescription');

  it('tells the provider’s login of a new prescription', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a patient sent a prescription to an approved pharmacy')
      .expectsToReceive('prescription.evt.submitted.v1 for a pharmacy', (builder) => {
        builder
          .withJSONContent(
            eventEnvelopeLike({
              submissionId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e11'),
              type: regex(/^(pharmacy|lab)$/.source, 'pharmacy'),
              providerId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e12'),
              providerAccountId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e13'),
              providerName: string('Pact Care Pharmacy'),
              providerEmail: string('care.pharmacy@example.com'),
              patientId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e14'),
              username: string('Asha Verma'),
              mobile: string('9876543210'),
              doctor: string('Dr. Rao'),
              prescribedDate: day('2030-01-15'),
              service: string('Pact Care Pharmacy'),
              file: like({
                key: regex(
                  /^prescriptions\/[0-9a-f-]{36}$/.source,
                  'prescriptions/0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e15',
                ),
                fileName: 'scan.png',
                kind: 'png',
                size: 68,
              }),
              submittedAt: instant('2030-01-15T09:00:00.000Z'),
            }),
          )
          .withMetadata({ subject: prescriptionEvents.submitted.subject });
      })
      .executeTest((message) => {
        const draft = prescriptionReceived(dataOf(prescriptionEvents.submitted, message.contents.content));
        expect(draft).toEqual({
          recipientId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e13',
          kind: 'prescription-received',
          status: 'received',
          values: { patient: 'Asha Verma', doctor: 'Dr. Rao' },
        });
        return Promise.resolve();
      });
  });
});

describe('verification.evt.provider-approved.v1 (a notification to the provider)', () => {
  const pact = freshMessagePact('notification', 'verification');

  it('tells the provider’s login of its approval', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a pharmacy has been approved')
      .expectsToReceive('verification.evt.provider-approved.v1 for an approved pharmacy', (builder) => {
        builder
          .withJSONContent(
            eventEnvelopeLike({
              ...providerDecisionLike(1, {
                entityType: 'pharmacy',
                name: 'Pact Pharmacy',
                email: 'pact.pharmacy@example.com',
              }),
              // Not used by the notification, but the contract's schema needs them to parse the event.
              phone: string('9876543210'),
              address: string('12 Hill Road, Bandra West'),
              location: string('Bandra West'),
              numberOfDoctors: integer(4),
              specializations: eachLike(string('Dentistry'), 0),
              acceptsEMI: boolean(true),
              acceptsInsurance: boolean(false),
            }),
          )
          .withMetadata({ subject: verificationEvents.providerApproved.subject });
      })
      .executeTest((message) => {
        const event = dataOf(verificationEvents.providerApproved, message.contents.content);
        expect(providerApproved(event)).toEqual({
          recipientId: event.accountId,
          kind: 'provider-approved',
          status: 'approved',
          values: { name: 'Pact Pharmacy' },
        });
        return Promise.resolve();
      });
  });
});

describe('payment.evt.payment-link-status.v1 (a notification to the clinic)', () => {
  const pact = freshMessagePact('notification', 'payment');

  it('tells the clinic login that made the link of its payment', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a clinic’s payment link has been paid')
      .expectsToReceive('payment.evt.payment-link-status.v1 for a paid link', (builder) => {
        builder
          .withJSONContent(
            eventEnvelopeLike({
              consultationId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e21'),
              clinicId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e22'),
              clinicAccountId: uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e23'),
              paymentLinkId: string('pl_0193a8f05b6e'),
              status: 'paid',
              amountPaise: integer(50_000),
              at: instant('2030-01-15T09:00:00.000Z'),
            }),
          )
          .withMetadata({ subject: paymentEvents.paymentLinkStatus.subject });
      })
      .executeTest((message) => {
        const draft = paymentReceived(dataOf(paymentEvents.paymentLinkStatus, message.contents.content));
        expect(draft).toEqual({
          recipientId: '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9e23',
          kind: 'payment-received',
          status: 'paid',
          values: { amount: '500' },
        });
        return Promise.resolve();
      });
  });
});
