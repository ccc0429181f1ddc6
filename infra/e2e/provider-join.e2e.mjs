// A pharmacy joins: it registers on /clinicreg with a small PNG licence (the upload's progress bar, the spec's toast,
// /clinicLog a second later), logs in and lands on /pending-approval; the registration waits in the verification
// service's database with the licence under a key of ours. English, Hindi and a phone.
import { describe, it, expect } from '@jest/globals';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@hp/contracts';
import {
  BASE,
  fillProviderRegistration,
  horizontalOverflow,
  openPage,
  PHONE,
  queryServiceDatabase,
  screenshot,
  seriousA11yViolations,
  uniqueId,
  uniquePhone,
  useBrowser,
  waitForText,
} from './helpers.mjs';

const { browser } = useBrowser();

function newPharmacy() {
  const id = uniqueId();
  return {
    name: `E2E Pharmacy ${id}`,
    phone: uniquePhone(),
    email: `pharmacy.${id}@example.com`,
    password: `Pharmacy#${id}`,
  };
}

describe('a pharmacy joins', () => {
  it('registers with a PNG licence, logs in and is told it waits for approval', async () => {
    const pharmacy = newPharmacy();
    const { context, page, consoleLines } = await openPage(browser());
    try {
      await page.goto('/clinicreg');
      const form = page.locator('form');
      await fillProviderRegistration(form, {
        ...pharmacy,
        kind: 'Pharmacy',
        // The staff's label follows the kind of provider.
        staffLabel: /^Number of pharmacists/,
        staff: '2',
        address: '12 Hill Road, Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        emi: 'No',
        insurance: 'Yes',
      });
      // A pharmacy has no specializations.
      expect(await form.getByRole('group', { name: /Specializations/ }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'provider-register-filled');

      await form.getByRole('button', { name: 'Register', exact: true }).click();
      await waitForText(page, 'Registration Successful');
      await screenshot(page, 'provider-register-done');
      await page.waitForURL(/\/clinicLog$/i);

      const [stored] = await queryServiceDatabase(
        'verification',
        `SELECT status, entity_type AS "entityType", licence_key AS "licenceKey", licence_kind AS "licenceKind",
                licence_file_name AS "licenceFileName", state, hfr_id AS "hfrId" FROM providers WHERE email = $1`,
        [pharmacy.email],
      );
      expect(stored).toMatchObject({
        status: 'pending',
        entityType: 'pharmacy',
        // The select's name is shown, its ISO 3166-2:IN code stored; no HFR ID was typed.
        state: 'IN-MH',
        hfrId: null,
        licenceKey: expect.stringMatching(/^licences\/[0-9a-f-]{36}$/),
        licenceKind: 'png',
        licenceFileName: 'licence.png',
      });

      const login = page.locator('form');
      await login.getByRole('combobox', { name: /^Entity Type/ }).selectOption('pharmacy');
      await login.getByLabel(/^Email/).fill(pharmacy.email);
      await login
        .getByLabel(/^Password/)
        .first()
        .fill(pharmacy.password);
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      await waitForText(page, 'Account Pending Approval');
      await page.waitForURL('**/pending-approval');
      await page.getByRole('heading', { name: 'Pending Admin Approval' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'provider-pending-approval');
      // The pending login's 403 is the answer the page acts on; anything else in red is a fault.
      const expectedRefusal = (/** @type {string} */ line) =>
        line.includes('status of 403') && line.includes('/api/clinic/login');
      expect(
        consoleLines.filter(
          (line) => (line.startsWith('error') || line.startsWith('pageerror')) && !expectedRefusal(line),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a licence that is not a PDF, JPG or PNG before sending it', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/clinicreg');
      await page.getByLabel('License proof').setInputFiles({
        name: 'licence.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ not a pdf'),
      });
      await waitForText(page, 'The licence proof must be a PDF, JPG or PNG file');
      await screenshot(page, 'provider-register-wrong-file');
    } finally {
      await context.close();
    }
  });

  it('fits a phone and reads in Hindi', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.setViewportSize(PHONE);
      await page.goto('/clinicreg');
      await page.getByRole('heading', { name: 'Provider Registration' }).waitFor();
      await page
        .getByRole('radiogroup', { name: /^Entity Type/ })
        .getByLabel('Clinic')
        .check();
      await page.getByRole('group', { name: /Specializations/ }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'provider-register-phone');

      await page.getByLabel('Language').selectOption({ label: 'हिन्दी' });
      await page.getByRole('heading', { name: 'प्रदाता पंजीकरण' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'provider-register-phone-hi');
    } finally {
      await context.close();
    }
  });

  it('takes a licence of exactly 5 MB through the site, and refuses one byte more with the limit in its message', async () => {
    /** A PDF of `bytes` bytes (its signature, then zeros). */
    const pdf = (/** @type {number} */ bytes) =>
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9)]);
    const register = (/** @type {Buffer} */ licence) => {
      const pharmacy = newPharmacy();
      const form = new FormData();
      const fields = {
        entityType: 'pharmacy',
        name: pharmacy.name,
        phone: pharmacy.phone,
        email: pharmacy.email,
        address: '12 Hill Road, Bandra West',
        location: 'Mumbai',
        state: 'IN-MH',
        numberOfDoctors: '2',
        specializations: '[]',
        acceptsEMI: 'no',
        acceptsInsurance: 'yes',
        password: pharmacy.password,
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('licenseProof', new Blob([licence], { type: 'application/pdf' }), 'licence.pdf');
      return fetch(`${BASE}/api/clinic/register`, { method: 'POST', body: form });
    };
    expect((await register(pdf(MAX_UPLOAD_BYTES))).status).toBe(201);
    const tooLarge = await register(pdf(MAX_UPLOAD_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ message: UPLOAD_TOO_LARGE_MESSAGE });
  });
});
