import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceUnderTest, type ServiceUnderTest } from '@hp/service-platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadNotificationConfig, type NotificationConfig } from '../src/config.js';

describe('notification service (integration)', () => {
  let harness: ServiceUnderTest<NotificationConfig>;
  beforeAll(async () => {
    harness = await startServiceUnderTest({
      service: 'notification',
      serviceDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
      loadConfig: loadNotificationConfig,
      rootModule: (config) => AppModule.forRoot(config),
    });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('is ready once its database and NATS answer', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.config.NOTIFICATION_HEALTH_PORT}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { nats: 'ok', db: 'ok' } });
  });
});
