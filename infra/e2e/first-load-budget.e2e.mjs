// First loads, beside the byte budgets the Lighthouse test holds every route to (lighthouse.e2e.mjs; timings are the
// bench's): Home's files travel compressed, the area's manifest and entry are asked for by the HTML's early script,
// the marketing remote is still composed at run time, and neither Home nor the area's other pages load a component
// library.
import { describe, it, expect } from '@jest/globals';
import { HOME_HEADING, measureLoad } from '../lib/first-load.mjs';
import { BASE, openPage, PHONE, screenshot, useBrowser } from './helpers.mjs';

const { browser } = useBrowser();

describe("Home's first load", () => {
  it('sends its scripts and styles compressed, and its largest content is the heading', async () => {
    const home = await measureLoad(browser(), { url: `${BASE}/` });
    expect(home.lcpElement).toMatch(/^h1 /);
    // The build's .br / .gz files: nothing above a kilobyte travels as it is.
    const uncompressed = [...home.js.files, ...home.css.files]
      .filter((file) => file.raw > 1024 && file.sent >= file.raw)
      .map((file) => file.url);
    expect(home.js.files.length).toBeGreaterThan(0);
    expect(uncompressed).toEqual([]);
  });

  it("asks for the area's manifest, entry and the page's files from the HTML's early script, each file once", async () => {
    const { context, page, requests, consoleLines } = await openPage(browser());
    try {
      await page.goto('/userlog');
      await page.getByRole('heading', { name: 'Patient Login' }).waitFor();
      await page.waitForLoadState('networkidle');
      const asked = (/** @type {string} */ path) =>
        requests.filter((url) => new URL(url).pathname === path).length;
      expect({
        registry: asked('/mfe-registry.json'),
        manifest: asked('/mfe/patient/mf-manifest.json'),
        entry: asked('/mfe/patient/remoteEntry.js'),
      }).toEqual({ registry: 1, manifest: 1, entry: 1 });
      // The manifest by the early script's fetch(), the rest by its <link rel="preload">; the runtime took those
      // answers. The page's own files are those the remote's build listed in its manifest.
      const initiators = await page.evaluate(() =>
        Object.fromEntries(
          performance
            .getEntriesByType('resource')
            .map((entry) => [
              new URL(entry.name).pathname,
              /** @type {PerformanceResourceTiming} */ (entry).initiatorType,
            ]),
        ),
      );
      expect(initiators).toMatchObject({
        '/mfe/patient/mf-manifest.json': 'fetch',
        '/mfe/patient/remoteEntry.js': 'link',
      });
      const manifest = await (await fetch(`${BASE}/mfe/patient/mf-manifest.json`)).json();
      const pageFiles = manifest.metaData.pageFiles['/userlog'];
      expect(pageFiles.js.length).toBeGreaterThan(0);
      for (const file of [...pageFiles.js, ...pageFiles.css]) {
        expect(initiators[`/mfe/patient/${file}`]).toBe('link');
        expect(asked(`/mfe/patient/${file}`)).toBe(1);
      }
      expect(consoleLines.filter((line) => /preload/i.test(line))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gives a first-time visitor of a page behind a role the files of the login page it is sent to, early', async () => {
    const { context, page, requests } = await openPage(browser());
    try {
      await page.goto('/admindash');
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await page.waitForLoadState('networkidle');
      const manifest = await (await fetch(`${BASE}/mfe/admin/mf-manifest.json`)).json();
      const { pageFiles } = manifest.metaData;
      expect(pageFiles['/admindash']).toMatchObject({ signedIn: true, guest: '/admin' });
      const initiators = await page.evaluate(() =>
        Object.fromEntries(
          performance
            .getEntriesByType('resource')
            .map((entry) => [
              new URL(entry.name).pathname,
              /** @type {PerformanceResourceTiming} */ (entry).initiatorType,
            ]),
        ),
      );
      const loginFiles = [...pageFiles['/admin'].js, ...pageFiles['/admin'].css];
      expect(loginFiles.length).toBeGreaterThan(0);
      for (const file of loginFiles) {
        expect(initiators[`/mfe/admin/${file}`]).toBe('link');
        expect(requests.filter((url) => new URL(url).pathname === `/mfe/admin/${file}`)).toHaveLength(1);
      }
      // The dashboard's own files are not fetched for someone who cannot see it.
      const dashboardOnly = pageFiles['/admindash'].js.filter(
        (/** @type {string} */ file) => !loginFiles.includes(file),
      );
      expect(dashboardOnly.length).toBeGreaterThan(0);
      for (const file of dashboardOnly) expect(initiators[`/mfe/admin/${file}`]).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('composes the marketing remote at run time and loads no component library', async () => {
    const { context, page, requests } = await openPage(browser());
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: HOME_HEADING }).waitFor();
      await page.waitForLoadState('networkidle');
      const paths = requests.map((url) => new URL(url).pathname);
      expect(paths).toEqual(expect.arrayContaining(['/mfe-registry.json', '/mfe/marketing/remoteEntry.js']));
      // Mantine's provider writes its CSS variables into a <style>: not on Home.
      expect(await page.locator('style[data-mantine-styles]').count()).toBe(0);
      await screenshot(page, 'first-load-home-desktop');
    } finally {
      await context.close();
    }
  });

  it('loads no component library on the other pages of the area either', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto('/membership');
      await page.getByRole('heading', { level: 1, name: 'Premium Membership' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('style[data-mantine-styles]').count()).toBe(0);
      await screenshot(page, 'first-load-membership-desktop');
    } finally {
      await context.close();
    }
  });

  it('looks right on a phone: Home, another page of the area and the menu', async () => {
    const context = await browser().newContext({
      viewport: PHONE,
      baseURL: BASE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: HOME_HEADING }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'first-load-home-phone');

      const burger = page.getByRole('button', { name: 'Open menu' });
      await burger.click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      await screenshot(page, 'first-load-menu-phone');
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Book Now' })
        .click();
      await page.getByRole('heading', { name: 'Patient Login' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'first-load-userlog-phone');

      await page.goto('/membership');
      await page.getByRole('heading', { level: 1, name: 'Premium Membership' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'first-load-membership-phone');
    } finally {
      await context.close();
    }
  });
});
