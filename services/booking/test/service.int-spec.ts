import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceUnderTest, type ServiceUnderTest } from '@hp/service-platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadBookingConfig, type BookingConfig } from '../src/config.js';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('booking service (integration)', () => {
  let harness: ServiceUnderTest<BookingConfig>;
  beforeAll(async () => {
    harness = await startServiceUnderTest({
      service: 'booking',
      serviceDir,
      databaseUrlEnv: 'BOOKING_DATABASE_URL',
      healthPortEnv: 'BOOKING_HEALTH_PORT',
      loadConfig: loadBookingConfig,
      rootModule: (config) => AppModule.forRoot(config),
    });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('is ready once its database and NATS answer', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.config.BOOKING_HEALTH_PORT}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { nats: 'ok', db: 'ok' } });
  });

  it('answers a command nobody handles with no responder (only its own subjects are subscribed)', async () => {
    await expect(harness.call('booking.cmd.nothing-here.v1', {})).rejects.toThrow(/no responders|503/i);
  });
});
