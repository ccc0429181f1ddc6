import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceUnderTest, type ServiceUnderTest } from '@hp/service-platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadDirectoryConfig, type DirectoryConfig } from '../src/config.js';

describe('directory service (integration)', () => {
  let harness: ServiceUnderTest<DirectoryConfig>;
  beforeAll(async () => {
    harness = await startServiceUnderTest({
      service: 'directory',
      serviceDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
      loadConfig: loadDirectoryConfig,
      rootModule: (config) => AppModule.forRoot(config),
    });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('is ready once its database and NATS answer', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.config.DIRECTORY_HEALTH_PORT}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { nats: 'ok', db: 'ok' } });
  });
});
