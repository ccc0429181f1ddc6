import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceUnderTest, type ServiceUnderTest } from '@hp/service-platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadPrescriptionConfig, type PrescriptionConfig } from '../src/config.js';

describe('prescription service (integration)', () => {
  let harness: ServiceUnderTest<PrescriptionConfig>;
  beforeAll(async () => {
    harness = await startServiceUnderTest({
      service: 'prescription',
      serviceDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
      loadConfig: loadPrescriptionConfig,
      rootModule: (config) => AppModule.forRoot(config),
      s3: true,
    });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('is ready once its database and NATS answer', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.config.PRESCRIPTION_HEALTH_PORT}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { nats: 'ok', db: 'ok' } });
  });
});
