// The public directory (/demo): two clinics registered through the API and approved by an admin appear on /demo
// within 60 s; a search and a filter narrow the list (and the address keeps them); a visitor's BOOK NOW opens
// 'Login Required', whose Login leads to /userlog; a phone (390 px) in English and Hindi, axe-clean.
import { describe, it, expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  BASE,
  PHONE,
  horizontalOverflow,
  openPage,
  screenshot,
  seriousA11yViolations,
  uniqueId,
  uniquePhone,
  useBrowser,
} from './helpers.mjs';

const { browser } = useBrowser();
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How long an approval may take to reach /demo (verification's event, the directory's consumer, its cache). */
const LISTED_WITHIN_MS = 60_000;

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
  const login = await fetch(`${BASE}/api/admin/loginadmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  return /** @type {{ token: string }} */ (await login.json()).token;
}

/**
 * A clinic registered through POST /api/clinic/register (multipart, as /clinicreg sends it), then approved by the
 * admin through PATCH /api/admin/verify/clinic/:id.
 * @param {string} token
 * @param {Record<string, string>} fields
 */
async function approvedClinic(token, fields) {
  const id = uniqueId();
  const clinic = {
    entityType: 'clinic',
    phone: uniquePhone(),
    email: `e2e.clinic.${id}@example.com`,
    address: '4, Link Road, Malad West',
    location: 'Malad',
    state: 'IN-MH',
    numberOfDoctors: '4',
    acceptsEMI: 'yes',
    acceptsInsurance: 'yes',
    password: `Clinic#${id}`,
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(clinic)) form.append(name, value);
  const registered = await fetch(`${BASE}/api/clinic/register`, { method: 'POST', body: form });
  expect(registered.status).toBe(201);
  const { id: providerId } = /** @type {{ id: string }} */ (await registered.json());
  const approved = await fetch(`${BASE}/api/admin/verify/clinic/${providerId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(approved.status).toBe(200);
  return clinic;
}

/** The cards /demo shows, by name. @param {import('playwright-core').Page} page */
const cardNames = (page) => page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();

describe('the public directory (/demo)', () => {
  it('lists approved clinics within 60 s, narrows them by search and filter, and asks a visitor to log in to book', async () => {
    const token = await adminToken();
    const run = uniqueId();
    const search = `E2E ${run}`;
    const dental = await approvedClinic(token, {
      name: `${search} Dental Care`,
      specializations: JSON.stringify([
        'Dentistry',
        'Orthopedics',
        'Pediatrics',
        'Cardiology',
        'Dermatology',
        'Ayurveda',
      ]),
    });
    const eye = await approvedClinic(token, {
      name: `${search} Eye Clinic`,
      specializations: JSON.stringify(['Ophthalmology']),
      acceptsEMI: 'no',
      acceptsInsurance: 'no',
    });
    const approvedAt = Date.now();

    const { context, page } = await openPage(browser());
    try {
      // Shared address: the search in the query. Reloaded until both are listed.
      const dentalCard = page.getByRole('article', { name: dental.name });
      const eyeCard = page.getByRole('article', { name: eye.name });
      for (;;) {
        await page.goto(`/demo?q=${encodeURIComponent(search)}`);
        await page.getByRole('heading', { level: 2, name: 'Available Hospitals/Clinics' }).waitFor();
        const listed = await dentalCard
          .waitFor({ timeout: 3_000 })
          .then(() => eyeCard.isVisible())
          .catch(() => false);
        if (listed) break;
        if (Date.now() - approvedAt > LISTED_WITHIN_MS)
          throw new Error(`the approved clinics are not on /demo after ${LISTED_WITHIN_MS / 1000} s`);
      }
      expect(Date.now() - approvedAt).toBeLessThan(LISTED_WITHIN_MS);

      // The visitor searches from the plain page: the name narrows the list to the two, the filter to one.
      await page.goto('/demo');
      await page.getByRole('heading', { level: 1, name: 'Health Services' }).waitFor();
      await page.getByLabel('Search by name').fill(search);
      await page.waitForURL((url) => url.searchParams.get('q') === search);
      await eyeCard.waitFor();
      await dentalCard.waitFor();
      expect((await cardNames(page)).sort()).toEqual([dental.name, eye.name]);
      await page.getByLabel('Accepts insurance').check();
      await page.waitForURL((url) => url.searchParams.get('insurance') === 'yes');
      await eyeCard.waitFor({ state: 'detached' });
      expect(await cardNames(page)).toEqual([dental.name]);
      expect(await dentalCard.getByText('Insurance Accepted').isVisible()).toBe(true);
      expect(await dentalCard.getByText('EMI Available').isVisible()).toBe(true);
      expect(await dentalCard.getByText('Doctors: 4').isVisible()).toBe(true);
      await screenshot(page, 'directory-search');
      // Back: the filter goes, the search stays.
      await page.goBack();
      await eyeCard.waitFor();
      expect(await page.getByLabel('Search by name').inputValue()).toBe(search);

      // Specializations collapsed at 4.
      await dentalCard.getByRole('button', { name: '+2 more' }).click();
      await dentalCard.getByText('Ayurveda').waitFor();
      await dentalCard.getByRole('button', { name: 'Show less' }).click();
      expect(await dentalCard.getByText('Ayurveda').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A visitor's BOOK NOW: Login Required, Cancel, then Login to /userlog.
      await dentalCard.getByRole('button', { name: 'BOOK NOW' }).click();
      const dialog = page.getByRole('dialog', { name: 'Login Required' });
      await dialog.getByText('Please login to book appointments and access our health services.').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'directory-login-required');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await eyeCard.getByRole('button', { name: 'BOOK NOW' }).click();
      await dialog.getByRole('link', { name: 'Login' }).click();
      await page.waitForURL('**/userlog');
    } finally {
      await context.close();
    }

    // A phone, in English then Hindi.
    const phone = await openPage(browser());
    try {
      await phone.page.setViewportSize(PHONE);
      await phone.page.goto(`/demo?q=${encodeURIComponent(search)}`);
      const card = phone.page.getByRole('article', { name: dental.name });
      await card.waitFor();
      await card.getByRole('button', { name: '+2 more' }).click();
      expect(await horizontalOverflow(phone.page)).toBe(0);
      expect(await seriousA11yViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'directory-phone');

      await phone.page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
      await phone.page.getByRole('heading', { level: 1, name: 'स्वास्थ्य सेवाएँ' }).waitFor();
      await phone.page.getByRole('heading', { level: 2, name: 'उपलब्ध अस्पताल/क्लिनिक' }).waitFor();
      await card.getByRole('button', { name: 'अभी बुक करें' }).waitFor();
      expect(await horizontalOverflow(phone.page)).toBe(0);
      expect(await seriousA11yViolations(phone.page)).toEqual([]);
      await screenshot(phone.page, 'directory-phone-hi');
      await card.getByRole('button', { name: 'अभी बुक करें' }).click();
      await phone.page.getByRole('dialog', { name: 'लॉगिन आवश्यक है' }).waitFor();
      await screenshot(phone.page, 'directory-login-required-hi');
    } finally {
      await phone.context.close();
    }
  });
});
