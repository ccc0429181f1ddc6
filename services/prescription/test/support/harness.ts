import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Role,
  todayInIndia,
  verificationEvents,
  type Actor,
  type EntityType,
  type PrescriptionType,
  type ProviderApprovedEvent,
  type ProviderRejectedEvent,
} from '@hp/contracts/server';
import { startServiceUnderTest, type ServiceUnderTest, type TestS3 } from '@hp/service-platform/testing';
import { AppModule } from '../../src/app.module.js';
import { loadPrescriptionConfig, type PrescriptionConfig } from '../../src/config.js';
import { PrismaService } from '../../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PrescriptionHarness extends ServiceUnderTest<PrescriptionConfig> {
  prisma: PrismaService;
  s3: TestS3;
}

/**
 * The prescription service in this process against real servers (startServiceUnderTest: its own database, NATS
 * with the product's users, S3, maildev). The verification service does not run: its stream is made here as its
 * relay would make it, and its decisions are published directly. Links name S3_PUBLIC_ENDPOINT, here the test S3
 * under another host name, as the site's /hp-private/ would be.
 */
export async function startPrescriptionHarness(
  env: Record<string, string> = {},
  otherServices: string[] = [],
): Promise<PrescriptionHarness> {
  const harness = await startServiceUnderTest({
    service: 'prescription',
    serviceDir,
    loadConfig: (base) =>
      loadPrescriptionConfig({
        ...base,
        S3_PUBLIC_ENDPOINT: base.S3_ENDPOINT!.replace('127.0.0.1', 'localhost'),
        ...env,
      }),
    rootModule: (config) => AppModule.forRoot(config),
    s3: true,
    consumesEventsOf: ['verification'],
    env,
    otherServices,
  });
  return { ...harness, s3: harness.s3!, prisma: harness.service.app.get(PrismaService) };
}

let made = 0;

/** A provider's approval as verification publishes it. */
export function approval(
  entityType: EntityType,
  overrides: Partial<ProviderApprovedEvent> = {},
): ProviderApprovedEvent {
  made += 1;
  return {
    providerId: randomUUID(),
    accountId: randomUUID(),
    entityType,
    name: `Care ${entityType} ${made}`,
    email: `care.${entityType}.${made}.${randomUUID().slice(0, 8)}@example.com`,
    phone: '9876543210',
    address: '12 Hill Road, Bandra West',
    location: 'Bandra West',
    numberOfDoctors: 3,
    specializations: [],
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

export const aPatient = (): Actor => ({ id: randomUUID(), role: Role.User, sessionId: randomUUID() });
export const anAdmin = (): Actor => ({ id: randomUUID(), role: Role.Admin, sessionId: randomUUID() });
/** The login of an approved provider (its token's subject is the account verification's event names). */
export const providerLogin = (provider: ProviderApprovedEvent): Actor => ({
  id: provider.accountId,
  role: Role.Provider,
  entityType: provider.entityType,
  sessionId: randomUUID(),
});

/** The upload form's fields, as the gateway validated them. */
export const uploadFor = (provider: { providerId: string; name: string }, type: PrescriptionType) => ({
  type,
  providerId: provider.providerId,
  service: provider.name,
  username: 'Asha Verma',
  mobile: '9876543210',
  doctor: 'Dr. Rao',
  date: todayInIndia(),
});
