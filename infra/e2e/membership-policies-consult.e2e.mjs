// /membership, /privacypolicy and /consultform (marketing remote): the spec's texts, accessibility (axe, keyboard),
// a consultation request stored by the booking service and confirmed by e-mail, Hindi, a phone screen.
/* global document -- page.evaluate callbacks run in the browser */
import { describe, it, expect } from '@jest/globals';
import { CONSULTATION_SLOTS, addDays, todayInIndia } from '@hp/contracts';
import {
  horizontalOverflow,
  mailTo,
  onPhoneScreen,
  openPage,
  PHONE,
  queryServiceDatabase,
  screenshot,
  scrollToTop,
  seriousA11yViolations,
  uniqueId,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();

/** The brand's e-mail (shell/sdk/src/brand.ts). */
const BRAND_EMAIL = 'care@healthplus.example';

/** Heading levels of the page in document order. @param {import('playwright-core').Page} page */
const headingLevels = (page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4')).map((h) =>
      Number(h.tagName[1]),
    ),
  );

/** One h1, and no level skipped on the way down. @param {number[]} levels */
function expectHeadingsInOrder(levels) {
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.reduce((previous, level) => {
    expect(level - previous).toBeLessThanOrEqual(1);
    return level;
  });
}

/**
 * Switches the header's language select and waits for `heading` (an h1) in that language.
 * @param {import('playwright-core').Page} page
 * @param {'en' | 'hi'} locale
 * @param {string} heading
 */
async function switchLanguage(page, locale, heading) {
  await page.getByLabel('Language').or(page.getByLabel('भाषा')).selectOption(locale);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe(locale);
}

/**
 * The booking service's stored consultation requests from this person.
 * @param {string} fullName
 */
const storedConsultations = (fullName) =>
  queryServiceDatabase(
    'booking',
    "SELECT kind, name, phone, email, details FROM enquiries WHERE kind = 'consultation' AND name = $1",
    [fullName],
  );

describe('/membership', () => {
  it("shows the spec's offer, 15 benefits, 3 steps and both closing buttons, and passes axe", async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/membership');
      await page.getByRole('heading', { level: 1, name: 'Premium Membership' }).waitFor();
      const hero = page.getByRole('region', { name: 'Premium Membership' });
      for (const text of ['₹2000', 'per year', 'One-time payment', 'No renewal fees']) {
        await hero.getByText(text, { exact: true }).waitFor();
      }
      const main = page.getByRole('main');
      expect(
        await main.getByRole('link', { name: 'Join Now - Limited Time Offer' }).getAttribute('href'),
      ).toBe('/payment?service=membership-annual');

      const benefits = page.getByRole('region', { name: '15 benefits in one plan' }).getByRole('listitem');
      expect(await benefits.count()).toBe(15);
      const lines = (await benefits.allInnerTexts()).map((card) => card.split('\n')[0]); // the benefit, then its kind
      for (const text of [
        '35-40% off health packages',
        '10-20% off dental treatments',
        '10% off opticals',
        'Free medicine delivery',
        'Free eye check-up',
        'Free dental OP consultation',
      ]) {
        expect(lines).toContain(text);
      }

      const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('heading', { level: 3 });
      expect(await steps.allInnerTexts()).toEqual(['Sign Up', 'Activate Benefits', 'Enjoy Savings']);

      const mail = new URL(
        /** @type {string} */ (
          await main.getByRole('link', { name: 'Membership Plans' }).getAttribute('href')
        ),
      );
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe(BRAND_EMAIL);
      expect(decodeURIComponent(/subject=([^&]*)/.exec(mail.search)?.[1] ?? '')).toBe(
        'Membership Plans Inquiry',
      );
      expect(decodeURIComponent(/body=([^&]*)/.exec(mail.search)?.[1] ?? '')).toMatch(/membership plans/);
      expect(await main.getByRole('link', { name: 'Book Consultation' }).getAttribute('href')).toBe(
        '/userlog',
      );

      expectHeadingsInOrder(await headingLevels(page));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'membership-en');
    } finally {
      await context.close();
    }
  });

  it('turns Hindi with the header language switch and back', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/membership');
      await page.getByRole('heading', { level: 1, name: 'Premium Membership' }).waitFor();
      await switchLanguage(page, 'hi', 'प्रीमियम सदस्यता');
      await page.getByRole('link', { name: 'अभी जुड़ें - सीमित समय का ऑफ़र' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'membership-hi');
      await switchLanguage(page, 'en', 'Premium Membership');
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen (390 px) without sideways scrolling', async () => {
    const phone = await onPhoneScreen(
      browser(),
      '/membership',
      (page) => page.getByRole('heading', { level: 1, name: 'Premium Membership' }),
      'membership-phone',
    );
    expect(phone.overflow).toBeLessThanOrEqual(0);
    expect(phone.violations).toEqual([]);
  });
});

describe('/privacypolicy', () => {
  const tab = (/** @type {import('playwright-core').Page} */ page, /** @type {string} */ name) =>
    page.getByRole('tab', { name });
  const selected = async (/** @type {import('playwright-core').Page} */ page, /** @type {string} */ name) =>
    (await tab(page, name).getAttribute('aria-selected')) === 'true';

  it('opens on the Privacy Policy, switches to the Terms with the keyboard alone, and passes axe on both', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/privacypolicy');
      await page.getByRole('heading', { level: 1, name: 'Policies' }).waitFor();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading', { level: 2, name: 'Privacy Policy' }).waitFor();
      expect(await selected(page, 'Privacy Policy')).toBe(true);
      const privacy = await panel.innerText();
      expect(privacy).toMatch(/we never see or store them/);
      expect(privacy).toMatch(/on request we delete your account and your personal data/);
      expect(privacy).toMatch(/Children under 18/);
      expect(privacy).toContain(BRAND_EMAIL);
      expectHeadingsInOrder(await headingLevels(page));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'privacy-en');

      // Keyboard only: Tab from the top of the page reaches the selected tab, the arrow keys switch tabs.
      await page.locator('body').focus();
      const isOnTab = () => page.evaluate(() => document.activeElement?.getAttribute('role') === 'tab');
      for (let presses = 0; presses < 40 && !(await isOnTab()); presses += 1)
        await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy Policy');
      await page.keyboard.press('ArrowRight');
      await panel.getByRole('heading', { level: 2, name: 'Terms & Conditions' }).waitFor();
      expect(await selected(page, 'Terms & Conditions')).toBe(true);
      expect(new URL(page.url()).hash).toBe('#terms');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Terms & Conditions');
      const terms = await panel.innerText();
      expect(terms).toMatch(/₹2000 per year as a one-time payment\. There are no renewal fees/);
      expect(terms).toMatch(/monthly subscription/);
      expect(terms).toMatch(/30 days' notice/);
      expect(terms).toMatch(/less than 24 hours before the appointment, may incur a fee/);
      expect(terms).toMatch(/governed by the laws of India/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'terms-en');

      // The panel follows the tab in the Tab order; ArrowLeft goes back.
      await page.keyboard.press('ArrowLeft');
      await panel.getByRole('heading', { level: 2, name: 'Privacy Policy' }).waitFor();
      expect(new URL(page.url()).hash).toBe('#privacy');
    } finally {
      await context.close();
    }
  });

  it('a link opens the Terms directly (/privacypolicy#terms)', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/privacypolicy#terms');
      await page
        .getByRole('tabpanel')
        .getByRole('heading', { level: 2, name: 'Terms & Conditions' })
        .waitFor();
      expect(await selected(page, 'Terms & Conditions')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('turns Hindi with the header language switch and back, and fits a phone screen', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/privacypolicy');
      await page.getByRole('heading', { level: 1, name: 'Policies' }).waitFor();
      await switchLanguage(page, 'hi', 'नीतियाँ');
      await tab(page, 'नियम और शर्तें').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'privacy-hi');
      await switchLanguage(page, 'en', 'Policies');

      await page.setViewportSize(PHONE);
      await scrollToTop(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'privacy-phone');
    } finally {
      await context.close();
    }
  });
});

describe('/consultform', () => {
  const form = (/** @type {import('playwright-core').Page} */ page) =>
    page.getByRole('form', { name: 'Consultation Details' });

  it('a consultation request typed with the keyboard is stored by the booking service and confirmed by e-mail', async () => {
    const { context, page } = await openPage(browser());
    const fullName = `E2E Consult ${uniqueId()}`;
    const email = `e2e-consult-${uniqueId()}@example.com`;
    const date = addDays(todayInIndia(), 6);
    try {
      await page.goto('/consultform');
      await page.getByRole('heading', { level: 1, name: 'Book a Consultation' }).waitFor();
      const consult = form(page);
      await consult.getByRole('button', { name: 'Request Consultation' }).waitFor();
      expect(
        await consult
          .getByRole('radio')
          .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('value'))),
      ).toEqual([...CONSULTATION_SLOTS]);
      expect(await consult.getByLabel(/^Preferred Date/).getAttribute('min')).toBe(todayInIndia());
      expect(await consult.getByLabel(/^Preferred Date/).getAttribute('max')).toBe(
        addDays(todayInIndia(), 90),
      );
      expectHeadingsInOrder(await headingLevels(page));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'consult-en');

      // An empty submit names every missing field.
      await consult.getByRole('button', { name: 'Request Consultation' }).click();
      await consult.getByText('Phone number is required').waitFor();
      await consult.getByText('Consultation time is required').waitFor();
      await consult.getByText('Purpose of consultation is required').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'consult-invalid');

      // Keyboard only: type, Tab to the next field, arrow keys in the slots, Enter to send.
      const [year, month, day] = date.split('-');
      await consult.getByLabel(/^Full Name/).focus();
      await page.keyboard.type(fullName);
      await page.keyboard.press('Tab');
      await page.keyboard.type('9876501234');
      await page.keyboard.press('Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${month}${day}${year}`); // Chromium's en-US date field: mm dd yyyy
      await page.keyboard.press('Tab'); // the date field's calendar button
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('9-10 AM');
      await page.keyboard.press('Space'); // the first slot
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight'); // 9-10 AM -> 2-3 PM
      await page.keyboard.press('Tab');
      await page.keyboard.type('Sensitive teeth when drinking cold water');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Request Consultation');
      await page.keyboard.press('Enter');

      await waitForText(page, 'Consultation Request Submitted');
      await waitForText(page, /Consultation request submitted successfully for .+ at 2-3 PM!/);
      await screenshot(page, 'consult-sent');
      expect(await consult.getByLabel(/^Full Name/).inputValue()).toBe('');
      expect(await consult.getByRole('radio', { checked: true }).count()).toBe(0);

      const details = {
        fullName,
        phoneNumber: '9876501234',
        email,
        consultationDate: date,
        consultationTime: '2-3 PM',
        purpose: 'Sensitive teeth when drinking cold water',
      };
      expect(await storedConsultations(fullName)).toEqual([
        { kind: 'consultation', name: fullName, phone: '9876501234', email, details },
      ]);
      const mail = await mailTo(email);
      expect(mail.subject).toBe('We received your consultation request');
      expect(mail.text).toContain(`Dear ${fullName},`);
    } finally {
      await context.close();
    }
  });

  it('turns Hindi with the header language switch and back', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/consultform');
      await page.getByRole('heading', { level: 1, name: 'Book a Consultation' }).waitFor();
      await switchLanguage(page, 'hi', 'परामर्श बुक करें');
      await page.getByRole('button', { name: 'परामर्श का अनुरोध करें' }).click();
      await page.getByText('परामर्श का उद्देश्य ज़रूरी है').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await scrollToTop(page);
      await screenshot(page, 'consult-hi');
      await switchLanguage(page, 'en', 'Book a Consultation');
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen (390 px) without sideways scrolling', async () => {
    const phone = await onPhoneScreen(
      browser(),
      '/consultform',
      (page) => form(page).getByRole('button', { name: 'Request Consultation' }),
      'consult-phone',
    );
    expect(phone.overflow).toBeLessThanOrEqual(0);
    expect(phone.violations).toEqual([]);
  });
});
