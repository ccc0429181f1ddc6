// Headless Chromium for tests and measurements: Debian's chromium driven by playwright-core
// (never `playwright install`: its downloads fail here).
import { chromium } from 'playwright-core';
import { which } from './proc.mjs';

/** Flags that keep Chromium from calling out to the internet (refused here) and from needing a GPU. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath() {
  const found =
    process.env.CHROMIUM_PATH || which('chromium') || which('chromium-browser') || which('google-chrome') || which('google-chrome-stable');
  if (!found) throw new Error('chromium is not installed (apt-get install -y chromium), or set CHROMIUM_PATH');
  return found;
}

/** @param {import('playwright-core').LaunchOptions} [opts] */
export function launchChromium(opts = {}) {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true, ...opts });
}

/** Base URL of the product under test. */
export const baseUrl = () => (process.env.E2E_BASE_URL ?? `http://localhost:${process.env.PORT || 8080}`).replace(/\/$/, '');
