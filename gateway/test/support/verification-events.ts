import { randomUUID } from 'node:crypto';
import { eventStreamOf, verificationEvents, type ProviderApprovedEvent } from '@hp/contracts/server';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '@hp/service-platform/nats';
import { TEST_OPERATOR, type TestNats } from '@hp/service-platform/testing';

/**
 * Verification's side of the gateway tests: it does not run; its event stream is made, and its approvals
 * published, as its outbox relay would, by a test operator (JetStream's API over plain NATS requests: the gateway
 * has no JetStream client of its own).
 */
export interface VerificationEvents {
  /** Publishes verification's approval of a provider (defaults: a dental clinic of this run) and answers its data. */
  approve(overrides?: Partial<ProviderApprovedEvent>): Promise<ProviderApprovedEvent>;
  close(): Promise<void>;
}

export async function startVerificationEvents(nats: TestNats, run: string): Promise<VerificationEvents> {
  const operator: NatsConnection = await connect(
    natsConnectionOptions(nats.as(TEST_OPERATOR), 'test-operator'),
  );
  const stream = eventStreamOf('verification');
  await operator.request(
    `$JS.API.STREAM.CREATE.${stream.name}`,
    JSON.stringify({ name: stream.name, subjects: [stream.subjects] }),
  );
  return {
    async approve(overrides = {}) {
      const data: ProviderApprovedEvent = {
        providerId: randomUUID(),
        accountId: randomUUID(),
        entityType: 'clinic',
        name: `Gateway ${run} Dental Clinic`,
        email: 'gw@example.com',
        phone: '9876543210',
        address: '4, Link Road, Malad, Maharashtra 400064',
        location: 'Malad',
        state: 'IN-MH',
        numberOfDoctors: 3,
        specializations: ['Dentistry'],
        acceptsEMI: true,
        acceptsInsurance: true,
        decidedAt: new Date().toISOString(),
        decidedBy: randomUUID(),
        ...overrides,
      };
      const envelope = { eventId: randomUUID(), occurredAt: data.decidedAt, correlationId: `c-${run}`, data };
      // A request on a stream's subject is a JetStream publish: the reply is its acknowledgement.
      const ack = await operator.request(
        verificationEvents.providerApproved.subject,
        JSON.stringify(envelope),
      );
      const { stream: storedIn } = ack.json<{ stream?: string }>();
      if (storedIn !== stream.name) throw new Error(`the approval was not stored in ${stream.name}`);
      return data;
    },
    close: () => operator.close(),
  };
}
