// The live bell (issue 14 section 4): a patient books a slot at an approved clinic; an admin approves it with an
// alternative time on /admindash (another browser context); the patient's bell, on a page that is not reloaded,
// shows the notification within 2 seconds (Server-Sent Events from the gateway), with the alternative time and the
// note; clicking it marks it read; the patient then accepts the alternative in My requests. The clinic registers and
// is approved through the API; the admin is made with the project's admin-create script.
import { describe, it, expect } from '@jest/globals';
import { addDays, todayInIndia } from '@hp/contracts';
import {
  adminLogsInTo,
  BASE,
  createAdmin,
  json,
  newPatient,
  openPage,
  providerCard,
  registerByApi,
  screenshot,
  seriousA11yViolations,
  submitLogin,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();

/** A clinic registered and approved through the API; answers once booking takes bookings for it. */
async function approvedClinic(adminToken, patientToken) {
  const id = uniqueId();
  const clinic = {
    entityType: 'clinic',
    name: `E2E Live Clinic ${id}`,
    phone: uniquePhone(),
    email: `e2e.live.${id}@example.com`,
    address: '12 Hill Road, Thane West',
    location: 'Thane',
    state: 'IN-MH',
    numberOfDoctors: '2',
    specializations: '["Dentistry"]',
    acceptsEMI: 'yes',
    acceptsInsurance: 'yes',
    password: `Provider#${id}`,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(clinic)) form.append(name, value);
  const registered = await fetch(`${BASE}/api/clinic/register`, { method: 'POST', body: form });
  expect(registered.status).toBe(201);
  const { id: clinicId } = /** @type {{ id: string }} */ (await registered.json());
  expect(
    (await json('PATCH', `/api/admin/verify/clinic/${clinicId}`, { status: 'approved' }, adminToken)).status,
  ).toBe(200);
  // Booking learns the approval from verification's event: its slots answer once it has.
  const deadline = Date.now() + 20_000;
  const day = addDays(todayInIndia(), 4);
  while (
    (
      await json(
        'GET',
        `/api/user/consultation-slots?service=${clinicId}&date=${day}`,
        undefined,
        patientToken,
      )
    ).status !== 200
  ) {
    if (Date.now() > deadline) throw new Error(`booking never learnt of ${clinic.name}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { ...clinic, id: clinicId };
}

describe('the live notification bell', () => {
  it('shows an admin’s approval with an alternative time within 2 seconds, without a reload; the patient accepts it', async () => {
    const admin = createAdmin();
    const adminLogin = await json('POST', '/api/admin/loginadmin', admin);
    expect(adminLogin.status).toBe(200);
    const adminToken = /** @type {string} */ (adminLogin.body.token);

    const patient = newPatient();
    expect((await registerByApi(patient)).status).toBe(201);
    const { context: patientContext, page } = await openPage(browser());
    const { context: adminContext, page: adminPage } = await openPage(browser());
    try {
      // The patient signs in; the bell appears (its code is loaded only now) with nothing unread.
      await submitLogin(page, patient);
      await page.waitForURL('**/clinicmain');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await bell.waitFor();
      expect(await page.getByTestId('notification-badge').count()).toBe(0);
      await bell.click();
      await waitForText(page, 'No notifications yet');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      // A booking through the patient's own page: BOOK NOW at the clinic, a date, 10:00 AM. (A session of its own,
      // through the API, only to see when booking takes bookings for the new clinic.)
      const apiLogin = await json('POST', '/api/user/login', {
        email: patient.email,
        password: patient.password,
      });
      expect(apiLogin.status).toBe(200);
      const patientToken = /** @type {string} */ (apiLogin.body.token);
      const clinic = await approvedClinic(adminToken, patientToken);
      await page.reload(); // the clinic list now holds the new clinic
      const card = await providerCard(page, clinic.name);
      await card.getByRole('button', { name: 'BOOK NOW' }).click();
      await waitForText(page, 'Consultation Details');
      const date = addDays(todayInIndia(), 4);
      await page.getByLabel(/^Full name/).fill(`Live Patient ${clinic.name.slice(-6)}`);
      await page.getByLabel(/^Phone number/).fill('9876543210');
      await page.getByLabel(/^Preferred date/).fill(date);
      await page.getByLabel(/^Purpose of consultation/).fill('Tooth ache since Monday');
      const time = page.getByLabel(/^Preferred time slot/);
      await time.locator('option', { hasText: /^10:00 AM$/ }).waitFor({ state: 'attached' });
      await time.selectOption('10:00 AM');
      await page.getByRole('button', { name: 'Submit' }).click();
      await waitForText(page, 'Your request is now under admin review.');

      // The admin approves it on /admindash with an alternative time and a note.
      await adminLogsInTo(adminPage, admin, '/admindash');
      await adminPage.getByLabel('Search').fill(clinic.name.slice(-6));
      const row = adminPage.getByRole('row').filter({ hasText: clinic.name.slice(-6) });
      await row.waitFor();
      await row.getByRole('button', { name: /^Approve / }).click();
      const approve = adminPage.getByRole('dialog', { name: 'Approve Consultation' });
      const alternativeDate = addDays(date, 1);
      await approve.getByLabel('Alternative date').fill(alternativeDate);
      await approve.getByLabel('Alternative time').selectOption('11:00 AM');
      await approve.getByLabel('Note (optional)').fill('The doctor is away that morning.');
      await approve.getByRole('button', { name: 'Confirm Approval' }).click();
      await waitForText(adminPage, 'Consultation approved successfully!');
      const decidedAt = Date.now();

      // The patient's page, never reloaded since the booking: the badge says 1 within 2 seconds.
      await page.getByTestId('notification-badge').filter({ hasText: /^1$/ }).waitFor({ timeout: 2_000 });
      expect(Date.now() - decidedAt).toBeLessThan(2_000);
      await bell.click();
      const panel = page.getByRole('region', { name: /^Notifications/ });
      const item = panel.getByRole('button', { name: /approved for another time/ });
      await item.waitFor();
      expect(await item.textContent()).toContain(`Alternative time: ${alternativeDate}, 11:00 AM`);
      expect(await item.textContent()).toContain('Note: The doctor is away that morning.');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'bell-live-notification');

      // Clicking it marks it read: the count goes to 0 and the badge away.
      await item.click();
      await panel.getByRole('heading', { name: 'Notifications (0)' }).waitFor();
      expect(await page.getByTestId('notification-badge').count()).toBe(0);
      await page.mouse.click(5, 400); // outside: the panel closes
      expect(await panel.count()).toBe(0);

      // The patient accepts the alternative time in My requests (the list is read afresh).
      await page.reload();
      const requests = page.getByRole('region', { name: 'My requests' });
      await requests.getByText(`Alternative time:`).first().waitFor();
      await requests.getByRole('button', { name: 'Accept' }).first().click();
      await waitForText(page, 'You accepted the alternative time.');
      await screenshot(page, 'bell-alternative-accepted');
    } finally {
      await adminContext.close();
      await patientContext.close();
    }
  });
});
