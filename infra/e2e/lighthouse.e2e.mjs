// Lighthouse's mobile profile on every route of the registry (a new page is measured without editing this file),
// asserting what does not depend on this machine's speed: layout shift, bytes against the budget (or, for a route
// listed in NOT_YET_WITHIN_BUDGET, against its ceiling), the accessibility, best-practices and SEO audits (a CSP report
// counts among best practices' "issues"), no console errors, and a title and a description in English and in Hindi.
// Timings per route: `npm run bench` (median of 3 runs, with a bar chart).
/* global document -- in functions that run in the page */
import { afterAll, beforeAll, describe, it, expect } from '@jest/globals';
import {
  auditUrl,
  BUDGET,
  byteBudgetOf,
  launchForLighthouse,
  NOINDEX_ROUTES,
  NOT_YET_WITHIN_BUDGET,
  registryRoutes,
} from '../lib/lighthouse.mjs';
import { BASE, openPage, useBrowser } from './helpers.mjs';

const routes = registryRoutes();
const { browser } = useBrowser();

describe('every route under Lighthouse (mobile profile)', () => {
  /** @type {Awaited<ReturnType<typeof launchForLighthouse>> | null} */
  let chrome = null;
  beforeAll(async () => {
    chrome = await launchForLighthouse();
  });
  afterAll(() => chrome?.kill());

  it.each(routes.map(({ route, remote }) => [route, remote]))(
    '%s (%s): nothing shifts, bytes within budget, accessibility, best practices and SEO score 1, no console error',
    async (route) => {
      const report = await auditUrl(
        `${BASE}${route}`,
        /** @type {NonNullable<typeof chrome>} */ (chrome).port,
      );
      expect({ route, cls: report.cls <= BUDGET.cls ? 'within budget' : report.cls }).toEqual({
        route,
        cls: 'within budget',
      });
      const budget = byteBudgetOf(route);
      const ceiling = { ...budget, ...NOT_YET_WITHIN_BUDGET[route] };
      const kb = { firstLoadKb: Math.round(report.firstLoadKb), jsKb: Math.round(report.jsKb) };
      for (const figure of /** @type {const} */ (['firstLoadKb', 'jsKb'])) {
        expect({
          route,
          [figure]: kb[figure] <= ceiling[figure] ? 'within its ceiling' : kb[figure],
        }).toEqual({
          route,
          [figure]: 'within its ceiling',
        });
        if (ceiling[figure] !== budget[figure])
          expect({
            route,
            [figure]: kb[figure] > budget[figure] ? 'still over budget' : 'now within budget: ' + kb[figure],
          }).toEqual({
            route,
            [figure]: 'still over budget',
          });
      }
      expect(report.consoleErrors).toEqual([]);
      if (NOINDEX_ROUTES.has(route)) {
        // noindex on purpose: is-crawlable is its one failure, everything else as on every route.
        expect(report.failedAudits).toEqual([expect.stringMatching(/^seo: is-crawlable /)]);
        expect(report.scores).toMatchObject({ accessibility: 1, 'best-practices': 1 });
      } else {
        expect(report.failedAudits).toEqual([]);
        expect(report.scores).toMatchObject({ accessibility: 1, 'best-practices': 1, seo: 1 });
      }
    },
    120_000,
  );
});

describe('titles and meta descriptions', () => {
  it.each(/** @type {const} */ (['en', 'hi']))('every route has its own, in %s', async (locale) => {
    const { context, page } = await openPage(browser());
    try {
      await page.addInitScript((value) => localStorage.setItem('hp.locale', value), locale);
      /** @type {{ route: string, at: string, title: string, description: string }[]} */
      const seen = [];
      for (const { route } of routes) {
        await page.goto(route);
        // The page's own title replaces the shell's ("HealthPlus Care") once its area has rendered it.
        await page.waitForFunction(() => document.title.includes(' | '));
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        const at = new URL(page.url()).pathname; // a page behind a login sends a visitor to the login page
        seen.push({ route, at, title: await page.title(), description: description ?? '' });
      }
      for (const { route, title, description } of seen) {
        expect({ route, description: description.length >= 50 }).toEqual({ route, description: true });
        // Hindi pages say so in Devanagari (the brand name after " | " stays as it is).
        if (locale === 'hi')
          expect({ route, title, description }).toEqual({
            route,
            title: expect.stringMatching(/[\u0900-\u097F]/),
            description: expect.stringMatching(/[\u0900-\u097F]/),
          });
      }
      const shown = seen.filter((s) => s.at.toLowerCase() === s.route.toLowerCase());
      expect(new Set(shown.map((s) => s.title)).size).toBe(shown.length);
    } finally {
      await context.close();
    }
  });
});
