// The membership bought for real: a signed-in patient joins from /membership, pays on the local Plural simulator,
// and is a member for a year once the payment's event has reached the auth service (the header and /clinicmain
// say until when, a mail confirms it); paying again extends the membership by a year from its end.
import { describe, it, expect } from '@jest/globals';
import { waitFor } from '../lib/net.mjs';
import {
  DESKTOP,
  horizontalOverflow,
  mailTo,
  newPatient,
  openPage,
  PHONE,
  queryServiceDatabase,
  registerByApi,
  screenshot,
  scrollToTop,
  seriousA11yViolations,
  submitLogin,
  useBrowser,
} from './helpers.mjs';

const { browser } = useBrowser();
const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {string} email @returns {Promise<{ activeUntil: Date, memberSince: Date } | null>} */
const membershipOf = async (email) =>
  (
    await queryServiceDatabase(
      'auth',
      'SELECT active_until AS "activeUntil", member_since AS "memberSince" FROM memberships WHERE email = $1',
      [email.toLowerCase()],
    )
  )[0] ?? null;

/**
 * Waits until the membership's end is not `before` (the paid order's event has been handled).
 * @param {string} email @param {Date | null} before
 */
const membershipChanged = (email, before) =>
  waitFor(
    async () => {
      const membership = await membershipOf(email);
      return membership && membership.activeUntil.getTime() !== before?.getTime() ? membership : null;
    },
    { timeoutMs: 30_000, intervalMs: 300, what: `the membership of ${email} after the payment` },
  );

/**
 * A day as the page writes it (the SDK's formatIndiaDate), with the browser's own date formats.
 * @param {import('playwright-core').Page} page @param {Date} date
 */
const pageDate = (page, date) =>
  page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(iso)),
    date.toISOString(),
  );

/** As the confirmation mail writes a day: "23 November 2027". @param {Date} date */
const mailDate = (date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);

/**
 * On the wizard with the membership chosen: fills what the session did not, pays on the simulator, and waits for
 * /payment/success to confirm the order.
 * @param {import('playwright-core').Page} page @param {string} email
 */
async function payForMembership(page, email) {
  const emailField = page.getByLabel(/^Email Address/);
  // Filled in once the page has the session (restored from the refresh cookie after a full load).
  await waitFor(async () => (await emailField.inputValue()) === email || null, {
    timeoutMs: 15_000,
    what: `the e-mail field filled in with ${email}`,
  });
  await page
    .getByText('The membership belongs to the e-mail address you pay with', { exact: false })
    .waitFor();
  await page.getByLabel(/^First Name/).fill('Asha');
  await page.getByLabel(/^Last Name/).fill('Verma');
  await page.getByLabel(/^Mobile Number/).fill('9876543210');
  await page.getByRole('button', { name: 'Next' }).click();
  expect(await page.getByLabel(/^Service/).inputValue()).toBe('membership-annual');
  expect(await page.getByLabel(/^Amount/).inputValue()).toBe('2000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await page.getByRole('button', { name: 'Pay' }).waitFor({ timeout: 30_000 });
  expect(await page.getByText(/₹\s?2,?000/).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/payment\/success\?/, { timeout: 30_000 });
  await page.getByText('Payment received and confirmed.').waitFor({ timeout: 30_000 });
}

/**
 * /clinicmain (reloaded until the membership shows) and the header both say "Member until <until>".
 * @param {import('playwright-core').Page} page @param {string} until
 */
async function seesMemberUntil(page, until) {
  const text = `Member until ${until}`;
  await page.goto('/clinicmain');
  await page.getByRole('main').getByText(text).waitFor();
  await page.getByRole('banner').getByText(text).waitFor();
}

describe('the membership', () => {
  it('is bought from /membership on the simulator, shows until when in the header and on /clinicmain, is mailed, and a second payment extends it by a year', async () => {
    const patient = newPatient();
    const registered = await registerByApi(patient);
    expect(registered.status).toBe(201);

    const { context, page } = await openPage(browser());
    try {
      await submitLogin(page, patient);
      await page.waitForURL('**/clinicmain');
      // Not a member yet: the offer, and nothing in the header.
      await page.getByRole('main').getByRole('link', { name: 'Join Now' }).waitFor();
      expect(
        await page
          .getByRole('banner')
          .getByText(/Member until/)
          .count(),
      ).toBe(0);

      await page.goto('/membership');
      await page.getByRole('main').getByRole('link', { name: 'Join Now - Limited Time Offer' }).click();
      await page.waitForURL('**/payment?service=membership-annual');
      await payForMembership(page, patient.email);
      await screenshot(page, 'membership-paid');

      const joined = await membershipChanged(patient.email, null);
      const yearAhead = joined.activeUntil.getTime() - Date.now();
      expect(yearAhead).toBeGreaterThan(364 * DAY_MS);
      expect(yearAhead).toBeLessThan(367 * DAY_MS);
      const until = await pageDate(page, joined.activeUntil);
      await seesMemberUntil(page, until);
      await page
        .getByRole('main')
        .getByText(`Member since ${await pageDate(page, joined.memberSince)}`)
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'membership-clinicmain');

      // A phone: the header's line fits, nothing scrolls sideways.
      await page.setViewportSize(PHONE);
      await page.getByRole('banner').getByText(`Member until ${until}`).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await scrollToTop(page);
      await screenshot(page, 'membership-clinicmain-phone');
      // The phone menu opens right under the member's taller header.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const header = await page.getByRole('banner').boundingBox();
      const menu = await page.locator('#main-menu').boundingBox();
      expect(Math.round(menu?.y ?? 0)).toBe(Math.round((header?.y ?? 0) + (header?.height ?? 0)));
      await page.getByRole('button', { name: 'Close menu' }).click();
      await page.setViewportSize(DESKTOP);

      const started = await mailTo(patient.email, {
        subject: 'Your membership is active',
        timeoutMs: 30_000,
      });
      expect(started.text).toContain(`active until ${mailDate(joined.activeUntil)}`);

      // Another year, from the card: the wizard says until when the membership will then run.
      await page.getByRole('main').getByRole('link', { name: 'Extend by a year' }).click();
      await page.waitForURL('**/payment?service=membership-annual');
      const note = page.getByText(/^You are a member until /);
      await note.waitFor();
      const extendedText = await note.innerText();
      const extendedUntil = /to (.+)\.$/.exec(extendedText)?.[1];
      expect(extendedText).toBe(
        `You are a member until ${until}. Paying again extends your membership by a year, to ${extendedUntil}.`,
      );
      await screenshot(page, 'membership-extend-wizard');
      await payForMembership(page, patient.email);

      const extended = await membershipChanged(patient.email, joined.activeUntil);
      const addedDays = (extended.activeUntil.getTime() - joined.activeUntil.getTime()) / DAY_MS;
      expect([365, 366]).toContain(Math.round(addedDays));
      expect(extended.memberSince.getTime()).toBe(joined.memberSince.getTime());
      expect(await pageDate(page, extended.activeUntil)).toBe(extendedUntil);
      await seesMemberUntil(page, /** @type {string} */ (extendedUntil));
      await scrollToTop(page);
      await screenshot(page, 'membership-extended');

      const extendedMail = await mailTo(patient.email, {
        subject: 'Your membership has been extended',
        timeoutMs: 30_000,
      });
      expect(extendedMail.text).toContain(`extended until ${mailDate(extended.activeUntil)}`);
    } finally {
      await context.close();
    }
  }, 240_000);
});
