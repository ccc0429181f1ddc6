import { randomUUID } from 'node:crypto';
import { MatchersV3 } from '@pact-foundation/pact';
import { providerDecisionLike } from '@hp/contracts/testing';
import {
  addDays,
  bookingCommands,
  todayInIndia,
  verificationEvents,
  type ConsultationSlotsResponse,
  type EventEnvelope,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
} from '@hp/contracts';
import { envelopeOf, eventEnvelopeLike, freshMessagePact } from '@hp/service-platform/testing';
import { aPatient, clinicApproval, startBookingHarness, type BookingHarness } from '../support/harness.js';

const { boolean, eachLike, integer, string } = MatchersV3;

/**
 * The booking service as the consumer of the verification service's decisions on clinics (message pacts): each
 * message of the pact goes through booking's real durable consumer (envelope and contract schema checked by the
 * platform, then the handler in its transaction) and must open the clinic for bookings with a place per doctor, or
 * close it. The verification service's verification (services/verification/test/pact) publishes the same messages
 * from its own outbox and compares them with this file.
 */
const pact = freshMessagePact('booking', 'verification');

/** The envelope every event of the platform has (the consumer refuses anything else). */
const envelope = <T>(data: T) => eventEnvelopeLike(data, '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d40');

describe('verification.evt.provider-*.v1 (booking clinic consumers)', () => {
  let harness: BookingHarness;
  const patient = aPatient();
  const date = addDays(todayInIndia(), 3);
  const slots = (service: string) =>
    harness.call<ConsultationSlotsResponse>(
      bookingCommands.consultationSlots.subject,
      { service, date },
      patient,
    );

  beforeAll(async () => {
    harness = await startBookingHarness();
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('opens an approved clinic for bookings, a place per doctor', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a clinic has been approved')
      .expectsToReceive('verification.evt.provider-approved.v1 for an approved clinic', (builder) => {
        builder
          .withJSONContent(
            envelope({
              ...providerDecisionLike(1, {
                entityType: 'clinic',
                name: 'Asha Dental Clinic',
                email: 'asha.dental@example.com',
                onlyThisType: true,
              }),
              phone: string('9876543210'),
              address: string('12 Hill Road, Bandra West'),
              location: string('Bandra West'),
              numberOfDoctors: integer(4),
              specializations: eachLike(string('Dentistry')),
              acceptsEMI: boolean(true),
              acceptsInsurance: boolean(false),
            }),
          )
          .withMetadata({ subject: verificationEvents.providerApproved.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe('verification.evt.provider-approved.v1');
        const event = message.contents.content as unknown as EventEnvelope<ProviderApprovedEvent>;
        // Under a message id of its own: JetStream would drop a second message with the examples' event id.
        await harness.deliver(message.metadata.subject as string, event, 'clinic-approved', randomUUID());

        const answer = await slots(event.data.providerId);
        expect(answer).toMatchObject({ ok: true, data: { service: event.data.providerId } });
        if (!answer.ok) return;
        expect(answer.data.slots.every((slot) => slot.capacity === 4 && slot.placesLeft === 4)).toBe(true);
        expect(
          await harness.prisma.clinic.findUniqueOrThrow({ where: { providerId: event.data.providerId } }),
        ).toMatchObject({
          accountId: event.data.accountId,
          name: 'Asha Dental Clinic',
          phone: '9876543210',
          email: 'asha.dental@example.com',
          numberOfDoctors: 4,
          active: true,
        });
      });
  });

  it('takes no new bookings at a rejected clinic', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a clinic has been rejected')
      .expectsToReceive('verification.evt.provider-rejected.v1 for a rejected clinic', (builder) => {
        builder
          .withJSONContent(
            envelope({
              ...providerDecisionLike(2, {
                entityType: 'clinic',
                name: 'Lotus Care Clinic',
                email: 'lotus.care@example.com',
                onlyThisType: true,
              }),
              note: string('Licence expired'),
            }),
          )
          .withMetadata({ subject: verificationEvents.providerRejected.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe('verification.evt.provider-rejected.v1');
        const event = message.contents.content as unknown as EventEnvelope<ProviderRejectedEvent>;
        // Kept here first (approved earlier, then rejected on a second look), so that the rejection has something to close.
        const open = clinicApproval({ providerId: event.data.providerId, accountId: event.data.accountId });
        await harness.deliver(
          verificationEvents.providerApproved.subject,
          envelopeOf(open),
          'clinic-approved',
        );
        expect((await slots(event.data.providerId)).ok).toBe(true);

        await harness.deliver(message.metadata.subject as string, event, 'clinic-rejected', randomUUID());
        expect(await slots(event.data.providerId)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      });
  });
});
