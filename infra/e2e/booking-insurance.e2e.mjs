// /booking and /insurance (marketing remote): the spec's texts, accessibility, a real request stored by the booking
// service (the insurance one confirmed by e-mail), a refused request that keeps the form, Hindi, a phone screen.
import { describe, it, expect } from '@jest/globals';
import { BOOKING_LOCATIONS, BOOKING_TIMES, BOOKING_TREATMENTS, todayInIndia } from '@hp/contracts';
import {
  horizontalOverflow,
  mailTo,
  openPage,
  PHONE,
  queryServiceDatabase,
  screenshot,
  scrollToTop,
  seriousA11yViolations,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();

/** The brand's WhatsApp number (shell/sdk/src/brand.ts). */
const WHATSAPP_NUMBER = '919820012345';
const BRAND_EMAIL = 'care@healthplus.example';

/** A letters-only name the schema accepts, different every run. */
const uniqueName = (first) =>
  `${first} ${uniqueId()
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])
    .replace(/^./, (letter) => letter.toUpperCase())}`;
/** YYYY-MM-DD, `days` after today in India. */
const inDays = (days) =>
  new Date(new Date(`${todayInIndia()}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The booking service's stored enquiries of one kind with this name.
 * @param {'appointment' | 'insurance'} kind
 * @param {string} name
 */
const storedEnquiries = (kind, name) =>
  queryServiceDatabase(
    'booking',
    'SELECT kind, name, phone, email, details FROM enquiries WHERE kind = $1 AND name = $2',
    [kind, name],
  );

/**
 * The choices of a select, without its "Select a ..." prompt.
 * @param {import('playwright-core').Locator} select
 */
const choicesOf = (select) =>
  select.evaluate((element) =>
    Array.from(/** @type {HTMLSelectElement} */ (element).options)
      .filter((option) => option.value !== '')
      .map((option) => ({ value: option.value, text: option.text })),
  );

describe('/booking', () => {
  const form = (/** @type {import('playwright-core').Page} */ page) =>
    page.getByRole('form', { name: 'Book Your Visit' });

  /**
   * @param {import('playwright-core').Page} page
   * @param {{ name: string, phoneNumber: string, location: string, treatment: string, preferredDate: string, preferredTime: string }} request
   */
  async function fillBooking(page, request) {
    const booking = form(page);
    await booking.getByLabel(/^Full Name/).fill(request.name);
    await booking.getByLabel(/^Phone Number/).fill(request.phoneNumber);
    await booking.getByLabel(/^Location/).selectOption(request.location);
    await booking.getByLabel(/^Treatment/).selectOption(request.treatment);
    await booking.getByLabel(/^Preferred Date/).fill(request.preferredDate);
    await booking.getByLabel(/^Preferred Time/).selectOption(request.preferredTime);
  }

  /** @param {import('playwright-core').Page} page */
  const valuesOf = async (page) => {
    const booking = form(page);
    return {
      name: await booking.getByLabel(/^Full Name/).inputValue(),
      phoneNumber: await booking.getByLabel(/^Phone Number/).inputValue(),
      location: await booking.getByLabel(/^Location/).inputValue(),
      treatment: await booking.getByLabel(/^Treatment/).inputValue(),
      preferredDate: await booking.getByLabel(/^Preferred Date/).inputValue(),
      preferredTime: await booking.getByLabel(/^Preferred Time/).inputValue(),
    };
  };

  it("shows the spec's form and choices, passes axe, and a request typed with the keyboard alone is stored", async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/booking');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const booking = form(page);
      await booking.getByRole('heading', { level: 2, name: 'Book Your Visit' }).waitFor();
      await booking.getByText('Our team will confirm your appointment within 2 hours.').waitFor();
      await booking.getByRole('button', { name: 'Confirm Booking' }).waitFor();
      await booking.getByRole('link', { name: 'Book via WhatsApp' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect((await choicesOf(booking.getByLabel(/^Location/))).map((c) => c.value)).toEqual([
        ...BOOKING_LOCATIONS,
      ]);
      expect((await choicesOf(booking.getByLabel(/^Treatment/))).map((c) => c.value)).toEqual([
        ...BOOKING_TREATMENTS,
      ]);
      expect((await choicesOf(booking.getByLabel(/^Preferred Time/))).map((c) => c.value)).toEqual([
        ...BOOKING_TIMES,
      ]);
      expect(await booking.getByLabel(/^Preferred Date/).getAttribute('min')).toBe(todayInIndia());

      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'booking-en');

      // Keyboard only: type into each field, Tab to the next (a date field may take more than one Tab to leave),
      // arrow keys in the selects, Enter on Confirm Booking.
      const name = uniqueName('Keyboard');
      const phone = uniquePhone();
      const date = inDays(5);
      const [year, month, day] = date.split('-');
      const focusedLabel = () =>
        page.evaluate(
          'document.activeElement?.labels?.[0]?.textContent ?? document.activeElement?.textContent',
        );
      const tabTo = async (/** @type {string} */ label) => {
        for (let presses = 0; presses < 3 && !(await focusedLabel())?.startsWith(label); presses++) {
          await page.keyboard.press('Tab');
        }
        expect(await focusedLabel()).toMatch(new RegExp(`^${label}`));
      };
      const pick = async (/** @type {number} */ position) => {
        for (let presses = 0; presses < position; presses++) await page.keyboard.press('ArrowDown');
      };
      await booking.getByLabel(/^Full Name/).focus();
      await page.keyboard.type(name);
      await tabTo('Phone Number');
      await page.keyboard.type(phone);
      await tabTo('Location');
      await pick(1 + BOOKING_LOCATIONS.indexOf('Thane'));
      await tabTo('Treatment');
      await pick(1 + BOOKING_TREATMENTS.indexOf('Root Canal Treatment'));
      await tabTo('Preferred Date');
      await page.keyboard.type(`${month}${day}${year}`); // Chromium's en-US date field: mm dd yyyy
      await tabTo('Preferred Time');
      await pick(1 + BOOKING_TIMES.indexOf('10:00 AM'));
      await tabTo('Confirm Booking');
      const request = {
        name,
        phoneNumber: phone,
        location: 'Thane',
        treatment: 'Root Canal Treatment',
        preferredDate: date,
        preferredTime: '10:00 AM',
      };
      expect(await valuesOf(page)).toEqual(request);
      await page.keyboard.press('Enter');

      await waitForText(page, 'Appointment Request Submitted!');
      await waitForText(page, "We'll confirm your appointment soon.");
      await screenshot(page, 'booking-sent');
      expect(await valuesOf(page)).toEqual({
        name: '',
        phoneNumber: '',
        location: '',
        treatment: '',
        preferredDate: '',
        preferredTime: '',
      });
      expect(await storedEnquiries('appointment', name)).toEqual([
        { kind: 'appointment', name, phone, email: null, details: request },
      ]);
    } finally {
      await context.close();
    }
  });

  it('says what is missing, then links the complete request to WhatsApp in a new tab', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/booking');
      const booking = form(page);
      await booking.getByRole('button', { name: 'Confirm Booking' }).click();
      await booking.getByText('Name is required').waitFor();
      await booking.getByText('Please select a preferred time').waitFor();
      await screenshot(page, 'booking-invalid');

      const request = {
        name: 'Asha Verma',
        phoneNumber: '9876543210',
        location: 'Bandra East',
        treatment: 'Teeth Cleaning',
        preferredDate: inDays(2),
        preferredTime: '4:00 PM',
      };
      await fillBooking(page, request);
      const link = booking.getByRole('link', { name: 'Book via WhatsApp' });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      const url = new URL(/** @type {string} */ (await link.getAttribute('href')));
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
      const text = url.searchParams.get('text') ?? '';
      for (const line of [
        'Name: Asha Verma',
        'Phone: 9876543210',
        'Location: Bandra East',
        'Treatment: Teeth Cleaning',
        'Time: 4:00 PM',
      ]) {
        expect(text).toContain(line);
      }
      expect(text).toMatch(/^Date: \w+day, \d{1,2} \w+ \d{4}$/m);
    } finally {
      await context.close();
    }
  });

  it('keeps everything typed and says so when the request cannot be sent', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.route('**/api/enquiries/**', (route) => route.abort());
      await page.goto('/booking');
      const request = {
        name: uniqueName('Offline'),
        phoneNumber: uniquePhone(),
        location: 'Malad',
        treatment: 'Dental Implants',
        preferredDate: inDays(1),
        preferredTime: '9:00 AM',
      };
      await fillBooking(page, request);
      await form(page).getByRole('button', { name: 'Confirm Booking' }).click();
      await waitForText(page, 'Your appointment request was not sent');
      await waitForText(page, 'Could not reach the server. Please check your connection and try again.');
      expect(await valuesOf(page)).toEqual(request);
      expect(await storedEnquiries('appointment', request.name)).toEqual([]);
      await screenshot(page, 'booking-failed');
    } finally {
      await context.close();
    }
  });

  it('turns Hindi with the header language switch and back', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/booking');
      await form(page).waitFor();
      await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
      await page.getByRole('heading', { level: 2, name: 'अपनी विज़िट बुक करें' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' }).waitFor();
      await page.getByRole('button', { name: 'बुकिंग की पुष्टि करें' }).click();
      await page.getByText('कृपया स्थान चुनें').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await scrollToTop(page);
      await screenshot(page, 'booking-hi');

      await page.getByLabel('भाषा').or(page.getByLabel('Language')).selectOption('en');
      await page.getByRole('heading', { level: 2, name: 'Book Your Visit' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen (390 px) without sideways scrolling', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.setViewportSize(PHONE);
      await page.goto('/booking');
      await form(page).getByRole('button', { name: 'Confirm Booking' }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'booking-phone');
    } finally {
      await context.close();
    }
  });
});

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
    const { context, page } = await openPage(browser());
    try {
      await page.setViewportSize(PHONE);
      await page.goto('/insurance');
      await form(page).getByRole('button', { name: 'Get Insurance Quote' }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'insurance-phone');
    } finally {
      await context.close();
    }
  });
});
