#!/usr/bin/env node
// First-load JavaScript of Home: every JS file the browser fetches to render `/` (the shell, the
// federation runtime, the marketing remote and shared chunks), summed as gzip sizes (level 9, as a
// build's precompressed files would be; nginx's on-the-fly level-5 transfer is also shown).
// Usage: node infra/scripts/measure-home-js.mjs [--url http://localhost:8080/] [--json]
import zlib from 'node:zlib';
import { ensureNode24 } from '../lib/node-runtime.mjs';

await ensureNode24(); // first: on an older Node this re-runs the script under Node 24
const { baseUrl, launchChromium } = await import('../lib/browser.mjs');

const args = process.argv.slice(2);
const url = args.includes('--url') ? String(args[args.indexOf('--url') + 1]) : `${baseUrl()}/`;
const asJson = args.includes('--json');

const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  /** @type {Promise<{ url: string, raw: number, gzip: number, transferred: number } | null>[]} */
  const pending = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const contentType = res.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript/.test(contentType)) return;
    pending.push(
      (async () => {
        if (res.status() !== 200) return null;
        const body = await res.body().catch(() => null);
        if (!body) return null;
        const sizes = await res.request().sizes().catch(() => null);
        return {
          url: new URL(res.url()).pathname,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          transferred: sizes ? sizes.responseBodySize : body.length,
        };
      })(),
    );
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Quality Healthcare Made Affordable' }).waitFor({ timeout: 20_000 });
  const loadMs = Date.now() - t0;
  const files = /** @type {{ url: string, raw: number, gzip: number, transferred: number }[]} */ (
    (await Promise.all(pending)).filter(Boolean)
  ).sort((a, b) => b.gzip - a.gzip);
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  const total = files.reduce((acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip, transferred: acc.transferred + f.transferred }), {
    raw: 0, gzip: 0, transferred: 0,
  });
  if (asJson) {
    console.log(JSON.stringify({ url, loadMs, files, total }, null, 2));
  } else {
    console.log(`First-load JavaScript of ${url} (${files.length} files, page ready in ${loadMs} ms)`);
    console.log(`  ${'file'.padEnd(64)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'sent KB'.padStart(8)}`);
    for (const f of files) console.log(`  ${f.url.slice(-64).padEnd(64)} ${kb(f.raw).padStart(8)} ${kb(f.gzip).padStart(8)} ${kb(f.transferred).padStart(8)}`);
    console.log(`  ${'total'.padEnd(64)} ${kb(total.raw).padStart(8)} ${kb(total.gzip).padStart(8)} ${kb(total.transferred).padStart(8)}`);
    console.log(`Home first-load JS: ${kb(total.gzip)} KB gzip (${kb(total.raw)} KB raw)`);
  }
} finally {
  await browser.close();
}
