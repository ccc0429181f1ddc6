// /booking (marketing remote): the spec's texts and choices, accessibility, a real request stored by the booking
// service, the WhatsApp link, a refused request that keeps the form, Hindi, a phone screen.
import { describe, it, expect } from '@jest/globals';
import { BOOKING_LOCATIONS, BOOKING_TIMES, BOOKING_TREATMENTS, todayInIndia } from '@hp/contracts';
import {
  onPhoneScreen,
  openPage,
  screenshot,
  scrollToTop,
  seriousA11yViolations,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';
import { choicesOf, storedEnquiries, uniqueName } from './enquiry-forms.mjs';

const { browser } = useBrowser();

/** The brand's WhatsApp number (shell/sdk/src/brand.ts). */
const WHATSAPP_NUMBER = '919820012345';
/** YYYY-MM-DD, `days` after today in India. */
const inDays = (days) =>
  new Date(new Date(`${todayInIndia()}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

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
    const phone = await onPhoneScreen(
      browser(),
      '/booking',
      (page) => form(page).getByRole('button', { name: 'Confirm Booking' }),
      'booking-phone',
    );
    expect(phone.overflow).toBeLessThanOrEqual(0);
    expect(phone.violations).toEqual([]);
  });
});
