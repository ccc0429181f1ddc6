import { startPaymentHarness, type PaymentHarness } from './support/harness.js';

describe('payment service (integration)', () => {
  let harness: PaymentHarness;
  beforeAll(async () => {
    harness = await startPaymentHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('is ready once its database and NATS answer', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.config.PAYMENT_HEALTH_PORT}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { nats: 'ok', db: 'ok' } });
  });

  it('answers a command nobody handles with no responder (only its own subjects are subscribed)', async () => {
    await expect(harness.call('payment.cmd.nothing-here.v1', {})).rejects.toThrow(/no responders|503/i);
  });
});
