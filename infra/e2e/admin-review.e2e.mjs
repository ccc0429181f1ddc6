// The admins' review of a provider: an admin (made with the project's admin-create script) logs in at /admin, opens
// a pending pharmacy's review in /verifyclinic (registered through the API with a small PNG licence), sees the
// licence, approves it; the pharmacy's login then answers `approved` and leads to /entitydash.
import { describe, it, expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  BASE,
  horizontalOverflow,
  openPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
  TINY_PNG,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** An admin made the way the README says (`npm run admin:create`), with a phone of its own. */
function createAdmin() {
  const admin = { phone: uniquePhone(), password: `Admin#${uniqueId()}` };
  const made = spawnSync(
    process.execPath,
    ['infra/scripts/admin-create.mjs', '--phone', admin.phone, '--password', admin.password],
    { cwd: ROOT, encoding: 'utf8', env: process.env },
  );
  if (made.status !== 0)
    throw new Error(`admin:create failed (${made.status}): ${made.stdout}\n${made.stderr}`);
  return admin;
}

/** A pharmacy registered through POST /api/clinic/register (multipart, the licence a PNG), pending. */
async function registerPharmacy() {
  const id = uniqueId();
  const pharmacy = {
    entityType: 'pharmacy',
    name: `E2E Pharmacy ${id}`,
    phone: uniquePhone(),
    email: `e2e.pharmacy.${id}@example.com`,
    address: '12 Hill Road, Bandra West',
    location: 'Mumbai',
    state: 'IN-MH',
    numberOfDoctors: '2',
    specializations: '[]',
    acceptsEMI: 'no',
    acceptsInsurance: 'yes',
    password: `Pharmacy#${id}`,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(pharmacy)) form.append(name, value);
  form.append('licenseProof', new Blob([TINY_PNG], { type: 'image/png' }), 'licence.png');
  const answer = await fetch(`${BASE}/api/clinic/register`, { method: 'POST', body: form });
  expect(answer.status).toBe(201);
  return pharmacy;
}

describe('admin review of a provider', () => {
  it('an admin approves a pending pharmacy in /verifyclinic, after which the pharmacy can log in', async () => {
    const admin = createAdmin();
    const pharmacy = await registerPharmacy();

    // Before the decision the pharmacy's login is refused as pending (403).
    const pendingLogin = await fetch(`${BASE}/api/clinic/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: pharmacy.email,
        password: pharmacy.password,
        role: '400',
        entityType: 'pharmacy',
      }),
    });
    expect(pendingLogin.status).toBe(403);

    const { context, page } = await openPage(browser());
    try {
      await page.goto('/verifyclinic');
      // The guard sends a visitor to the admin login.
      await page.waitForURL('**/admin');
      const form = page.locator('form');
      await form.getByLabel(/^Phone/).fill(admin.phone);
      await form
        .getByLabel(/^Password/)
        .first()
        .fill(admin.password);
      await screenshot(page, 'admin-login');
      await form.getByRole('button', { name: 'Login', exact: true }).click();
      // Back to the page the guard blocked.
      await page.waitForURL('**/verifyclinic');
      await page.getByRole('heading', { name: 'Provider Verification' }).waitFor();

      await page.getByLabel('Search').fill(pharmacy.email);
      const row = page.getByRole('row').filter({ hasText: pharmacy.name });
      await row.waitFor();
      expect(await row.textContent()).toContain('Pending');
      await screenshot(page, 'verifyclinic');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await row.getByRole('button', { name: `Review ${pharmacy.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Review ${pharmacy.name}` });
      await dialog.getByText(pharmacy.email).waitFor();
      // Opening the review moved it to under review on the server.
      await dialog.getByText('Under Review').first().waitFor();

      await dialog.getByRole('tab', { name: 'Documents' }).click();
      const licence = dialog.getByRole('img', { name: `Licence proof of ${pharmacy.name}` });
      await licence.waitFor();
      await page.waitForFunction((name) => {
        const image = /** @type {HTMLImageElement | null} */ (
          globalThis.document.querySelector(`img[alt="${name}"]`)
        );
        return Boolean(image?.complete && image.naturalWidth > 0);
      }, `Licence proof of ${pharmacy.name}`);
      const url = await licence.getAttribute('src');
      const served = await fetch(/** @type {string} */ (url));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
      await screenshot(page, 'verifyclinic-licence');

      await dialog.getByRole('tab', { name: 'Verification' }).click();
      await dialog.getByRole('checkbox', { name: 'The licence proof is valid and readable' }).check();
      await dialog.getByLabel('Review notes').fill('Licence checked by the e2e test.');
      await dialog.getByRole('button', { name: 'Save Review' }).click();
      await waitForText(page, 'Review saved');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await waitForText(page, 'Pharmacy approved');
      await dialog.getByText(/Approved \(Under Review → Approved\)/).waitFor();
      expect(await dialog.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
      await screenshot(page, 'verifyclinic-approved');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await row.getByText('Approved').waitFor();

      // On a phone the table scrolls inside its frame; the page itself does not.
      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'verifyclinic-phone');
    } finally {
      await context.close();
    }

    // The pharmacy now signs in: approved, and its login page sends it to /entitydash.
    const login = await fetch(`${BASE}/api/clinic/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: pharmacy.email,
        password: pharmacy.password,
        role: '400',
        entityType: 'pharmacy',
      }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      role: '400',
      entityType: 'pharmacy',
      status: 'approved',
      isApproved: true,
    });

    const provider = await openPage(browser());
    try {
      await provider.page.goto('/cliniclog');
      const form = provider.page.locator('form');
      await form.getByLabel(/^Entity Type/).selectOption('pharmacy');
      await form.getByLabel(/^Email/).fill(pharmacy.email);
      await form
        .getByLabel(/^Password/)
        .first()
        .fill(pharmacy.password);
      await form.getByRole('button', { name: 'Login', exact: true }).click();
      await provider.page.waitForURL('**/entitydash');
      await screenshot(provider.page, 'pharmacy-entitydash');
    } finally {
      await provider.context.close();
    }
  });
});
