import { randomUUID } from 'node:crypto';
import { MessageProviderPact, type MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import {
  prescriptionCommands as commands,
  prescriptionEvents,
  type SubmitPrescriptionResponse,
} from '@hp/contracts/server';
import { envelopeOf, outboxRows, pactFilesOf } from '@hp/service-platform/testing';
import {
  approval,
  approvedSubject,
  aPatient,
  startPrescriptionHarness,
  uploadFor,
  type PrescriptionHarness,
} from '../support/harness.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Message pacts (JetStream events): the prescription the notification service's pact expects is produced by the
 * service itself: an approved pharmacy (verification's event, through the real consumer), a patient's upload
 * through the real command, and the message is the outbox row it wrote (what the relay publishes).
 */
describe('prescription service as a message Pact provider', () => {
  let harness: PrescriptionHarness;
  beforeAll(async () => {
    harness = await startPrescriptionHarness();
  }, 90_000);
  afterAll(async () => {
    await harness?.stop();
  });

  async function submitted(): Promise<MessageFromProviderWithMetadata> {
    const pharmacy = approval('pharmacy', { name: 'Pact Care Pharmacy' });
    await harness.deliver(approvedSubject, envelopeOf(pharmacy), 'provider-approved');
    const key = `prescriptions/${randomUUID()}`;
    await harness.s3.storage.put(key, PNG, 'image/png');
    const { id } = await harness.ok<SubmitPrescriptionResponse>(
      commands.submit.subject,
      {
        upload: uploadFor(pharmacy, 'pharmacy'),
        file: { key, fileName: 'scan.png', kind: 'png', size: PNG.length },
      },
      aPatient(),
    );
    const rows = (await outboxRows(harness.prisma)).filter(
      (row) =>
        row.subject === prescriptionEvents.submitted.subject &&
        (row.payload.data as { submissionId: string }).submissionId === id,
    );
    expect(rows).toHaveLength(1);
    return { __pactMessageMetadata: { subject: rows[0]!.subject }, message: rows[0]!.payload };
  }

  it('publishes every event its consumers expect', async () => {
    let message: MessageFromProviderWithMetadata | undefined;
    await new MessageProviderPact({
      provider: 'prescription',
      pactUrls: pactFilesOf('prescription'),
      logLevel: 'warn',
      stateHandlers: {
        'a patient sent a prescription to an approved pharmacy': async () => {
          message = undefined;
          message = await submitted();
        },
      },
      messageProviders: {
        'prescription.evt.submitted.v1 for a pharmacy': () => {
          if (!message) throw new Error('no provider state set this message up');
          return message;
        },
      },
    }).verify();
  });
});
