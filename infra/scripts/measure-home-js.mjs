#!/usr/bin/env node
// Home's first load against a running product: every JS file the browser fetches to render `/` (the shell, the
// federation runtime, the marketing remote and shared chunks) with its size as sent and as gzip level 9, and
// the LCP (median of cold loads, each in a fresh context). The same measurement as the budget test and the bench
// (infra/lib/first-load.mjs).
// Usage: node infra/scripts/measure-home-js.mjs [--url http://localhost:8080/] [--loads 5] [--json]
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
const { baseUrl, launchChromium } = await import('../lib/browser.mjs');
const { formatHome, measureHome } = await import('../lib/first-load.mjs');

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) =>
  args.includes(name) ? String(args[args.indexOf(name) + 1]) : undefined;
const url = option('--url') ?? `${baseUrl()}/`;
const loads = Number(option('--loads') ?? 5);

const browser = await launchChromium();
try {
  const measured = await measureHome(browser, { url, loads });
  if (args.includes('--json')) console.log(JSON.stringify(measured, null, 2));
  else for (const line of formatHome(measured)) console.log(line);
} finally {
  await browser.close();
}
