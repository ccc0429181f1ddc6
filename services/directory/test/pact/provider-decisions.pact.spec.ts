import { MatchersV3 } from '@pact-foundation/pact';
import { providerDecisionLike } from '@hp/contracts/testing';
import {
  directoryCommands,
  verificationEvents,
  type EventEnvelope,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
  type PublishedProviders,
} from '@hp/contracts';
import { envelopeOf, eventEnvelopeLike, freshMessagePact } from '@hp/service-platform/testing';
import { approval, startDirectoryHarness, type DirectoryHarness } from '../support/harness.js';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

/**
 * The directory service as the consumer of the verification service's decisions (message pacts): each message of
 * the pact goes through the directory's real durable consumer (envelope and contract schema checked by the
 * platform, then the handler in its transaction) and must list or drop the provider. The verification service's
 * verification (services/verification/test/pact) publishes the same messages from its own outbox.
 */
const pact = freshMessagePact('directory', 'verification');

/** The envelope every event of the platform has (the consumer refuses anything else). */
const envelope = <T>(data: T) => eventEnvelopeLike(data, '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d30');

describe('verification.evt.provider-*.v1 (directory listing consumers)', () => {
  let harness: DirectoryHarness;
  beforeAll(async () => {
    harness = await startDirectoryHarness();
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('lists an approved provider with its public details, and publishes its state and HFR ID', async () => {
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
              }),
              phone: string('9876543210'),
              address: string('12 Hill Road, Bandra West'),
              location: string('Bandra West'),
              state: regex('^IN-[A-Z]{2}$', 'IN-MH'),
              hfrId: regex('^IN[0-9]{10}$', 'IN2710000123'),
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
        await harness.deliver(message.metadata.subject as string, event, 'provider-approved');

        const { clinics } = await harness.list({ type: 'clinic', q: 'Asha Dental' });
        expect(clinics).toEqual([
          {
            id: event.data.providerId,
            _id: event.data.providerId,
            entityType: 'clinic',
            name: 'Asha Dental Clinic',
            specializations: ['Dentistry'],
            numberOfDoctors: 4,
            location: 'Bandra West',
            address: '12 Hill Road, Bandra West',
            phone: '9876543210',
            acceptsEMI: true,
            acceptsInsurance: false,
          },
        ]);
        // The FHIR layer's read carries what the public list does not show: the state and the facility id.
        const published = await harness.ok<PublishedProviders>(directoryCommands.publishedProviders.subject, {
          ids: [event.data.providerId],
          limit: 1,
        });
        expect(published.providers[0]).toMatchObject({ state: 'IN-MH', hfrId: 'IN2710000123' });
      });
  });

  it('takes a rejected provider off the directory', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a pharmacy has been rejected')
      .expectsToReceive('verification.evt.provider-rejected.v1 for a rejected pharmacy', (builder) => {
        builder
          .withJSONContent(
            envelope({
              ...providerDecisionLike(2, {
                entityType: 'pharmacy',
                name: 'Care Pharmacy',
                email: 'care.pharmacy@example.com',
              }),
              note: string('Licence expired'),
            }),
          )
          .withMetadata({ subject: verificationEvents.providerRejected.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe('verification.evt.provider-rejected.v1');
        const event = message.contents.content as unknown as EventEnvelope<ProviderRejectedEvent>;
        // Listed first (approved earlier, then rejected on a second look), so that the rejection has something to drop.
        const listed = approval({
          providerId: event.data.providerId,
          entityType: 'pharmacy',
          name: 'Care Pharmacy',
          specializations: [],
        });
        await harness.deliver(
          verificationEvents.providerApproved.subject,
          envelopeOf(listed),
          'provider-approved',
        );
        expect((await harness.list({ type: 'pharmacy', q: 'Care Pharmacy' })).pharmacies).toHaveLength(1);

        await harness.deliver(message.metadata.subject as string, event, 'provider-rejected');
        expect((await harness.list({ type: 'pharmacy', q: 'Care Pharmacy' })).pharmacies).toEqual([]);
      });
  });
});
