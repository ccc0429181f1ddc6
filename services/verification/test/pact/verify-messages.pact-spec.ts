import { randomBytes } from 'node:crypto';
import { MessageProviderPact, type MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import {
  verificationCommands as commands,
  verificationEvents,
  type RegisterProviderResponse,
  type VerifyProviderResponse,
} from '@hp/contracts';
import { outboxRows, pactFilesOf } from '@hp/service-platform/testing';
import { anAdmin, startVerificationHarness, type VerificationHarness } from '../support/harness.js';

const run = randomBytes(4).toString('hex');
let made = 0;

/**
 * Message pacts (JetStream events): every message the consumers (auth, booking, directory, prescription) expect is
 * produced by the service itself: a provider registers through the real command (auth makes its login), an admin
 * decides through the real command, and the message is the outbox row that decision wrote (the payload the relay publishes, its
 * subject beside it).
 */
describe('verification service as a message Pact provider', () => {
  let harness: VerificationHarness;
  const admin = anAdmin();
  beforeAll(async () => {
    harness = await startVerificationHarness();
  }, 90_000);
  afterAll(async () => {
    await harness?.stop();
  });

  /** Registers a provider of that kind and decides on it; answers what the outbox holds for that decision. */
  async function decided(
    entityType: 'clinic' | 'pharmacy' | 'lab',
    status: 'approved' | 'rejected',
    note?: string,
  ): Promise<MessageFromProviderWithMetadata> {
    made += 1; // each consumer's pact sets its state up again: a new provider each time
    const { id } = await harness.ok<RegisterProviderResponse>(commands.registerProvider.subject, {
      registration: {
        entityType,
        name: `Pact ${entityType} ${run} ${made}`,
        phone: '9876543210',
        email: `pact.${entityType}.${run}.${made}@example.com`,
        address: '12 Hill Road, Bandra West',
        location: 'Bandra West',
        state: 'IN-MH',
        // A clinic gives its ABDM facility id (the directory's pact expects it with the state); the others do not.
        ...(entityType === 'clinic' ? { hfrId: 'IN2710000123' } : {}),
        numberOfDoctors: '4',
        specializations: entityType === 'clinic' ? '["Dentistry","Pediatrics"]' : '[]',
        acceptsEMI: 'yes',
        acceptsInsurance: 'no',
        password: 'Provider#123',
      },
      licence: null,
    });
    await harness.ok<VerifyProviderResponse>(
      commands.decide.subject,
      { type: entityType, id, status, ...(note ? { note } : {}) },
      admin,
    );
    const subject = (
      status === 'approved' ? verificationEvents.providerApproved : verificationEvents.providerRejected
    ).subject;
    const rows = (await outboxRows(harness.prisma)).filter(
      (row) => row.subject === subject && (row.payload.data as { providerId: string }).providerId === id,
    );
    expect(rows).toHaveLength(1);
    return { __pactMessageMetadata: { subject: rows[0]!.subject }, message: rows[0]!.payload };
  }

  it('publishes every event its consumers expect', async () => {
    let message: MessageFromProviderWithMetadata | undefined;
    const produced = () => {
      if (!message) throw new Error('no provider state set this message up');
      return message;
    };
    await new MessageProviderPact({
      provider: 'verification',
      pactUrls: pactFilesOf('verification'),
      logLevel: 'warn',
      stateHandlers: {
        'a clinic has been approved': async () => {
          message = undefined;
          message = await decided('clinic', 'approved');
        },
        'a pharmacy has been rejected': async () => {
          message = undefined;
          message = await decided('pharmacy', 'rejected', 'Licence expired');
        },
        'a pharmacy has been approved': async () => {
          message = undefined;
          message = await decided('pharmacy', 'approved');
        },
        'a lab has been rejected': async () => {
          message = undefined;
          message = await decided('lab', 'rejected', 'Licence expired');
        },
        'a clinic has been rejected': async () => {
          message = undefined;
          message = await decided('clinic', 'rejected', 'Licence expired');
        },
      },
      messageProviders: {
        'verification.evt.provider-approved.v1 for an approved clinic': produced,
        'verification.evt.provider-rejected.v1 for a rejected pharmacy': produced,
        'verification.evt.provider-approved.v1 for an approved pharmacy': produced,
        'verification.evt.provider-rejected.v1 for a rejected lab': produced,
        'verification.evt.provider-rejected.v1 for a rejected clinic': produced,
      },
    }).verify();
  });
});
