// The clinic dashboard (/clinicdash) with a payment link paid on the local Plural simulator: two clinics are
// registered and approved through the API, a patient of each books a consultation; the first clinic logs in, sees
// only its own patient, generates a payment link (the spec's dialog), pays it on the simulator's page, and its
// Check Payment Status and then the list (booking, told by payment's event) say Paid. English, axe, a phone, Hindi.
import { describe, it, expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { addDays, todayInIndia } from '@hp/contracts';
import { waitFor } from '../lib/net.mjs';
import {
  BASE,
  PHONE,
  horizontalOverflow,
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
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} path @param {unknown} body @param {string} [token] */
const send = (path, body, token, method = 'POST') =>
  fetch(`${BASE}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

/** An admin made the way the README says (`npm run admin:create`), signed in through the API: its bearer token. */
async function adminToken() {
  const admin = { phone: uniquePhone(), password: `Admin#${uniqueId()}` };
  const made = spawnSync(
    process.execPath,
    ['infra/scripts/admin-create.mjs', '--phone', admin.phone, '--password', admin.password],
    { cwd: ROOT, encoding: 'utf8', env: process.env },
  );
  if (made.status !== 0)
    throw new Error(`admin:create failed (${made.status}): ${made.stdout}\n${made.stderr}`);
  const login = await send('/api/admin/loginadmin', admin);
  expect(login.status).toBe(200);
  return /** @type {{ token: string }} */ (await login.json()).token;
}

/**
 * A clinic registered through POST /api/clinic/register (as /clinicreg sends it) and approved by the admin.
 * @param {string} token the admin's
 */
async function approvedClinic(token) {
  const id = uniqueId();
  const clinic = {
    entityType: 'clinic',
    name: `E2E Dental ${id}`,
    phone: uniquePhone(),
    email: `e2e.clinic.${id}@example.com`,
    address: '4, Link Road, Malad West',
    location: 'Malad',
    state: 'IN-MH',
    numberOfDoctors: '2',
    specializations: JSON.stringify(['Dentistry']),
    acceptsEMI: 'yes',
    acceptsInsurance: 'yes',
    password: `Clinic#${id}`,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(clinic)) form.append(name, value);
  const registered = await fetch(`${BASE}/api/clinic/register`, { method: 'POST', body: form });
  expect(registered.status).toBe(201);
  const { id: providerId } = /** @type {{ id: string }} */ (await registered.json());
  const approved = await send(
    `/api/admin/verify/clinic/${providerId}`,
    { status: 'approved' },
    token,
    'PATCH',
  );
  expect(approved.status).toBe(200);
  return { ...clinic, providerId };
}

/** A patient registered and signed in through the API: its bearer token. */
async function patientToken() {
  const patient = newPatient();
  expect((await registerByApi(patient)).status).toBe(201);
  const login = await send('/api/user/login', { email: patient.email, password: patient.password });
  expect(login.status).toBe(200);
  return /** @type {{ token: string }} */ (await login.json()).token;
}

/**
 * `fullName` books a consultation at `clinic` a week ahead, once booking knows the clinic (it learns approvals from
 * verification's events).
 * @param {string} token the patient's
 * @param {{ providerId: string }} clinic
 * @param {string} fullName
 */
async function book(token, clinic, fullName) {
  const day = addDays(todayInIndia(), 7);
  await waitFor(
    async () => {
      const slots = await fetch(
        `${BASE}/api/user/consultation-slots?service=${clinic.providerId}&date=${day}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return slots.status === 200 || null;
    },
    { timeoutMs: 30_000, intervalMs: 300, what: 'booking to learn of the approved clinic' },
  );
  const booked = await send(
    '/api/user/consultations',
    {
      fullName,
      phoneNumber: '9876543210',
      consultationTime: `${day} 10:30 AM`,
      purpose: 'Tooth pain on the lower left side',
      service: clinic.providerId,
      serviceType: 'Clinic',
    },
    token,
  );
  expect(booked.status).toBe(201);
  return /** @type {{ consultation: { id: string } }} */ (await booked.json()).consultation.id;
}

describe('the clinic dashboard and its payment links', () => {
  it('a clinic sees only its patient, generates a payment link, the patient pays it on the simulator, and the clinic sees Paid', async () => {
    const admin = await adminToken();
    const [clinic, otherClinic] = await Promise.all([approvedClinic(admin), approvedClinic(admin)]);
    const patient = await patientToken();
    const ownName = `Asha ${uniqueId()}`;
    const otherName = `Ravi ${uniqueId()}`;
    const consultationId = await book(patient, clinic, ownName);
    await book(patient, otherClinic, otherName);

    const { context, page, consoleLines } = await openPage(browser());
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
      await page.goto('/cliniclog');
      const login = page.locator('form');
      await login.getByRole('combobox', { name: /^Entity Type/ }).selectOption('clinic');
      await login.getByLabel(/^Email/).fill(clinic.email);
      await login
        .getByLabel(/^Password/)
        .first()
        .fill(clinic.password);
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL('**/clinicdash');
      await page.getByRole('heading', { name: 'Clinic Dashboard' }).waitFor();

      // Only its own patient: the other clinic's is not on the page.
      await page.getByRole('heading', { name: 'Pending Admission Requests (1)' }).waitFor();
      await page.getByRole('heading', { name: ownName, level: 3 }).waitFor();
      expect(await page.getByText(otherName).count()).toBe(0);
      expect(await page.getByTestId('pending-count').textContent()).toBe('1');
      expect(await page.getByTestId('paid-count').textContent()).toBe('0');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'clinicdash');

      await page.getByRole('button', { name: `View Details of ${ownName}` }).click();
      const details = page.getByRole('dialog', { name: 'Request Details' });
      await details.getByText('Payment pending').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'clinicdash-details');
      await details.getByRole('button', { name: 'Generate Payment Link' }).click();

      const dialog = page.getByRole('dialog', { name: `Generate Payment Link for ${ownName}` });
      await dialog.getByLabel(/^Amount \(INR\)/).waitFor();
      expect(await dialog.getByLabel('Expiry Date').inputValue()).toBe(addDays(todayInIndia(), 30));
      await dialog.getByLabel(/^Amount \(INR\)/).fill('750');
      await dialog.getByLabel(/^Email/).fill('asha.patient@example.com');
      await dialog.getByLabel(/^Phone/).fill('+91 98765 43210');
      await dialog.getByLabel('Product/Service Name').fill('Dental Checkup');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'clinicdash-payment-link-form');
      await dialog.getByRole('button', { name: 'Generate Payment Link' }).click();

      await waitForText(page, 'Payment Link Generated');
      const link = await dialog.getByLabel('Payment link').inputValue();
      expect(link).toMatch(/^https?:\/\/.+\/pay\/link\//);
      // Copied to the clipboard (the permission granted above; without it the dialog says to copy by hand).
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await screenshot(page, 'clinicdash-payment-link-made');
      const [stored] = await queryServiceDatabase(
        'payment',
        'SELECT amount_paise AS "amountPaise", status FROM payment_links WHERE consultation_id = $1',
        [consultationId],
      );
      expect(stored).toMatchObject({ amountPaise: 75_000, status: 'pending' });
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      const card = page.getByRole('listitem').filter({ hasText: ownName });
      await card.getByText('Payment pending').waitFor();

      // The patient pays on the simulator's page for the link.
      const payer = await context.newPage();
      await payer.goto(link);
      await payer.getByText('₹750').first().waitFor();
      await screenshot(payer, 'clinicdash-simulator-link');
      await payer.getByRole('button', { name: 'Pay' }).click();
      await payer.getByText(/Paid\./).waitFor({ timeout: 30_000 });
      await payer.close();

      // Check Payment Status asks payment (which asks Plural while the link is pending): paid.
      await card.getByRole('button', { name: `Check Payment Status for ${ownName}` }).click();
      await waitForText(page, 'Payment status: Paid');
      await card.getByText('Paid', { exact: true }).waitFor();
      expect(await page.getByTestId('paid-count').textContent()).toBe('1');
      await screenshot(page, 'clinicdash-paid');

      // Booking learns it from payment's event: the list read afresh says Paid too.
      await waitFor(
        async () => {
          const [row] = await queryServiceDatabase(
            'booking',
            'SELECT payment_status AS "paymentStatus" FROM consultations WHERE id = $1',
            [consultationId],
          );
          return row?.paymentStatus === 'paid' || null;
        },
        { timeoutMs: 30_000, intervalMs: 300, what: "booking's record of the payment" },
      );
      await page.reload();
      await page
        .getByRole('listitem')
        .filter({ hasText: ownName })
        .getByText('Paid', { exact: true })
        .waitFor();
      expect(await page.getByTestId('paid-count').textContent()).toBe('1');
      expect(consoleLines.filter((line) => line.startsWith('error') || line.startsWith('pageerror'))).toEqual(
        [],
      );
    } finally {
      await context.close();
    }
  });

  it('fits a phone and reads in Hindi', async () => {
    const admin = await adminToken();
    const clinic = await approvedClinic(admin);
    const patient = await patientToken();
    await book(patient, clinic, `Meera ${uniqueId()}`);

    const { context, page } = await openPage(browser());
    try {
      await page.setViewportSize(PHONE);
      await page.goto('/cliniclog');
      const form = page.locator('form');
      await form.getByRole('combobox', { name: /^Entity Type/ }).selectOption('clinic');
      await form.getByLabel(/^Email/).fill(clinic.email);
      await form
        .getByLabel(/^Password/)
        .first()
        .fill(clinic.password);
      await form.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('heading', { name: 'Pending Admission Requests (1)' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'clinicdash-phone');

      await page.getByRole('button', { name: /^Generate Payment Link for / }).click();
      await page.getByRole('dialog', { name: /^Generate Payment Link for / }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'clinicdash-phone-dialog');
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
      await page.getByText('भुगतान की स्थिति देखें').first().waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'clinicdash-phone-hi');
    } finally {
      await context.close();
    }
  });
});
