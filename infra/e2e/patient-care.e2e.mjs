// A patient's care on /clinicmain (issue 14): books a free slot at an approved clinic and sees it under admin review
// in My requests; sends a prescription to an approved pharmacy, and the pharmacy's mail with the link arrives
// (maildev's REST API). The clinic and pharmacy join and are approved through the API, as the admin's page would.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from '@jest/globals';
import { addDays, todayInIndia } from '@hp/contracts';
import {
  BASE,
  mailTo,
  newPatient,
  openPage,
  providerCard,
  registerByApi,
  screenshot,
  seriousA11yViolations,
  submitLogin,
  TINY_PNG,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** An admin made as the README says, signed in through the API; answers its bearer token. */
async function adminToken() {
  const admin = { phone: uniquePhone(), password: `Admin#${uniqueId()}` };
  const made = spawnSync(
    process.execPath,
    ['infra/scripts/admin-create.mjs', '--phone', admin.phone, '--password', admin.password],
    { cwd: ROOT, encoding: 'utf8', env: process.env },
  );
  if (made.status !== 0)
    throw new Error(`admin:create failed (${made.status}): ${made.stdout}\n${made.stderr}`);
  const login = await fetch(`${BASE}/api/admin/loginadmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  return (await login.json()).token;
}

/** A provider registered and approved; answers its name, e-mail and id once the directory lists it. */
async function approvedProvider(entityType, token) {
  const id = uniqueId();
  const provider = {
    entityType,
    name: `E2E ${entityType} ${id}`,
    phone: uniquePhone(),
    email: `e2e.${entityType}.${id}@example.com`,
    address: '12 Hill Road, Thane West',
    location: 'Thane',
    state: 'IN-MH',
    numberOfDoctors: '2',
    specializations: entityType === 'clinic' ? '["Dentistry"]' : '[]',
    acceptsEMI: 'yes',
    acceptsInsurance: 'yes',
    password: `Provider#${id}`,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(provider)) form.append(name, value);
  const registered = await fetch(`${BASE}/api/clinic/register`, { method: 'POST', body: form });
  expect(registered.status).toBe(201);
  const { id: providerId } = await registered.json();
  const decided = await fetch(`${BASE}/api/admin/verify/${entityType}/${providerId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(decided.status).toBe(200);
  // The directory, booking and prescription learn the approval from verification's event.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const listed = await (
      await fetch(
        `${BASE}/api/clinic/approved-clinics?type=${entityType}&q=${encodeURIComponent(provider.name)}`,
      )
    ).json();
    if (
      [...listed.clinics, ...listed.pharmacies, ...listed.laboratories].some((p) => p.name === provider.name)
    )
      break;
    if (Date.now() > deadline) throw new Error(`${provider.name} is not listed`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { ...provider, id: providerId };
}

/** Signs a new patient in on /userlog; the page goes on to /clinicmain. */
async function signedInPatient(page) {
  const patient = newPatient();
  expect((await registerByApi(patient)).status).toBe(201);
  await submitLogin(page, patient);
  await page.waitForURL('**/clinicmain');
  return patient;
}

describe("a patient's care on /clinicmain", () => {
  it('books a free slot at an approved clinic and sees it under admin review in My requests', async () => {
    const token = await adminToken();
    const clinic = await approvedProvider('clinic', token);
    const { context, page } = await openPage(browser());
    try {
      await signedInPatient(page);
      const card = await providerCard(page, clinic.name);
      await card.getByRole('button', { name: 'BOOK NOW' }).click();
      await waitForText(page, 'Consultation Details');
      const time = page.getByLabel(/^Preferred time slot/);
      expect(await time.isDisabled()).toBe(true);
      await waitForText(page, 'Please select a date first');

      const date = addDays(todayInIndia(), 3);
      await page.getByLabel(/^Full name/).fill('E2E Patient');
      await page.getByLabel(/^Phone number/).fill('9876543210');
      await page.getByLabel(/^Preferred date/).fill(date);
      await page.getByLabel(/^Purpose of consultation/).fill('A check-up of my teeth, please');
      // The day's slots arrive: the dropdown is filled (and enabled) from the clinic's real places.
      await time.locator('option', { hasText: /^2:30 PM$/ }).waitFor({ state: 'attached' });
      await time.selectOption('2:30 PM');
      await waitForText(page, `at 2:30 PM, ${clinic.name}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Submit' }).click();
      await waitForText(
        page,
        `Consultation request submitted successfully for ${clinic.name} on ${date} at 2:30 PM! Your request is now under admin review.`,
      );
      const requests = page.getByRole('region', { name: 'My requests' });
      await requests.getByText(clinic.name).first().waitFor();
      await requests.getByText('Under admin review').first().waitFor();
      await screenshot(page, 'clinicmain-booked');
    } finally {
      await context.close();
    }
  });

  it("uploads a prescription to an approved pharmacy, and the pharmacy's mail arrives", async () => {
    const token = await adminToken();
    const pharmacy = await approvedProvider('pharmacy', token);
    const { context, page } = await openPage(browser());
    try {
      await signedInPatient(page);
      await page.getByRole('tab', { name: 'Pharmacy' }).click();
      const row = await providerCard(page, pharmacy.name);
      await row.getByRole('button', { name: 'BOOK NOW' }).click();
      await waitForText(page, 'Upload Prescription');
      await page.getByLabel(/^Username/).fill('E2E Patient');
      await page.getByLabel(/^Mobile number/).fill('9876543210');
      await page.getByLabel(/^Doctor's name/).fill('Dr. Rao');
      await page.getByLabel(/^Prescribed date/).fill(todayInIndia());
      await page
        .getByLabel(/^Prescription file/)
        .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: TINY_PNG });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Upload Prescription' }).click();
      await waitForText(page, `✅Prescription uploaded and sent to ${pharmacy.name} successfully!`);
      const requests = page.getByRole('region', { name: 'My requests' });
      await requests.getByText(pharmacy.name).first().waitFor();
      await screenshot(page, 'clinicmain-prescription-sent');

      const mail = await mailTo(pharmacy.email);
      expect(mail.text ?? mail.html ?? '').toMatch(/https?:\/\/\S+/);
    } finally {
      await context.close();
    }
  });
});
