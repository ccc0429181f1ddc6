// Home (/): the spec's texts, accessibility, a first load without the component library (the feedback form's own
// chunk arrives when the visitor comes near), the form itself, the language switch and a phone-sized screen.
import { describe, it, expect } from '@jest/globals';
import {
  openPage,
  PHONE,
  screenshot,
  scrollToTop,
  seriousA11yViolations,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();

/** The texts the tests find Home by, in each language. */
const ENGLISH = {
  language: 'Language',
  headline: 'Quality Healthcare Made Affordable',
  feedbackSection: "We'd love to hear from you",
  feedbackForm: 'Send us your feedback',
  send: 'Send Feedback',
};
const HINDI = {
  language: 'भाषा',
  headline: 'किफ़ायती दाम पर गुणवत्तापूर्ण स्वास्थ्य सेवा',
  feedbackSection: 'हमें आपकी राय जानकर खुशी होगी',
  feedbackForm: 'हमें अपनी प्रतिक्रिया भेजें',
  send: 'प्रतिक्रिया भेजें',
};

/** public-site.md, "Home (/)": the texts a visitor must find. */
const SPEC_TEXTS = [
  '10-20% Treatment Discount',
  'Standard EMI Options',
  '₹2000 Annual Plan',
  'Trusted by 10,000+ patients',
  '24/7 Emergency Support',
  '30+ Clinics Network',
  'Insurance Integration',
  'Flexible Payment Plans',
  'Preventive Care',
  'Easy Appointment Booking',
  'Family Healthcare Plans',
  'Specialist Consultations',
  'Premium Plan',
  'per year',
];

/**
 * Strings only Mantine's component code contains (its warnings, its notification styles): a script holding one
 * carries the component library.
 */
const MANTINE_MARKS = ['[@mantine/core]', '--notifications-container-width'];

/**
 * Records the body of every script the page loads.
 * @param {import('playwright-core').Page} page
 */
function recordScripts(page) {
  /** @type {Promise<{ url: string, body: string }>[]} */
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({ url: new URL(response.url()).pathname, body })),
    );
  });
  /** The scripts loaded so far that carry Mantine's components. */
  return async () =>
    (await Promise.all([...scripts]))
      .filter(({ body }) => MANTINE_MARKS.some((mark) => body.includes(mark)))
      .map(({ url }) => url);
}

/**
 * Scrolls to the feedback section and waits for its form, checking that the form takes its placeholder's place
 * without moving anything (the section is as tall before as after).
 * @param {import('playwright-core').Page} page
 * @param {typeof ENGLISH} texts
 */
async function scrollToFeedbackForm(page, texts = ENGLISH) {
  const section = page.getByRole('region', { name: texts.feedbackSection });
  const heightOf = () => section.evaluate((element) => element.getBoundingClientRect().height);
  const before = await heightOf();
  await section.scrollIntoViewIfNeeded();
  const form = section.getByRole('form', { name: texts.feedbackForm });
  await form.getByRole('button', { name: texts.send }).waitFor();
  expect(Math.abs((await heightOf()) - before)).toBeLessThanOrEqual(1);
  return form;
}

describe('Home', () => {
  it("shows the spec's texts and links, loads no component library before the visitor scrolls, and passes axe", async () => {
    const { context, page } = await openPage(browser());
    const mantineScripts = recordScripts(page);
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: ENGLISH.headline }).waitFor();
      for (const text of SPEC_TEXTS) {
        const visible = await page.getByText(text, { exact: true }).first().isVisible();
        expect({ text, visible }).toEqual({ text, visible: true });
      }
      const hrefOf = (/** @type {string} */ name) =>
        page.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(await hrefOf('Book Consultation')).toBe('/userlog');
      expect(await hrefOf('View Plans')).toBe('/membership');
      expect(await hrefOf('Join Membership Plan')).toBe('/payment?service=membership-annual');
      expect(await hrefOf('See all benefits')).toBe('/membership');
      expect(await page.getByRole('list', { name: 'Our partners' }).getByRole('img').count()).toBe(5);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

      expect(await mantineScripts()).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Keyboard focus shows: Tab from the header's language switch lands on the hero's first button.
      await page.getByLabel(ENGLISH.language).focus();
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const outline = await focused.evaluate((element) => {
        const style = /** @type {Window} */ (element.ownerDocument.defaultView).getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect({ text: await focused.textContent(), outline }).toEqual({
        text: 'Book Consultation',
        outline: 'solid 2px',
      });

      await scrollToFeedbackForm(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await scrollToTop(page);
      await screenshot(page, 'home-en');
    } finally {
      await context.close();
    }
  });

  it('brings the feedback form when it is scrolled to; the form thanks the visitor and empties', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: ENGLISH.headline }).waitFor();
      const form = await scrollToFeedbackForm(page);
      await form.getByLabel(/^Name/).fill('E2E Home Visitor');
      await form.getByLabel(/^Email/).fill(`e2e-home-${Date.now().toString(36)}@example.com`);
      await form.getByLabel(/^Message/).fill('Found everything I needed on the home page.');
      await form.getByRole('button', { name: 'Send Feedback' }).click();
      await waitForText(page, 'Thank you for your feedback!');
      await waitForText(page, 'We appreciate your message and will get back to you soon');
      expect(await form.getByLabel(/^Name/).inputValue()).toBe('');
      expect(await form.getByLabel(/^Message/).inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('turns Hindi with the header language switch and back, and remembers the choice after a reload', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: ENGLISH.headline }).waitFor();
      await page.getByLabel(ENGLISH.language).selectOption('hi');
      await page.getByRole('heading', { level: 1, name: HINDI.headline }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      expect(await page.getByRole('link', { name: 'प्लान देखें' }).getAttribute('href')).toBe('/membership');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: HINDI.headline }).waitFor();
      await scrollToFeedbackForm(page, HINDI);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await scrollToTop(page);
      await screenshot(page, 'home-hi');

      await page.getByLabel(HINDI.language).selectOption('en');
      await page.getByRole('heading', { level: 1, name: ENGLISH.headline }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('fits a phone screen (390 px) without sideways scrolling', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: ENGLISH.headline }).waitFor();
      await scrollToFeedbackForm(page);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await scrollToTop(page);
      await screenshot(page, 'home-phone');
    } finally {
      await context.close();
    }
  });
});
