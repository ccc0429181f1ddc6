// The reminder link (issue 14 section 4): a patient's consultation at an approved clinic is approved by an admin; the
// notification service keeps its reminder link (`<site>/reminder/<token>`, the token an HMAC of the consultation's id
// with REMINDER_LINK_SECRET, as services/notification/src/reminders/reminder-links.ts makes it; its sha256 stored in
// the service's reminded_consultations). Opened on a 390 px phone without a session, the page shows the consultation;
// the patient cancels (after the confirmation dialog), the slot is free again (GET /api/user/consultation-slots), and
// the page reads in Hindi. The clinic registers and is approved through the API; the admin is made with the
// project's admin-create script.
import { createHash, createHmac } from 'node:crypto';
import { describe, it, expect } from '@jest/globals';
import { addDays, todayInIndia } from '@hp/contracts';
import {
  BASE,
  PHONE,
  createAdmin,
  horizontalOverflow,
  json,
  newPatient,
  openPage,
  queryServiceDatabase,
  registerByApi,
  screenshot,
  seriousA11yViolations,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();
/** The notification service's local default (services/notification/src/config.ts) unless the run sets its own. */
const REMINDER_LINK_SECRET = process.env.REMINDER_LINK_SECRET || 'hp-local-reminder-link-secret-dev-only';
const TIME = '11:30 AM';

/** Polls `probe` until it answers something truthy. @template T @param {() => Promise<T>} probe @param {string} what */
async function eventually(probe, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A clinic registered and approved through the API; answers once booking takes bookings for it. */
async function approvedClinic(adminToken, patientToken, day) {
  const id = uniqueId();
  const clinic = {
    entityType: 'clinic',
    name: `E2E Reminder Clinic ${id}`,
    phone: uniquePhone(),
    email: `e2e.reminder.${id}@example.com`,
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
  await eventually(
    async () =>
      (
        await json(
          'GET',
          `/api/user/consultation-slots?service=${clinicId}&date=${day}`,
          undefined,
          patientToken,
        )
      ).status === 200,
    `booking to learn of ${clinic.name}`,
  );
  return { ...clinic, id: clinicId };
}

/** The places left at TIME on `day` at the clinic. */
async function placesLeft(clinicId, day, patientToken) {
  const slots = await json(
    'GET',
    `/api/user/consultation-slots?service=${clinicId}&date=${day}`,
    undefined,
    patientToken,
  );
  expect(slots.status).toBe(200);
  const slot = slots.body.slots.find((/** @type {{ time: string }} */ s) => s.time === TIME);
  return /** @type {number} */ (slot.placesLeft);
}

describe('the reminder link', () => {
  it('opens on a phone without a session, cancels after the dialog, frees the slot, and reads in Hindi', async () => {
    const admin = createAdmin();
    const adminLogin = await json('POST', '/api/admin/loginadmin', admin);
    expect(adminLogin.status).toBe(200);
    const adminToken = adminLogin.body.token;
    const patient = newPatient();
    expect((await registerByApi(patient)).status).toBe(201);
    const login = await json('POST', '/api/user/login', { email: patient.email, password: patient.password });
    expect(login.status).toBe(200);
    const patientToken = login.body.token;
    const day = addDays(todayInIndia(), 5);
    const clinic = await approvedClinic(adminToken, patientToken, day);

    const free = await placesLeft(clinic.id, day, patientToken);
    const booked = await json(
      'POST',
      '/api/user/consultations',
      {
        fullName: patient.name,
        phoneNumber: patient.phone,
        consultationTime: `${day} ${TIME}`,
        purpose: 'Tooth pain on the left side',
        service: clinic.id,
      },
      patientToken,
    );
    expect(booked.status).toBe(201);
    const consultationId = /** @type {string} */ (booked.body.consultation.id);
    expect(await placesLeft(clinic.id, day, patientToken)).toBe(free - 1);
    expect(
      (await json('PATCH', '/api/admin/update-status', { consultationId, status: 'approved' }, adminToken))
        .status,
    ).toBe(200);

    // The link the reminders carry, as the notification service makes it; its hash is what the service stored.
    const token = createHmac('sha256', REMINDER_LINK_SECRET)
      .update(`reminder-link:${consultationId}`)
      .digest('base64url');
    const [row] = await eventually(
      () =>
        queryServiceDatabase(
          'notification',
          'SELECT token_hash FROM reminded_consultations WHERE consultation_id = $1',
          [consultationId],
        ).then((rows) => (rows.length ? rows : null)),
      'the notification service to keep the reminder link',
    );
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const { context, page } = await openPage(browser());
    try {
      await page.setViewportSize(PHONE);
      await page.goto(`/reminder/${token}`);
      const details = page.getByRole('region', { name: 'Appointment details' });
      await details.getByText(clinic.name).waitFor();
      await details.getByText(TIME).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'reminder-link-phone');

      await page.getByRole('button', { name: 'Cancel appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
      await dialog.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'reminder-link-cancel-dialog');
      await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
      await waitForText(page, 'Appointment cancelled');
      expect(await page.getByRole('button', { name: 'Confirm appointment' }).count()).toBe(0);
      await screenshot(page, 'reminder-link-cancelled');

      // The place is free again for other patients.
      await eventually(
        async () => (await placesLeft(clinic.id, day, patientToken)) === free,
        'the slot to be freed',
      );
      const mine = await json('GET', `/api/user/consultations/${consultationId}`, undefined, patientToken);
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.body)).toMatch(/cancel/i);

      // The same link in Hindi: the consultation as it now is, without buttons.
      await page.evaluate(() => localStorage.setItem('hp.locale', 'hi'));
      await page.reload();
      await waitForText(page, 'यह परामर्श रद्द हो चुका है।');
      await page.getByRole('heading', { name: 'आपका परामर्श' }).waitFor();
      expect(await page.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' }).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'reminder-link-hindi');
    } finally {
      await context.close();
    }

    // A link never made: a clear message and the way to the health services.
    const { context: other, page: stranger } = await openPage(browser());
    try {
      await stranger.setViewportSize(PHONE);
      await stranger.goto(`/reminder/${'x'.repeat(43)}`);
      await waitForText(stranger, 'This link is not valid');
      expect(
        await stranger.getByRole('link', { name: 'Go to my health services' }).getAttribute('href'),
      ).toBe('/clinicmain');
      await screenshot(stranger, 'reminder-link-invalid');
    } finally {
      await other.close();
    }
  }, 120_000);
});
