// The edge's security headers: a Content-Security-Policy without inline scripts that the pages live with
// (no violation in the browser console), framing refused, a referrer and a permissions policy, no
// Strict-Transport-Security on local http, and 413 with the API's JSON error for an over-large body.
// (helpers.mjs also fails any test whose pages log a CSP violation.)
import { describe, it, expect } from '@jest/globals';
import { waitFor } from '../lib/net.mjs';
import { BASE, isCspViolation, openPage, useBrowser } from './helpers.mjs';

const { browser } = useBrowser();
const PAGES = [
  '/',
  '/userlog',
  '/userreg',
  '/user/forgot-password',
  '/cliniclog',
  '/admin',
  '/no-such-page-e2e',
  '/api/docs',
];

describe('security headers at the edge', () => {
  it('every page answers with the CSP (scripts from this origin only), framing refused, referrer and permissions policies', async () => {
    for (const path of PAGES) {
      const res = await fetch(`${BASE}${path}`);
      const h = Object.fromEntries(
        [
          'content-security-policy',
          'referrer-policy',
          'permissions-policy',
          'x-content-type-options',
          'strict-transport-security',
        ].map((k) => [k, res.headers.get(k)]),
      );
      expect({ path, status: res.status, type: res.headers.get('content-type') }).toMatchObject({
        path,
        status: 200, // the SPA answers every route with its page (the 404 screen is the shell's)
        type: expect.stringMatching(/^text\/html/),
      });
      expect(h['content-security-policy']).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(h['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(h['content-security-policy']).not.toMatch(/unsafe-eval/);
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toMatch(/camera=\(\)/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['strict-transport-security']).toBeNull(); // local http; production renders add it
    }
  });

  it('the pages load without any CSP violation in the console', async () => {
    const { context, page, consoleLines } = await openPage(browser());
    try {
      for (const path of PAGES.filter((p) => !p.startsWith('/api/'))) {
        await page.goto(path);
        await page.locator('header').first().waitFor(); // the shell rendered its frame
        await page.waitForLoadState('networkidle'); // and the area's remote loaded (or failed)
      }
      await page.goto('/api/docs');
      await page.locator('.opblock').first().waitFor();
      expect(consoleLines.filter(isCspViolation)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an inline script is refused (the policy is enforced, not only sent)', async () => {
    // Its own context: this violation is on purpose, so it stays out of helpers' per-test check.
    const context = await browser().newContext({ baseURL: BASE });
    const page = await context.newPage();
    /** @type {string[]} */
    const lines = [];
    page.on('console', (m) => lines.push(m.text()));
    try {
      await page.goto('/');
      // (Strings: this code runs in the page.)
      await page.evaluate(
        "{ const s = document.createElement('script'); s.textContent = 'window.__hpInline = true;'; document.head.appendChild(s); }",
      );
      expect(await page.evaluate('window.__hpInline ?? false')).toBe(false);
      await waitFor(async () => lines.some(isCspViolation), {
        timeoutMs: 5000,
        what: 'a CSP violation report in the console',
      });
    } finally {
      await context.close();
    }
  });

  it('an over-large request body answers 413 with the API error shape', async () => {
    const res = await fetch(`${BASE}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'e2e-too-large' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: expect.any(String),
      code: 'REQUEST.TOO_LARGE',
      correlationId: 'e2e-too-large',
    });
  });
});
