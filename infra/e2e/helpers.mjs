// Shared pieces of the browser tests: a browser per file, a fresh page per test, screenshots,
// unique accounts, and the OTP read from maildev's REST API.
import { beforeAll, afterAll, afterEach, expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { baseUrl, launchChromium } from '../lib/browser.mjs';
import { serviceDatabaseUrl } from '../lib/env.mjs';
import { waitFor } from '../lib/net.mjs';

export const BASE = baseUrl();
export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '.artifacts');
const MAIL_API = process.env.E2E_MAIL_API ?? `http://127.0.0.1:${process.env.MAILDEV_WEB_PORT || 1080}`;

/** Console lines of Content-Security-Policy violations on the pages of the current test (checked after each). */
const cspViolations = /** @type {string[]} */ ([]);
/** Whether a console line reports a Content-Security-Policy violation. @param {string} text */
export const isCspViolation = (text) => /Content Security Policy|Content-Security-Policy/i.test(text);

/** @returns {{ browser: () => import('playwright-core').Browser }} */
export function useBrowser() {
  /** @type {import('playwright-core').Browser | null} */
  let browser = null;
  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // No page any test visits may break the edge's Content-Security-Policy.
  afterEach(() => {
    const seen = cspViolations.splice(0);
    expect(seen).toEqual([]);
  });
  return { browser: () => /** @type {import('playwright-core').Browser} */ (browser) };
}

/** The screen sizes the tests use: a desktop (every page opens at it) and a phone. */
export const DESKTOP = Object.freeze({ width: 1280, height: 900 });
export const PHONE = Object.freeze({ width: 390, height: 844 });

/**
 * A desktop-sized page that records the URLs it requested and the browser console's errors.
 * @param {import('playwright-core').Browser} browser
 */
export async function openPage(browser) {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: BASE });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  /** @type {string[]} */
  const requests = [];
  /** @type {string[]} */
  const consoleLines = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => {
    // The browser's own "Failed to load resource" line names no address in its text; its location does.
    const where = m.location()?.url;
    consoleLines.push(`${m.type()}: ${m.text()}${where ? ` (${where})` : ''}`);
    if (isCspViolation(m.text())) cspViolations.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message}`));
  return { context, page, requests, consoleLines };
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} name
 */
export async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true }).catch(() => {});
}

/** Letters and digits different every run (for e-mail addresses, names, passwords). */
export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 10-digit Indian mobile number, different every run. */
export const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A new patient for this run: unique e-mail and phone. */
export function newPatient() {
  const id = uniqueId();
  return {
    name: 'E2E Patient',
    phone: uniquePhone(),
    email: `e2e-${id}@example.com`,
    password: `Str0ng-${id}`,
  };
}

/**
 * Registers a patient through the API (what the registration form sends); the response.
 * @param {{ name: string, phone: string, email: string, password: string }} patient
 */
export const registerByApi = (patient) =>
  fetch(`${BASE}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patient),
  });

/**
 * Fills in and sends /userlog's form (the caller waits for what follows). With `{ here: true }` the page is already on
 * /userlog and stays there: a page the route guard sent to the login keeps its way back (the history state).
 * @param {import('playwright-core').Page} page
 * @param {{ email: string, password: string }} who
 * @param {{ here?: boolean }} [options]
 */
export async function submitLogin(page, who, { here = false } = {}) {
  if (!here) await page.goto('/userlog');
  const form = page.locator('form');
  await form.getByLabel(/^Email/).fill(who.email);
  await form
    .getByLabel(/^Password/)
    .first()
    .fill(who.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * @typedef {{ id: string, time?: string, date?: string, to?: { address: string }[], text?: string, html?: string, subject?: string }} ReceivedMail
 */

/**
 * The e-mails maildev received for `to` (any case), newest first; empty while maildev does not answer.
 * @param {string} to
 * @returns {Promise<ReceivedMail[]>}
 */
async function mailsTo(to) {
  const res = await fetch(`${MAIL_API}/email`).catch(() => null);
  if (!res?.ok) return [];
  /** @type {ReceivedMail[]} */
  const mails = await res.json();
  const time = (/** @type {ReceivedMail} */ m) => new Date(m.time ?? m.date ?? 0).getTime();
  return mails
    .filter((m) => (m.to ?? []).some((t) => t.address.toLowerCase() === to.toLowerCase()))
    .sort((a, b) => time(b) - time(a));
}

/**
 * The newest e-mail maildev received for `to` (with `subject`, when given), waited for.
 * @param {string} to
 * @param {{ subject?: string, timeoutMs?: number }} [o]
 * @returns {Promise<ReceivedMail>}
 */
export const mailTo = (to, { subject, timeoutMs = 20_000 } = {}) =>
  waitFor(
    async () => (await mailsTo(to)).find((mail) => subject === undefined || mail.subject === subject) ?? null,
    {
      timeoutMs,
      intervalMs: 300,
      what: subject === undefined ? `an e-mail to ${to}` : `the mail "${subject}" to ${to}`,
    },
  );

/**
 * The 6-digit code in the newest e-mail maildev received for `to` after `since`.
 * @param {string} to
 * @param {number} since epoch ms
 */
export async function readOtp(to, since) {
  return waitFor(
    async () => {
      const newest = (await mailsTo(to)).find(
        (m) => new Date(m.time ?? m.date ?? 0).getTime() >= since - 5_000,
      );
      if (!newest) return null;
      const body = `${newest.subject ?? ''}\n${newest.text ?? ''}\n${(newest.html ?? '').replace(/<[^>]+>/g, ' ')}`;
      return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
    },
    {
      timeoutMs: 20_000,
      intervalMs: 300,
      what: `an e-mail with a 6-digit code to ${to} in maildev (${MAIL_API})`,
    },
  );
}

/**
 * Visible text of a toast (Mantine notifications) or anywhere on the page.
 * @param {import('playwright-core').Page} page
 * @param {string | RegExp} text
 */
export const waitForText = (page, text) => page.getByText(text).first().waitFor({ state: 'visible' });

/**
 * Serious and critical accessibility problems axe finds on the whole page (the shell's header and footer, the area,
 * open toasts), one line per element. Public pages must have none.
 * @param {import('playwright-core').Page} page
 */
export async function seriousA11yViolations(page) {
  const { AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.html.slice(0, 120)} (${node.failureSummary ?? ''})`,
      ),
    );
}

/**
 * Rows from a service's own database (the tests check what the product stored).
 * @param {string} service  e.g. 'booking', 'payment'
 * @param {string} sql
 * @param {unknown[]} [params]
 */
export async function queryServiceDatabase(service, sql, params = []) {
  const client = new pg.Client({ connectionString: serviceDatabaseUrl(service).url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** For full-page screenshots from the top. @param {import('playwright-core').Page} page */
export const scrollToTop = (page) => page.evaluate('window.scrollTo(0, 0)');

/** How far the page scrolls sideways (0 when it fits the viewport). @param {import('playwright-core').Page} page */
export const horizontalOverflow = (page) =>
  page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');

/**
 * Opens `path` on a phone-sized screen (390 px), waits for `ready`, saves a screenshot `shot`, and says how far
 * the page scrolls sideways and which serious accessibility violations it has.
 * @param {import('playwright-core').Browser} browser
 * @param {string} path
 * @param {(page: import('playwright-core').Page) => import('playwright-core').Locator} ready
 * @param {string} shot
 */
export async function onPhoneScreen(browser, path, ready, shot) {
  const { context, page } = await openPage(browser);
  try {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await ready(page).waitFor();
    const result = {
      overflow: await horizontalOverflow(page),
      violations: await seriousA11yViolations(page),
    };
    await screenshot(page, shot);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * The card of a provider in a /clinicmain list (an `article` with its name as heading), pressing Load more until it
 * shows: the list is the directory's pages, and earlier tests of the run add providers before it. The directory
 * learns an approval from an event and caches its answers for up to 30 s (DIRECTORY_CACHE_SECONDS), so a list that
 * lacks the provider is loaded again until that has passed.
 * @param {import('playwright-core').Page} page @param {string} name
 */
export async function providerCard(page, name) {
  const card = page.locator('article', { has: page.getByRole('heading', { name }) });
  const more = page.getByRole('button', { name: 'Load more' });
  const deadline = Date.now() + 35_000;
  for (;;) {
    await page.locator('article').first().waitFor();
    for (let pages = 1; pages < 50; pages++) {
      if (await card.count()) return card;
      if (!(await more.count())) break;
      await more.first().click();
      await page.locator('button[aria-busy="true"]').first().waitFor({ state: 'detached' });
    }
    if (await card.count()) return card;
    if (Date.now() > deadline) throw new Error(`${name} is not in the list`);
    await page.waitForTimeout(2000);
    await page.reload();
  }
}

/** An admin made the way the README says (`npm run admin:create`), with a phone of its own. */
export function createAdmin() {
  const admin = { phone: uniquePhone(), password: `Admin#${uniqueId()}` };
  const made = spawnSync(
    process.execPath,
    ['infra/scripts/admin-create.mjs', '--phone', admin.phone, '--password', admin.password],
    { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8', env: process.env },
  );
  if (made.status !== 0)
    throw new Error(`admin:create failed (${made.status}): ${made.stdout}\n${made.stderr}`);
  return admin;
}

/**
 * One API call through the site (JSON in and out): its status and parsed body (`{}` when it has none).
 * @param {string} method @param {string} path @param {unknown} [body] @param {string} [token]
 */
export async function json(method, path, body, token) {
  const answer = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: /** @type {any} */ (await answer.json().catch(() => ({}))) };
}

/** A valid 1x1 PNG (signature, IHDR, IDAT, IEND): a licence proof or a prescription. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Opens an admin page logged out: the guard sends the page to /admin, the admin logs in, and the page is back.
 * @param {import('playwright-core').Page} page @param {{ phone: string, password: string }} admin
 * @param {string} path such as '/verifyclinic'
 */
export async function adminLogsInTo(page, admin, path) {
  await page.goto(path);
  await page.waitForURL('**/admin');
  const form = page.locator('form');
  await form.getByLabel(/^Phone/).fill(admin.phone);
  await form
    .getByLabel(/^Password/)
    .first()
    .fill(admin.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`**${path}`);
}

/**
 * Fills in /clinicreg's form as a provider would (a PNG licence); the caller sends it.
 * @param {import('playwright-core').Locator} form
 * @param {{ kind: 'Clinic' | 'Pharmacy' | 'Laboratory', name: string, phone: string, email: string, password: string,
 *   staffLabel: RegExp, staff: string, address: string, city: string, state: string, hfrId?: string,
 *   specializations?: string[], emi: 'Yes' | 'No', insurance: 'Yes' | 'No' }} provider `state` as the select shows it
 *   ('Maharashtra'); `hfrId` left empty when not given
 */
export async function fillProviderRegistration(form, provider) {
  await form
    .getByRole('radiogroup', { name: /^Entity Type/ })
    .getByLabel(provider.kind)
    .check();
  await form.getByLabel(/^Name/).fill(provider.name);
  await form.getByLabel(/^Phone/).fill(provider.phone);
  await form.getByLabel(/^Email/).fill(provider.email);
  await form.getByLabel(provider.staffLabel).fill(provider.staff);
  await form.getByLabel(/^Full address/).fill(provider.address);
  await form.getByLabel(/^City \/ location/).fill(provider.city);
  await form.getByLabel(/^State \/ union territory/).selectOption({ label: provider.state });
  if (provider.hfrId) await form.getByLabel(/^HFR ID/).fill(provider.hfrId);
  for (const specialization of provider.specializations ?? [])
    await form
      .getByRole('group', { name: /Specializations/ })
      .getByLabel(specialization)
      .check();
  await form
    .getByLabel('License proof')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form
    .getByRole('radiogroup', { name: /^Do you offer EMI/ })
    .getByLabel(provider.emi)
    .check();
  await form
    .getByRole('radiogroup', { name: /^Do you accept insurance/ })
    .getByLabel(provider.insurance)
    .check();
  await form
    .getByLabel(/^Password/)
    .first()
    .fill(provider.password);
}
