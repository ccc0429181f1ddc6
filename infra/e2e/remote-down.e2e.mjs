// With the patient remote's files gone, the rest of the site keeps working and the patient area shows
// its "unavailable, try again" panel inside the shell's header and footer.
import { describe, it, expect, beforeAll } from '@jest/globals';
import fs from 'node:fs';
import { fromRoot } from '../lib/paths.mjs';
import { BASE, openPage, screenshot, useBrowser } from './helpers.mjs';

const { browser } = useBrowser();
const DIST = fromRoot('mfe-patient', 'dist');
const AWAY = fromRoot('mfe-patient', `dist.e2e-removed-${process.pid}`);

/** Puts the files back; if a build wrote a new dist meanwhile, that newer one stays. @param {string} away */
function restore(away) {
  if (!fs.existsSync(away)) return;
  if (fs.existsSync(DIST)) fs.rmSync(away, { recursive: true, force: true });
  else fs.renameSync(away, DIST);
}

// A run that was killed mid-test left the files renamed: put them back first.
beforeAll(() => {
  for (const name of fs.readdirSync(fromRoot('mfe-patient'))) {
    if (name.startsWith('dist.e2e-removed-')) restore(fromRoot('mfe-patient', name));
  }
});

describe('a remote that cannot be loaded', () => {
  it('leaves Home working and shows the unavailable panel on /userlog', async () => {
    expect(fs.existsSync(DIST)).toBe(true);
    fs.renameSync(DIST, AWAY);
    const { context, page } = await openPage(browser());
    try {
      const manifest = await fetch(`${BASE}/mfe/patient/mf-manifest.json`);
      expect(manifest.status).toBe(404);

      await page.goto('/');
      await page.getByRole('heading', { name: 'Quality Healthcare Made Affordable' }).waitFor();
      await screenshot(page, 'remote-down-home');

      await page.goto('/userlog');
      await page
        .getByText(/unavailable/i)
        .first()
        .waitFor({ timeout: 30_000 });
      await screenshot(page, 'remote-down-userlog');
      expect(await page.getByRole('button', { name: /try again|retry/i }).count()).toBeGreaterThan(0);
      // The shell's frame is still there.
      expect(await page.locator('header').first().innerText()).toMatch(/emergency/i);
      expect(await page.locator('footer').first().innerText()).toMatch(/privacy/i);
    } finally {
      await context.close();
      restore(AWAY);
    }
  });
});
