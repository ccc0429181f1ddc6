// Payment links: create, pay on their page, validation, expiry and cancel.
import { describe, expect, it } from '@jest/globals';
import { useSimulator, verify } from './spec-support.mjs';

const plural = useSimulator();
const { call, postJson, token, submitCheckout } = plural;

describe('payment links', () => {
  const linkBody = (over = {}) => ({
    amount: { value: 50000, currency: 'INR' },
    description: 'Consultation fee',
    expire_by: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    allowed_payment_methods: ['CARD', 'UPI'],
    merchant_payment_link_reference: 'CL1234abcd5678',
    customer: {
      email_id: 'asha@example.com',
      first_name: 'Asha',
      last_name: 'Rao',
      customer_id: 'c123',
      mobile_number: '9876543210',
      country_code: '91',
    },
    merchant_metadata: { requestId: 'r1', entityType: 'clinic' },
    product_details: [
      { product_code: 'general_consultation', product_amount: { value: 50000, currency: 'INR' } },
    ],
    ...over,
  });

  /** @param {string} accessToken @param {unknown} body */
  const createLink = (accessToken, body) =>
    postJson('/api/pay/v1/paymentlink', body, { authorization: `Bearer ${accessToken}` });

  it('creates a link (id, page URL, CREATED), whose page can be paid; the status then says PROCESSED', async () => {
    const t = await token();
    const res = await createLink(t, linkBody());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      payment_link_id: expect.stringMatching(/^pl-v1-/),
      payment_link: `${plural.sim.url}/pay/link/${res.json.payment_link_id}`,
      status: 'CREATED',
      merchant_payment_link_reference: 'CL1234abcd5678',
      amount: { value: 50000, currency: 'INR' },
    });
    const status = () =>
      call(`/api/pay/v1/paymentlink/${res.json.payment_link_id}`, {
        headers: { authorization: `Bearer ${t}` },
      });
    expect((await status()).json.status).toBe('CREATED');

    const page = await call(new URL(res.json.payment_link).pathname);
    expect(page.text).toContain('₹500.00');
    expect(page.text).toContain('Consultation fee');

    // A failed try leaves the link payable.
    const failed = await submitCheckout(res.json.payment_link, 'fail');
    expect(failed.status).toBe(200);
    expect(failed.text).toContain('Payment failed');
    expect((await status()).json.status).toBe('CREATED');

    const paid = await submitCheckout(res.json.payment_link, 'pay');
    expect(paid.text).toContain('Payment successful');
    const after = await status();
    expect(after.json.status).toBe('PROCESSED');
    expect(after.json.order_id).toEqual(expect.stringMatching(/^v1-/));

    const hooks = await plural.receiver.waitFor(2);
    const events = hooks.map((h) => JSON.parse(h.body));
    expect(events.map((e) => e.event_type)).toEqual(['PAYMENT_FAILED', 'ORDER_PROCESSED']);
    expect(events[1].data).toMatchObject({
      payment_link_id: res.json.payment_link_id,
      order_id: after.json.order_id,
    });
    expect(hooks.every((h) => verify(h).signature)).toBe(true);
  });

  it('validates like Plural: amount, customer contact, methods, expiry within 180 days', async () => {
    const t = await token();
    const bad = [
      linkBody({ amount: { value: 99, currency: 'INR' } }),
      linkBody({ customer: { first_name: 'No contact' } }),
      linkBody({ allowed_payment_methods: [] }),
      linkBody({ expire_by: new Date(Date.now() - 60_000).toISOString() }),
      linkBody({ expire_by: new Date(Date.now() + 181 * 86_400_000).toISOString() }),
    ];
    for (const body of bad) {
      const res = await createLink(t, body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('INVALID_REQUEST');
    }
  });

  it('says EXPIRED after expire_by, CANCELLED after cancel; 404 for an unknown link', async () => {
    const t = await token();
    const auth = { authorization: `Bearer ${t}` };
    const soon = await createLink(t, linkBody({ expire_by: new Date(Date.now() + 300).toISOString() }));
    await new Promise((r) => setTimeout(r, 400));
    expect(
      (await call(`/api/pay/v1/paymentlink/${soon.json.payment_link_id}`, { headers: auth })).json.status,
    ).toBe('EXPIRED');
    expect((await call(new URL(soon.json.payment_link).pathname)).status).toBe(410);

    const other = await createLink(t, linkBody());
    const cancelled = await call(`/api/pay/v1/paymentlink/${other.json.payment_link_id}/cancel`, {
      method: 'PUT',
      headers: auth,
    });
    expect(cancelled.json.status).toBe('CANCELLED');

    const unknown = await call('/api/pay/v1/paymentlink/pl-v1-nothing', { headers: auth });
    expect(unknown.status).toBe(404);
  });

  it('finds a link by its merchant reference (GET .../paymentlink/ref/{ref}); 404 for an unknown one', async () => {
    const t = await token();
    const auth = { authorization: `Bearer ${t}` };
    const made = await createLink(t, linkBody({ merchant_payment_link_reference: 'CL-ref-lookup_1' }));
    const found = await call('/api/pay/v1/paymentlink/ref/CL-ref-lookup_1', { headers: auth });
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({
      payment_link_id: made.json.payment_link_id,
      merchant_payment_link_reference: 'CL-ref-lookup_1',
      status: 'CREATED',
    });
    const unknown = await call('/api/pay/v1/paymentlink/ref/CL-nothing', { headers: auth });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('PAYMENT_LINK_NOT_FOUND');
  });

  it('resends an active link (PATCH .../{id}/notify), counted; refuses a cancelled link and an unknown one', async () => {
    const t = await token();
    const auth = { authorization: `Bearer ${t}` };
    const made = await createLink(t, linkBody());
    const id = made.json.payment_link_id;
    const notify = (/** @type {string} */ linkId) =>
      call(`/api/pay/v1/paymentlink/${linkId}/notify`, { method: 'PATCH', headers: auth });
    const sent = await notify(id);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ payment_link_id: id, status: 'CREATED', notifications: 1 });
    expect((await notify(id)).json.notifications).toBe(2);
    await call(`/api/pay/v1/paymentlink/${id}/cancel`, { method: 'PUT', headers: auth });
    const refused = await notify(id);
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('INVALID_REQUEST');
    expect((await notify('pl-v1-nothing')).status).toBe(404);
    expect((await call(`/api/pay/v1/paymentlink/${id}/notify`, { headers: auth })).status).toBe(405);
  });
});
