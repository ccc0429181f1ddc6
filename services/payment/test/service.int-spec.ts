import { paymentCommands, PaymentCatalogueSchema, type PaymentCatalogue } from '@hp/contracts';
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

  it("answers its catalogue over NATS: the spec's services, prices in rupees, custom without one", async () => {
    const reply = await harness.call<PaymentCatalogue>(paymentCommands.catalogue.subject, {});
    if (!reply.ok) throw new Error(JSON.stringify(reply.error));
    expect(PaymentCatalogueSchema.parse(reply.data)).toEqual(reply.data);
    expect(reply.data.services.map(({ value, label, priceRupees }) => [value, label, priceRupees])).toEqual([
      ['dental-checkup', 'Dental Checkup', 500],
      ['root-canal', 'Root Canal Treatment', 5000],
      ['teeth-whitening', 'Teeth Whitening', 3000],
      ['teeth-cleaning', 'Professional Cleaning', 1500],
      ['orthodontics', 'Orthodontic Treatment', 15000],
      ['extraction', 'Tooth Extraction', 2000],
      ['custom', 'Custom Amount', null],
      ['membership-annual', 'Annual Membership', 2000],
    ]);
  });

  it('answers a command nobody handles with no responder (only its own subjects are subscribed)', async () => {
    await expect(harness.call('payment.cmd.nothing-here.v1', {})).rejects.toThrow(/no responders|503/i);
  });
});
