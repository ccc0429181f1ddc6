import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  directoryCommands,
  verificationEvents,
  type DirectoryQueryInput,
  type DirectoryResponse,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
} from '@hp/contracts/server';
import { envelopeOf, startServiceUnderTest, type ServiceUnderTest } from '@hp/service-platform/testing';
import { AppModule } from '../../src/app.module.js';
import { loadDirectoryConfig, type DirectoryConfig } from '../../src/config.js';
import { PrismaService } from '../../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DirectoryHarness extends ServiceUnderTest<DirectoryConfig> {
  prisma: PrismaService;
  /** The directory's query as the gateway sends it (the query text, parsed again by the service). */
  list(query?: DirectoryQueryInput): Promise<DirectoryResponse>;
  /** Verification's approval of `provider`, handed to the directory's consumer; resolves once it has processed it. */
  deliverApproval(provider: ProviderApprovedEvent): Promise<void>;
  /** Verification's rejection of an approved provider, likewise. */
  deliverRejection(provider: ProviderApprovedEvent): Promise<void>;
}

/**
 * The directory service in this process against real servers (startServiceUnderTest). The verification service
 * does not run: its stream is made here as its relay would make it, and its events are published directly.
 */
export async function startDirectoryHarness(env: Record<string, string> = {}): Promise<DirectoryHarness> {
  const harness = await startServiceUnderTest({
    service: 'directory',
    serviceDir,
    loadConfig: loadDirectoryConfig,
    rootModule: (config) => AppModule.forRoot(config),
    env,
    consumesEventsOf: ['verification'],
  });
  return {
    ...harness,
    prisma: harness.service.app.get(PrismaService),
    list: (query = {}) => harness.ok<DirectoryResponse>(directoryCommands.approvedProviders.subject, query),
    deliverApproval: (provider) =>
      harness.deliver(approvedSubject, envelopeOf(provider), 'provider-approved'),
    deliverRejection: (provider) =>
      harness.deliver(rejectedSubject, envelopeOf(rejection(provider)), 'provider-rejected'),
  };
}

export function approval(overrides: Partial<ProviderApprovedEvent> = {}): ProviderApprovedEvent {
  return {
    providerId: randomUUID(),
    accountId: randomUUID(),
    entityType: 'clinic',
    name: 'Asha Dental Clinic',
    email: 'asha@example.com',
    phone: '9876543210',
    address: '12, Hill Road, Bandra West, Mumbai 400050',
    location: 'Bandra East',
    state: 'IN-MH',
    numberOfDoctors: 4,
    specializations: ['Dentistry', 'Orthodontics care'],
    acceptsEMI: true,
    acceptsInsurance: false,
    decidedAt: new Date().toISOString(),
    decidedBy: randomUUID(),
    ...overrides,
  };
}

export function rejection(approved: ProviderApprovedEvent): ProviderRejectedEvent {
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

export const approvedSubject = verificationEvents.providerApproved.subject;
export const rejectedSubject = verificationEvents.providerRejected.subject;
