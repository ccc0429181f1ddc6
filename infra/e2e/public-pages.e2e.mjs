// Home (from the marketing remote) and the 404 page.
import { describe, it, expect } from '@jest/globals';
import { openPage, screenshot, seriousA11yViolations, useBrowser } from './helpers.mjs';

const { browser } = useBrowser();
const NAV = ['Home', 'Membership Plans', 'Available Clinics', 'Insurance', 'Clinic', 'Book Now'];

describe('public pages', () => {
  it('Home renders from the marketing remote, with the header, its emergency line and the navigation', async () => {
    const { context, page, requests } = await openPage(browser());
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Quality Healthcare Made Affordable' }).waitFor();
      await screenshot(page, 'home');

      const header = page.locator('header').first();
      const headerText = await header.innerText();
      expect(headerText).toMatch(/emergency/i);
      expect(headerText).toMatch(/24\s*\/\s*7/);
      expect(await header.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
      for (const name of NAV) {
        const count = await header.getByRole('link', { name, exact: true }).count();
        expect({ link: name, found: count > 0 }).toEqual({ link: name, found: true });
      }

      const fromMarketing = requests.filter((u) => new URL(u).pathname.startsWith('/mfe/marketing/'));
      expect(fromMarketing.length).toBeGreaterThan(0);

      const footerText = await page.locator('footer').first().innerText();
      expect(footerText).toMatch(/privacy/i);
      expect(footerText).toMatch(/terms/i);
    } finally {
      await context.close();
    }
  });

  it("the header highlights the current page's link, on every public page that has one", async () => {
    const { context, page } = await openPage(browser());
    try {
      for (const [path, link, heading] of [
        ['/', 'Home', 'Quality Healthcare Made Affordable'],
        ['/membership', 'Membership Plans', 'Premium Membership'],
        ['/demo', 'Available Clinics', 'Health Services'],
        ['/insurance', 'Insurance', 'Get Your Insurance Quote'],
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading }).first().waitFor();
        const current = page.locator('header nav a[aria-current="page"]');
        expect({ path, current: await current.allInnerTexts() }).toEqual({ path, current: [link] });
      }
    } finally {
      await context.close();
    }
  });

  it('an unknown route shows the 404 page with a link home', async () => {
    const { context, page, consoleLines } = await openPage(browser());
    try {
      await page.goto('/no-such-page-e2e');
      await page.getByText('404', { exact: true }).waitFor();
      await page.getByText('Oops! Page not found').waitFor();
      await screenshot(page, 'not-found');
      expect(await seriousA11yViolations(page)).toEqual([]);
      const home = page
        .getByRole('link', { name: /home/i })
        .filter({ hasNotText: /^Home$/ })
        .first();
      expect(await home.getAttribute('href')).toBe('/');
      expect(consoleLines.some((l) => l.includes('/no-such-page-e2e'))).toBe(true);
      await home.click();
      await page.getByRole('heading', { name: 'Quality Healthcare Made Affordable' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('the API docs page renders the OpenAPI document through nginx', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/api/docs');
      // Swagger UI draws one block per operation once its script and the document have loaded.
      await page.locator('.opblock').first().waitFor();
      expect(await page.getByText('/api/user/register', { exact: true }).count()).toBeGreaterThan(0);
      await screenshot(page, 'api-docs');
    } finally {
      await context.close();
    }
  });
});
