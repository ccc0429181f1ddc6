import { startBookingHarness, type BookingHarness } from './support/harness.js';

describe('booking service (integration)', () => {
  let harness: BookingHarness;
  beforeAll(async () => {
    harness = await startBookingHarness();
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
