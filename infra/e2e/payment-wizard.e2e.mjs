// /payment (marketing remote): the wizard's three steps with the spec's messages in the red box, axe on each step,
// the checkout request the page sends and the gateway redirect (the checkout call is intercepted: no real payment
// here), /payment/success and /payment/failure, Hindi and back, a 390 px phone. Screenshots of each step.
import { describe, it, expect } from '@jest/globals';
import {
  BASE,
  horizontalOverflow,
  openPage,
  PHONE,
  screenshot,
  scrollToTop,
  seriousA11yViolations,
  useBrowser,
} from './helpers.mjs';

const { browser } = useBrowser();

/** @param {import('playwright-core').Page} page */
const redBox = (page) => page.locator('#payment-error');
/** @param {import('playwright-core').Page} page @param {string} name */
const panel = (page, name) => page.getByRole('heading', { level: 2, name }).waitFor();
/** @param {import('playwright-core').Page} page */
const next = (page) => page.getByRole('button', { name: 'Next' }).click();

/** @param {import('playwright-core').Page} page @param {string} text */
async function expectRedBox(page, text) {
  // The red box is an alert (read out when it appears).
  await page.getByRole('alert').filter({ hasText: text }).waitFor();
  expect((await redBox(page).textContent())?.trim()).toBe(text);
}

/** @param {import('playwright-core').Page} page */
async function fillPatient(page) {
  await page.getByLabel(/^First Name/).fill('Asha');
  await page.getByLabel(/^Last Name/).fill('Verma');
  await page.getByLabel(/^Email Address/).fill('asha@example.com');
  await page.getByLabel(/^Mobile Number/).fill('9876543210');
  await page.getByLabel(/^City/).fill('Pune');
}

describe('/payment wizard', () => {
  it("walks the three steps with the spec's messages, axe on each step, desktop and phone", async () => {
    for (const [width, suffix] of /** @type {const} */ ([
      [1280, ''],
      [390, '-phone'],
    ])) {
      const { context, page, consoleLines } = await openPage(browser());
      try {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
        await page.goto('/payment');
        await page.getByRole('heading', { level: 1, name: 'Online Payment' }).waitFor();
        await panel(page, 'Patient Information');
        await page.getByText('1/3').waitFor();
        await page.getByText('Your payment is secured with 256-bit SSL encryption.').waitFor();
        expect(await page.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

        // Step 1: each rule in turn, in the red box above the wizard.
        await next(page);
        await expectRedBox(page, 'First name and last name are required');
        // The focus moved to the first field in error.
        expect(await page.evaluate("document.activeElement?.getAttribute('autocomplete')")).toBe(
          'given-name',
        );
        expect(await seriousA11yViolations(page)).toEqual([]);
        await scrollToTop(page);
        await screenshot(page, `payment-step1-errors${suffix}`);
        await page.getByLabel(/^First Name/).fill('Asha');
        expect(await redBox(page).count()).toBe(0);
        await page.getByLabel(/^Last Name/).fill('Verma');
        await page.getByLabel(/^Email Address/).fill('asha@');
        await next(page);
        await expectRedBox(page, 'Please enter a valid email address');
        await page.getByLabel(/^Email Address/).fill('asha@example.com');
        await page.getByLabel(/^Mobile Number/).fill('5123456789');
        await next(page);
        await expectRedBox(page, 'Please enter a valid 10-digit mobile number');
        await page.getByLabel(/^Mobile Number/).fill('9876543210');
        await page.getByLabel(/^City/).fill('Pune');
        await scrollToTop(page);
        await screenshot(page, `payment-step1${suffix}`);
        await next(page);

        // Step 2: service, amount; a catalogue price locks the amount.
        await panel(page, 'Payment Information');
        await page.getByText('2/3').waitFor();
        await next(page);
        await expectRedBox(page, 'Please select a service');
        await page.getByLabel(/^Service/).selectOption('custom');
        await page.getByLabel(/^Amount/).fill('50');
        await next(page);
        await expectRedBox(page, 'Please enter a valid amount (minimum ₹100)');
        expect(await seriousA11yViolations(page)).toEqual([]);
        await scrollToTop(page);
        await screenshot(page, `payment-step2-errors${suffix}`);
        await page.getByLabel(/^Service/).selectOption('root-canal');
        expect(await page.getByLabel(/^Amount/).inputValue()).toBe('5000');
        expect(await page.getByLabel(/^Amount/).getAttribute('readonly')).not.toBeNull();
        await page.getByLabel(/^Notes/).fill('Second sitting');
        await scrollToTop(page);
        await screenshot(page, `payment-step2${suffix}`);
        await next(page);

        // Step 3: the summary, the terms.
        await panel(page, 'Order Summary');
        await page.getByText('3/3').waitFor();
        await page.getByText('₹5,000').waitFor();
        await page.getByRole('button', { name: 'Proceed to Payment' }).click();
        await expectRedBox(page, 'Please accept the terms and conditions');
        expect(await seriousA11yViolations(page)).toEqual([]);
        await scrollToTop(page);
        await screenshot(page, `payment-step3-errors${suffix}`);
        await page.getByRole('checkbox').check();
        expect(await redBox(page).count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await scrollToTop(page);
        await screenshot(page, `payment-step3${suffix}`);

        // Back from 3 to 2 and 2 to 1 keeps the values.
        await page.getByRole('button', { name: 'Back' }).click();
        await panel(page, 'Payment Information');
        expect(await page.getByLabel(/^Service/).inputValue()).toBe('root-canal');
        await page.getByRole('button', { name: 'Back' }).click();
        await panel(page, 'Patient Information');
        expect(await page.getByLabel(/^Mobile Number/).inputValue()).toBe('9876543210');
        expect(consoleLines.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('is usable with the keyboard alone up to step 3', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/payment');
      await panel(page, 'Patient Information');
      await page.getByLabel(/^First Name/).focus();
      await page.keyboard.type('Asha');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Verma');
      await page.keyboard.press('Tab');
      await page.keyboard.type('asha@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('9876543210');
      await page.keyboard.press('Enter');
      await panel(page, 'Payment Information');
      // The new panel's title has the focus; Tab reaches the service.
      expect(await page.evaluate('document.activeElement?.id')).toBe('payment-panel-title');
      await page.keyboard.press('Tab');
      expect(await page.evaluate('document.activeElement?.tagName')).toBe('SELECT');
      await page.keyboard.press('ArrowDown');
      expect(await page.getByLabel(/^Service/).inputValue()).toBe('dental-checkup');
      await page.keyboard.press('Tab');
      expect(await page.getByLabel(/^Amount/).inputValue()).toBe('500');
      await page.keyboard.press('Enter');
      await panel(page, 'Order Summary');
      await page.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('sends the checkout request, reads Processing..., and goes to the address the server answers', async () => {
    const { context, page } = await openPage(browser());
    try {
      /** @type {any[]} */
      const bodies = [];
      /** @type {(string | undefined)[]} */
      const keys = [];
      /** @type {(value?: unknown) => void} */
      let release = () => undefined;
      const released = new Promise((resolve) => (release = resolve));
      await page.route('**/api/payment/checkout', async (route) => {
        bodies.push(route.request().postDataJSON());
        keys.push(route.request().headers()['idempotency-key']);
        await released;
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 'success',
            data: { redirect_url: `${BASE}/payment/success?reference=HPE2E1`, order_reference: 'HPE2E1' },
            message: 'Checkout created',
          }),
        });
      });
      await page.route('**/api/payment/orders/HPE2E1', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ reference: 'HPE2E1', status: 'paid' }),
        }),
      );
      await page.goto('/payment');
      await fillPatient(page);
      await next(page);
      await panel(page, 'Payment Information');
      await page.getByLabel(/^Service/).selectOption('teeth-whitening');
      await next(page);
      await panel(page, 'Order Summary');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      const busy = page.getByRole('button', { name: 'Processing...' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      release();

      await page.waitForURL('**/payment/success?reference=HPE2E1');
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      await page.getByText('Payment received and confirmed.').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'payment-success');
      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'payment-success-phone');

      expect(bodies).toHaveLength(1);
      expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
      expect(bodies[0]).toMatchObject({
        service: 'teeth-whitening',
        order_amount: { value: 300000, currency: 'INR' },
        pre_auth: false,
        allowed_payment_methods: ['CARD', 'UPI', 'NETBANKING', 'WALLET'],
        purchase_details: {
          customer: {
            email_id: 'asha@example.com',
            first_name: 'Asha',
            last_name: 'Verma',
            mobile_number: '9876543210',
            billing_address: {
              address1: 'Not provided',
              pincode: '400001',
              city: 'Pune',
              state: 'Maharashtra',
              country: 'INDIA',
            },
          },
        },
      });
    } finally {
      await context.close();
    }
  });

  it('keeps every field when the checkout fails or the network does', async () => {
    const { context, page } = await openPage(browser());
    try {
      let calls = 0;
      await page.route('**/api/payment/checkout', (route) => {
        calls += 1;
        return calls === 1
          ? route.fulfill({
              status: 502,
              contentType: 'application/json',
              body: JSON.stringify({
                message: 'Gateway unavailable',
                code: 'INTERNAL',
                correlationId: 'e2e',
              }),
            })
          : route.abort('internetdisconnected');
      });
      await page.goto('/payment');
      await fillPatient(page);
      await next(page);
      await page.getByLabel(/^Service/).selectOption('extraction');
      await next(page);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expectRedBox(page, 'Payment initialization failed: Gateway unavailable');
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expectRedBox(page, 'Network error occurred. Please try again.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await page.getByLabel(/^Service/).inputValue()).toBe('extraction');
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Asha');
      expect(await page.getByLabel(/^City/).inputValue()).toBe('Pune');
    } finally {
      await context.close();
    }
  });

  it('turns Hindi with the header language switch and back', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/payment');
      await panel(page, 'Patient Information');
      await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
      await page.getByRole('heading', { level: 1, name: 'ऑनलाइन भुगतान' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'मरीज़ की जानकारी' }).waitFor();
      await page.getByRole('button', { name: 'आगे' }).click();
      await expectRedBox(page, 'पहला नाम और उपनाम ज़रूरी हैं');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await scrollToTop(page);
      await screenshot(page, 'payment-hi');

      await page.getByLabel('भाषा').or(page.getByLabel('Language')).selectOption('en');
      await page.getByRole('heading', { level: 2, name: 'Patient Information' }).waitFor();
      await expectRedBox(page, 'First name and last name are required');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });
});

describe('/payment/failure', () => {
  it("shows the error query's text, Try Again goes back, Return to Home", async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/payment');
      await panel(page, 'Patient Information');
      await page.goto('/payment/failure?error=Card%20declined');
      await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
      await page.getByText('Card declined').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'payment-failure');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.waitForURL('**/payment');
      await panel(page, 'Patient Information');

      await page.setViewportSize(PHONE);
      await page.goto('/payment/failure');
      await page.getByText('Payment processing failed. Please try again.').waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'payment-failure-phone');
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL(`${BASE}/`);
    } finally {
      await context.close();
    }
  });
});
