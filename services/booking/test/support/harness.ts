import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Role,
  verificationEvents,
  type Actor,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
} from '@hp/contracts/server';
import { envelopeOf, startServiceUnderTest, type ServiceUnderTest } from '@hp/service-platform/testing';
import { AppModule } from '../../src/app.module.js';
import { loadBookingConfig, type BookingConfig } from '../../src/config.js';
import { PrismaService } from '../../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BookingHarness extends ServiceUnderTest<BookingConfig> {
  /** The service's own database client, for assertions on what it stored. */
  prisma: PrismaService;
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
    consumesEventsOf: ['verification', 'payment'],
    ...options,
  });
  return {
    ...harness,
    prisma: harness.service.app.get(PrismaService),
    async approveClinic(overrides = {}) {
      const data = clinicApproval(overrides);
      await harness.deliver(verificationEvents.providerApproved.subject, envelopeOf(data), 'clinic-approved');
      return data;
    },
  };
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
