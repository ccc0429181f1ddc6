// Registration, login, the guarded /clinicmain (kept after a reload) and password recovery with the OTP
// read from the SMTP inbox (maildev's REST API).
import { describe, it, expect } from '@jest/globals';
import {
  BASE,
  newPatient,
  openPage,
  readOtp,
  registerByApi,
  screenshot,
  submitLogin,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();

/**
 * @param {import('playwright-core').Page} page
 * @param {{ email: string, password: string }} who
 */
async function logIn(page, who) {
  await submitLogin(page, who);
  await waitForText(page, 'Login Successful');
  await page.waitForURL('**/clinicmain');
}

describe('patient account', () => {
  it('registers, logs in, lands on /clinicmain greeting the user, stays signed in after a reload, logs out', async () => {
    const patient = newPatient();
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/userreg');
      const form = page.locator('form');
      await form.getByLabel(/^Name/).fill(patient.name);
      await form.getByLabel(/^Phone/).fill(patient.phone);
      await form.getByLabel(/^Email/).fill(patient.email);
      await form
        .getByLabel(/^Password/)
        .first()
        .fill(patient.password);
      await screenshot(page, 'register-filled');
      await form.getByRole('button', { name: 'Register', exact: true }).click();
      await waitForText(page, '🎉 Registration Successful');
      await screenshot(page, 'register-done');
      await page.waitForURL('**/userlog');

      await logIn(page, patient);
      const logout = page.getByRole('button', { name: 'Logout', exact: true });
      await logout.waitFor();
      await page
        .getByText(/welcome/i)
        .first()
        .waitFor();
      expect(await page.locator('main, body').first().innerText()).toContain(patient.email);
      await screenshot(page, 'clinicmain');

      // The access token lives in memory only: a reload must restore the session from the refresh cookie.
      await page.reload();
      await logout.waitFor();
      expect(new URL(page.url()).pathname).toBe('/clinicmain');
      expect(await page.evaluate(() => JSON.stringify(globalThis.localStorage))).not.toMatch(
        /eyJ[\w-]+\.[\w-]+\./,
      );
      await screenshot(page, 'clinicmain-after-reload');

      await logout.click();
      await page.waitForURL('**/userlog');
      await page.goto('/clinicmain');
      await page.waitForURL('**/userlog');
    } finally {
      await context.close();
    }
  });

  it('resets a forgotten password with the OTP from the e-mail, then logs in with the new one', async () => {
    const patient = newPatient();
    const registered = await registerByApi(patient);
    expect(registered.status).toBe(201);

    const { context, page } = await openPage(browser());
    try {
      await page.goto('/user/forgot-password');
      const form = page.locator('form');
      await form.getByLabel(/^Email/).fill(patient.email);
      const since = Date.now();
      await form.getByRole('button', { name: 'Send OTP', exact: true }).click();
      await waitForText(page, 'OTP sent');

      const otp = await readOtp(patient.email, since);
      expect(otp).toMatch(/^\d{6}$/);
      await form.getByLabel(/^OTP/).fill(otp);
      await screenshot(page, 'forgot-password-otp');
      await form.getByRole('button', { name: 'Verify OTP', exact: true }).click();
      await waitForText(page, 'OTP verified');

      const newPassword = `${patient.password}-new`;
      await form
        .getByLabel(/^New Password/)
        .first()
        .fill(newPassword);
      await form.getByRole('button', { name: 'Reset Password', exact: true }).click();
      await waitForText(page, 'Password reset');
      await screenshot(page, 'forgot-password-done');
      await page.waitForURL('**/userlog');

      // The old password no longer works; the new one does.
      const old = await fetch(`${BASE}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: patient.email, password: patient.password }),
      });
      expect(old.status).toBe(401);
      await logIn(page, { email: patient.email, password: newPassword });
      await page.getByRole('button', { name: 'Logout', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
