import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  eventStreamOf,
  Role,
  verificationEvents,
  type Actor,
  type EventEnvelope,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
} from '@hp/contracts/server';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  eventually,
  processedEventIds,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@hp/service-platform/testing';
import { AppModule } from '../../src/app.module.js';
import { loadBookingConfig, type BookingConfig } from '../../src/config.js';
import { PrismaService } from '../../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VERIFICATION_EVENTS = eventStreamOf('verification');
const PAYMENT_EVENTS = eventStreamOf('payment');

export interface BookingHarness extends ServiceUnderTest<BookingConfig> {
  /** The service's own database client, for assertions on what it stored. */
  prisma: PrismaService;
  /**
   * Publishes an event on verification's or payment's stream, as its outbox relay would: the message id is the event id unless
   * another is given (JetStream drops a second message with the same id within its window).
   */
  publish<T>(subject: string, envelope: EventEnvelope<T>, messageId?: string): Promise<void>;
  /** Publishes the event and waits until the consumer (`booking-<name>`) recorded it as handled. */
  deliver<T>(
    subject: string,
    envelope: EventEnvelope<T>,
    consumer: string,
    messageId?: string,
  ): Promise<void>;
  /** Approves a clinic (verification's event, through booking's real consumer) and answers its event data. */
  approveClinic(overrides?: Partial<ProviderApprovedEvent>): Promise<ProviderApprovedEvent>;
}

/**
 * The booking service in this process against real servers (see startServiceUnderTest): a fresh database, a private
 * NATS with the product's permissions, Redis and maildev. Verification does not run: its stream is made here as its
 * relay would make it, and its decisions are published directly. Values in `env` override the test defaults.
 */
export async function startBookingHarness(
  env: Record<string, string> = {},
  options: { otherServices?: string[] } = {},
): Promise<BookingHarness> {
  const harness = await startServiceUnderTest({
    service: 'booking',
    serviceDir,
    loadConfig: loadBookingConfig,
    rootModule: (config) => AppModule.forRoot(config),
    env,
    ...options,
  });
  const streams = (await jetstreamManager(harness.nats)).streams;
  // The streams of the services whose events booking consumes, made here as their relays would make them.
  for (const stream of [VERIFICATION_EVENTS, PAYMENT_EVENTS])
    await streams.add({ name: stream.name, subjects: [stream.subjects] });
  const js = jetstream(harness.nats);
  const prisma = harness.service.app.get(PrismaService);
  const publish = async <T>(subject: string, envelope: EventEnvelope<T>, messageId = envelope.eventId) => {
    await js.publish(subject, JSON.stringify(envelope), { msgID: messageId });
  };
  const deliver = async <T>(
    subject: string,
    envelope: EventEnvelope<T>,
    consumer: string,
    messageId?: string,
  ) => {
    await publish(subject, envelope, messageId);
    await eventually(async () => {
      expect(await processedEventIds(prisma, consumer)).toContain(envelope.eventId);
    }, 15_000);
  };
  return {
    ...harness,
    prisma,
    publish,
    deliver,
    async approveClinic(overrides = {}) {
      const data = clinicApproval(overrides);
      await deliver(verificationEvents.providerApproved.subject, envelopeOf(data), 'booking-clinic-approved');
      return data;
    },
  };
}

export function envelopeOf<T>(data: T, eventId: string = randomUUID()): EventEnvelope<T> {
  return { eventId, occurredAt: new Date().toISOString(), correlationId: `c-${randomUUID()}`, data };
}

export function clinicApproval(overrides: Partial<ProviderApprovedEvent> = {}): ProviderApprovedEvent {
  return {
    providerId: randomUUID(),
    accountId: randomUUID(),
    entityType: 'clinic',
    name: 'Asha Dental Clinic',
    email: 'asha.dental@example.com',
    phone: '9876543210',
    address: '12 Hill Road, Bandra West, Mumbai 400050',
    location: 'Bandra West',
    numberOfDoctors: 2,
    specializations: ['Dentistry'],
    acceptsEMI: true,
    acceptsInsurance: false,
    decidedAt: new Date().toISOString(),
    decidedBy: randomUUID(),
    ...overrides,
  };
}

export function clinicRejection(approved: ProviderApprovedEvent): ProviderRejectedEvent {
  const { providerId, accountId, entityType, name, email } = approved;
  return {
    providerId,
    accountId,
    entityType,
    name,
    email,
    note: 'Licence expired',
    decidedAt: new Date().toISOString(),
    decidedBy: randomUUID(),
  };
}

export const aPatient = (): Actor => ({ id: randomUUID(), role: Role.User, sessionId: randomUUID() });
export const anAdmin = (): Actor => ({ id: randomUUID(), role: Role.Admin, sessionId: randomUUID() });
export const theClinic = (clinic: ProviderApprovedEvent): Actor => ({
  id: clinic.accountId,
  role: Role.Provider,
  entityType: clinic.entityType,
  sessionId: randomUUID(),
});
