// Paying for real on the local Plural simulator: the wizard hands over to the simulator's hosted checkout, Pay or
// Fail there sends the browser back to /payment/success or /payment/failure, and the order is paid in hp_payment
// only once the signed webhook has come back through nginx and the gateway.
import { describe, it, expect } from '@jest/globals';
import { waitFor } from '../lib/net.mjs';
import { openPage, queryServiceDatabase, screenshot, useBrowser } from './helpers.mjs';

const { browser } = useBrowser();

/** @param {string} email */
const ordersOf = (email) =>
  queryServiceDatabase(
    'payment',
    'SELECT reference, service, amount_paise AS "amountPaise", status FROM orders WHERE email = $1 ORDER BY created_at',
    [email],
  );

/**
 * Fills the wizard and proceeds to payment; resolves once the browser is on the simulator's checkout page.
 * @param {import('playwright-core').Page} page
 * @param {{ email: string, service: string, amount?: string }} order
 */
async function checkOut(page, { email, service, amount }) {
  await page.goto('/payment');
  await page.getByLabel(/^First Name/).fill('Asha');
  await page.getByLabel(/^Last Name/).fill('Verma');
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Mobile Number/).fill('9876543210');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Service/).selectOption(service);
  if (amount) await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay' }).waitFor({ timeout: 30_000 });
}

const uniqueEmail = (what) => `e2e-pay-${what}-${Date.now().toString(36)}@example.com`;

describe('paying on the Plural simulator', () => {
  it('a Dental Checkup paid on the simulator ends on /payment/success with the order paid (after its webhook)', async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail('checkup');
    try {
      await checkOut(page, { email, service: 'dental-checkup' });
      await screenshot(page, 'payment-simulator-checkout');
      expect(await page.getByText('₹500').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Pay' }).click();

      await page.waitForURL(/\/payment\/success\?/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await page.getByText('Payment received and confirmed.').waitFor({ timeout: 30_000 });
      await screenshot(page, 'payment-success-paid');

      const [order] = await ordersOf(email);
      expect(order).toMatchObject({ service: 'dental-checkup', amountPaise: 50_000, status: 'paid' });
      expect(await page.getByText(order.reference).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('a custom ₹250 is paid at ₹250', async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail('custom');
    try {
      await checkOut(page, { email, service: 'custom', amount: '250' });
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByText('Payment received and confirmed.').waitFor({ timeout: 30_000 });
      const orders = await ordersOf(email);
      expect(orders).toMatchObject([{ service: 'custom', amountPaise: 25_000, status: 'paid' }]);
    } finally {
      await context.close();
    }
  });

  it('a payment failed on the simulator ends on /payment/failure, and the order is failed', async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail('failed');
    try {
      await checkOut(page, { email, service: 'teeth-cleaning' });
      await page.getByRole('button', { name: 'Fail' }).click();
      await page.waitForURL(/\/payment\/failure/, { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      // Plural's reason (the simulator's decline message) is what the error box shows.
      await page.getByText(/declined/).waitFor();
      await screenshot(page, 'payment-failure');
      const status = await waitFor(async () => (await ordersOf(email))[0]?.status === 'failed' || null, {
        timeoutMs: 20_000,
        intervalMs: 300,
        what: 'the failed order',
      });
      expect(status).toBe(true);
    } finally {
      await context.close();
    }
  });
});
