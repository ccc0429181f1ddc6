// /insurance (marketing remote): the spec's texts, accessibility, a quote request stored by the booking service and
// confirmed by e-mail, a refused request that keeps the form, Hindi, a phone screen.
import { describe, it, expect } from '@jest/globals';
import {
  mailTo,
  onPhoneScreen,
  openPage,
  screenshot,
  seriousA11yViolations,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';
import { choicesOf, storedEnquiries, uniqueName } from './enquiry-forms.mjs';

const { browser } = useBrowser();

const BRAND_EMAIL = 'care@healthplus.example';

describe('/insurance', () => {
  const form = (/** @type {import('playwright-core').Page} */ page) =>
    page.getByRole('form', { name: 'Get Your Insurance Quote' });

  /**
   * @param {import('playwright-core').Page} page
   * @param {{ name: string, address: string, mobileNumber: string, email: string, dob: string, maritalStatus: string, sex: string }} request
   */
  async function fillQuote(page, request) {
    const quote = form(page);
    await quote.getByLabel(/^Full Name/).fill(request.name);
    await quote.getByLabel(/^Address/).fill(request.address);
    await quote.getByLabel(/^Mobile Number/).fill(request.mobileNumber);
    await quote.getByLabel(/^Email/).fill(request.email);
    await quote.getByLabel(/^Date of Birth/).fill(request.dob);
    await quote.getByLabel(/^Marital Status/).selectOption({ label: request.maritalStatus });
    await quote.getByRole('radio', { name: request.sex, exact: true }).check();
  }

  /** @param {import('playwright-core').Page} page */
  const valuesOf = async (page) => {
    const quote = form(page);
    return {
      name: await quote.getByLabel(/^Full Name/).inputValue(),
      address: await quote.getByLabel(/^Address/).inputValue(),
      mobileNumber: await quote.getByLabel(/^Mobile Number/).inputValue(),
      email: await quote.getByLabel(/^Email/).inputValue(),
      dob: await quote.getByLabel(/^Date of Birth/).inputValue(),
      maritalStatus: await quote.getByLabel(/^Marital Status/).inputValue(),
      sex: await quote
        .getByRole('radio')
        .evaluateAll(
          (radios) =>
            radios.find((radio) => /** @type {HTMLInputElement} */ (radio).checked)?.getAttribute('value') ??
            '',
        ),
    };
  };

  it("shows the spec's form and Insurance Support, passes axe, and a quote request is stored and confirmed by e-mail", async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/insurance');
      const quote = form(page);
      await quote.getByRole('heading', { level: 2, name: 'Get Your Insurance Quote' }).waitFor();
      await quote.getByText('Our insurance specialists will contact you within 24 hours.').waitFor();
      await quote.getByRole('button', { name: 'Get Insurance Quote' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await choicesOf(quote.getByLabel(/^Marital Status/))).toEqual([
        { value: 'single', text: 'Single' },
        { value: 'married', text: 'Married' },
        { value: 'divorced', text: 'Divorced' },
        { value: 'widowed', text: 'Widowed' },
      ]);
      const sexes = quote.getByRole('radiogroup', { name: /^Sex/ }).getByRole('radio');
      expect(await sexes.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('value')))).toEqual(
        ['male', 'female', 'other'],
      );
      for (const label of ['Male', 'Female', 'Other'])
        await quote.getByRole('radio', { name: label, exact: true }).waitFor();
      const support = new URL(
        /** @type {string} */ (
          await page.getByRole('link', { name: 'Insurance Support' }).getAttribute('href')
        ),
      );
      expect(support.protocol).toBe('mailto:');
      expect(support.pathname).toBe(BRAND_EMAIL);
      expect(support.searchParams.get('subject')).toBe('Membership Plans Inquiry');

      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'insurance-en');

      const name = uniqueName('Insured');
      const email = `e2e-insurance-${uniqueId()}@example.com`;
      const mobileNumber = uniquePhone();
      await fillQuote(page, {
        name,
        address: '12 Marine Drive, Mumbai 400002',
        mobileNumber,
        email,
        dob: '1988-03-21',
        maritalStatus: 'Married',
        sex: 'Female',
      });
      await quote.getByRole('button', { name: 'Get Insurance Quote' }).click();
      await waitForText(page, 'Information Submitted!');
      await waitForText(page, "We'll contact you soon regarding health insurance options.");
      expect((await valuesOf(page)).name).toBe('');

      expect(await storedEnquiries('insurance', name)).toEqual([
        {
          kind: 'insurance',
          name,
          phone: mobileNumber,
          email,
          details: {
            name,
            address: '12 Marine Drive, Mumbai 400002',
            mobileNumber,
            email,
            dob: '1988-03-21',
            maritalStatus: 'married',
            sex: 'female',
          },
        },
      ]);
      const { subject } = await mailTo(email);
      expect(subject).toBe('We received your health-insurance quote request');
    } finally {
      await context.close();
    }
  });

  it('keeps everything typed and says why when the gateway fails', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.route('**/api/enquiries/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Something went wrong on the server.',
            code: 'INTERNAL',
            correlationId: 'e2e',
          }),
        }),
      );
      await page.goto('/insurance');
      const request = {
        name: uniqueName('Refused'),
        address: '4 Link Road, Malad West',
        mobileNumber: uniquePhone(),
        email: `e2e-refused-${uniqueId()}@example.com`,
        dob: '1975-11-02',
        maritalStatus: 'Widowed',
        sex: 'Other',
      };
      await fillQuote(page, request);
      await form(page).getByRole('button', { name: 'Get Insurance Quote' }).click();
      await waitForText(page, 'Your insurance quote request was not sent');
      await waitForText(page, 'Something went wrong on the server.');
      expect(await valuesOf(page)).toEqual({ ...request, maritalStatus: 'widowed', sex: 'other' });
      expect(await storedEnquiries('insurance', request.name)).toEqual([]);
      await screenshot(page, 'insurance-failed');
    } finally {
      await context.close();
    }
  });

  it('turns Hindi with the header language switch and back', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/insurance');
      await form(page).waitFor();
      await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
      await page.getByRole('heading', { level: 2, name: 'अपना बीमा कोटेशन पाएँ' }).waitFor();
      await page.getByRole('link', { name: 'बीमा सहायता' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'insurance-hi');

      await page.getByLabel('भाषा').or(page.getByLabel('Language')).selectOption('en');
      await page.getByRole('heading', { level: 2, name: 'Get Your Insurance Quote' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen (390 px) without sideways scrolling', async () => {
    const phone = await onPhoneScreen(
      browser(),
      '/insurance',
      (page) => form(page).getByRole('button', { name: 'Get Insurance Quote' }),
      'insurance-phone',
    );
    expect(phone.overflow).toBeLessThanOrEqual(0);
    expect(phone.violations).toEqual([]);
  });
});
