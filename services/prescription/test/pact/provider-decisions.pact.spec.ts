import { randomUUID } from 'node:crypto';
import { MatchersV3 } from '@pact-foundation/pact';
import { providerDecisionLike } from '@hp/contracts/testing';
import { envelopeOf, eventEnvelopeLike, freshMessagePact } from '@hp/service-platform/testing';
import {
  prescriptionCommands,
  verificationEvents,
  type EventEnvelope,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
  type SubmitPrescriptionResponse,
} from '@hp/contracts';
import {
  aPatient,
  approval,
  approvedSubject,
  startPrescriptionHarness,
  uploadFor,
  type PrescriptionHarness,
} from '../support/harness.js';

const { boolean, integer, string } = MatchersV3;

const PDF = Buffer.from('%PDF-1.7\n% a prescription\n');

/**
 * The prescription service as the consumer of the verification service's decisions (message pacts): each message
 * goes through the service's real durable consumer (envelope and contract schema checked by the platform, then the
 * handler in its transaction) and must let the pharmacy or lab receive prescriptions, or stop it. The verification
 * service's verification (services/verification/test/pact) publishes the same messages from its own outbox.
 */
const pact = freshMessagePact('prescription', 'verification');

/** The envelope every event of the platform has (the consumer refuses anything else). */
const envelope = <T>(data: T) => eventEnvelopeLike(data, '0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d50');

describe('verification.evt.provider-*.v1 (prescription consumers)', () => {
  let harness: PrescriptionHarness;
  beforeAll(async () => {
    harness = await startPrescriptionHarness();
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  /** A patient's submission to that provider, as the gateway sends it (the file stored first). */
  async function submitTo(provider: { providerId: string; name: string }, type: 'pharmacy' | 'lab') {
    const key = `prescriptions/${randomUUID()}`;
    await harness.s3.storage.put(key, PDF, 'application/pdf');
    return harness.call<SubmitPrescriptionResponse>(
      prescriptionCommands.submit.subject,
      { upload: uploadFor(provider, type), file: { key, fileName: 'rx.pdf', kind: 'pdf', size: PDF.length } },
      aPatient(),
    );
  }

  it('lets an approved pharmacy receive prescriptions', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a pharmacy has been approved')
      .expectsToReceive('verification.evt.provider-approved.v1 for an approved pharmacy', (builder) => {
        builder
          .withJSONContent(
            envelope({
              ...providerDecisionLike(1, {
                entityType: 'pharmacy',
                name: 'Care Pharmacy',
                email: 'orders@carepharmacy.example.com',
              }),
              phone: string('9876543210'),
              address: string('12 Hill Road, Bandra West'),
              location: string('Bandra West'),
              numberOfDoctors: integer(2),
              // Only a clinic keeps specializations.
              specializations: [],
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

        const provider = { providerId: event.data.providerId, name: event.data.name };
        const reply = await submitTo(provider, 'pharmacy');
        expect(reply).toMatchObject({
          ok: true,
          data: { success: true, message: 'Prescription uploaded and sent to Care Pharmacy successfully.' },
        });
      });
  });

  it('stops a rejected lab receiving lab test prescriptions', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a lab has been rejected')
      .expectsToReceive('verification.evt.provider-rejected.v1 for a rejected lab', (builder) => {
        builder
          .withJSONContent(
            envelope({
              ...providerDecisionLike(2, {
                entityType: 'lab',
                name: 'City Diagnostics',
                email: 'tests@citylab.example.com',
              }),
              note: string('Licence expired'),
            }),
          )
          .withMetadata({ subject: verificationEvents.providerRejected.subject });
      })
      .executeTest(async (message) => {
        expect(message.metadata.subject).toBe('verification.evt.provider-rejected.v1');
        const event = message.contents.content as unknown as EventEnvelope<ProviderRejectedEvent>;
        // Kept first (approved earlier, then rejected on a second look), so that the rejection has something to drop.
        const kept = approval('lab', { providerId: event.data.providerId, accountId: event.data.accountId });
        await harness.deliver(approvedSubject, envelopeOf(kept), 'provider-approved');
        const provider = { providerId: kept.providerId, name: kept.name };
        expect(await submitTo(provider, 'lab')).toMatchObject({ ok: true });

        await harness.deliver(message.metadata.subject as string, event, 'provider-rejected');
        expect(await submitTo(provider, 'lab')).toMatchObject({
          ok: false,
          error: {
            code: 'VALIDATION.FAILED',
            fields: { providerId: expect.stringMatching(/not available/) },
          },
        });
      });
  });
});
