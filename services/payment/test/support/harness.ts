import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceUnderTest, type ServiceUnderTest } from '@hp/service-platform/testing';
import { AppModule } from '../../src/app.module.js';
import { loadPaymentConfig, type PaymentConfig } from '../../src/config.js';
import { PrismaService } from '../../src/database/prisma.service.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PaymentHarness extends ServiceUnderTest<PaymentConfig> {
  /** The service's own database client, for assertions on what it stored. */
  prisma: PrismaService;
}

/**
 * The payment service in this process against real servers (see startServiceUnderTest): a fresh database, a private
 * NATS with the product's permissions, Redis and maildev. Values in `env` override the test defaults.
 */
export async function startPaymentHarness(
  env: Record<string, string> = {},
  options: { otherServices?: string[] } = {},
): Promise<PaymentHarness> {
  const harness = await startServiceUnderTest({
    service: 'payment',
    serviceDir,
    loadConfig: loadPaymentConfig,
    rootModule: (config) => AppModule.forRoot(config),
    env,
    ...options,
  });
  return { ...harness, prisma: harness.service.app.get(PrismaService) };
}
