import { randomUUID } from 'node:crypto';
import { PluralClient, PluralError, type PluralPaymentLinkRequest } from '../src/plural/plural-client.js';
import {
  PLURAL_TEST_CREDENTIALS,
  startPluralSimulator,
  type TestPluralSimulator,
} from '@hp/service-platform/testing';

const linkFor = (reference: string, rupees: number): PluralPaymentLinkRequest => ({
  merchant_payment_link_reference: reference,
  amount: { value: rupees * 100, currency: 'INR' },
  description: 'Consultation at a partner clinic',
  expire_by: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
  allowed_payment_methods: ['CARD', 'UPI'],
  customer: {
    email_id: 'asha@example.com',
    mobile_number: '9876543210',
    first_name: 'Asha',
    last_name: 'Rao',
  },
});

/** The Plural client's payment links against the local Plural simulator (the clinic dashboard builds on these). */
describe('Plural payment links (integration, Plural simulator)', () => {
  let plural: TestPluralSimulator;
  let client: PluralClient;

  beforeAll(async () => {
    plural = await startPluralSimulator();
    client = new PluralClient({
      baseUrl: plural.url,
      clientId: PLURAL_TEST_CREDENTIALS.PLURAL_CLIENT_ID,
      clientSecret: PLURAL_TEST_CREDENTIALS.PLURAL_CLIENT_SECRET,
      timeoutMs: 3000,
      retries: 1,
      backoffMs: () => 10,
    });
  });
  afterAll(async () => {
    await plural?.stop();
  });

  it('creates a link, which is CREATED until the patient pays on its page, then PROCESSED with its order', async () => {
    const reference = `CONS-${randomUUID().slice(0, 8)}`;
    const link = await client.createPaymentLink(linkFor(reference, 500), randomUUID());
    expect(link).toMatchObject({ status: 'CREATED', merchant_payment_link_reference: reference });
    expect(link.amount).toEqual({ value: 50_000, currency: 'INR' });

    const page = await fetch(link.payment_link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('₹500');
    const paid = await fetch(link.payment_link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_method: 'UPI', outcome: 'pay' }).toString(),
    });
    expect(paid.status).toBe(200);

    const looked = await client.getPaymentLink(link.payment_link_id);
    expect(looked.status).toBe('PROCESSED');
    expect(looked.order_id).toEqual(expect.any(String));
  });

  it('cancels a link not yet paid; a cancelled link cannot be cancelled again (Plural says why)', async () => {
    const link = await client.createPaymentLink(
      linkFor(`CONS-${randomUUID().slice(0, 8)}`, 250),
      randomUUID(),
    );
    expect((await client.cancelPaymentLink(link.payment_link_id)).status).toBe('CANCELLED');
    expect((await client.getPaymentLink(link.payment_link_id)).status).toBe('CANCELLED');

    const again = await client.cancelPaymentLink(link.payment_link_id).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(PluralError);
    expect(again).toMatchObject({
      status: 400,
      retryable: false,
      message: 'A CANCELLED payment link cannot be cancelled',
    });
  });

  it("answers Plural's 404 for a link it does not know, and its 400 for an invalid request, without retrying", async () => {
    await expect(client.getPaymentLink('pl-v1-unknown')).rejects.toMatchObject({
      status: 404,
      retryable: false,
    });
    const invalid = linkFor('not a valid reference!', 100);
    await expect(client.createPaymentLink(invalid, randomUUID())).rejects.toMatchObject({
      status: 400,
      retryable: false,
    });
  });
});
