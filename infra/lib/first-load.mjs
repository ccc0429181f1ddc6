// Home's first load, looked at in headless Chromium: the JavaScript and CSS the browser fetches to show `/` (sizes as
// sent and gzip level 9 of each body). For the check that it travels compressed (infra/e2e/first-load-budget.e2e.mjs)
// and for infra/scripts/attribute-home-js.mjs (which packages it is made of). Budgets and timings are Lighthouse's:
// infra/lib/lighthouse.mjs (the test) and `npm run bench`.
import zlib from 'node:zlib';

/** The spec's Home heading: once it shows, Home has rendered. */
export const HOME_HEADING = 'Quality Healthcare Made Affordable';

/** @typedef {{ url: string, raw: number, gzip: number, sent: number }} FileSizes */
/** @typedef {{ raw: number, gzip: number, sent: number }} Sizes */
/**
 * @typedef {object} LoadResult
 * @property {number} lcpMs       startTime of the last largest-contentful-paint entry
 * @property {string} lcpElement  what was painted (tag and the start of its text)
 * @property {number} readyMs     from navigation until the heading showed and the network was idle
 * @property {{ files: FileSizes[], total: Sizes }} js
 * @property {{ files: FileSizes[], total: Sizes }} css
 */

/**
 * One cold load of Home at `url` in a fresh desktop-sized browser context (empty cache, no cookies).
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string }} o
 * @returns {Promise<LoadResult>}
 */
export async function measureLoad(browser, { url }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    /** @type {Promise<(FileSizes & { kind: 'js' | 'css' }) | null>[]} */
    const pending = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      const contentType = res.headers()['content-type'] ?? '';
      const kind =
        type === 'script' || /javascript/.test(contentType) ? 'js' : type === 'stylesheet' ? 'css' : null;
      if (!kind) return;
      pending.push(
        (async () => {
          if (res.status() !== 200) return null;
          const body = await res.body().catch(() => null);
          if (!body) return null;
          const sizes = await res
            .request()
            .sizes()
            .catch(() => null);
          return {
            kind,
            url: new URL(res.url()).pathname,
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            // What came over the wire (encoded body): the precompressed file, nginx's own gzip, or the raw file.
            sent: sizes ? sizes.responseBodySize : body.length,
          };
        })(),
      );
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: HOME_HEADING }).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const readyMs = Date.now() - started;
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          // `buffered` hands over every entry so far; the last one is the page's LCP.
          new PerformanceObserver((list) => {
            const last = /** @type {PerformanceEntry & { element?: Element | null }} */ (
              list.getEntries().at(-1)
            );
            const element = last?.element;
            resolve({
              ms: last?.startTime ?? -1,
              element: element
                ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
                : '?',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const files = /** @type {(FileSizes & { kind: 'js' | 'css' })[]} */ (
      (await Promise.all(pending)).filter(Boolean)
    );
    const group = (/** @type {'js' | 'css'} */ kind) => {
      const list = files
        .filter((f) => f.kind === kind)
        .map(({ url: path, raw, gzip, sent }) => ({ url: path, raw, gzip, sent }))
        .sort((a, b) => b.sent - a.sent);
      const total = list.reduce(
        (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, sent: sum.sent + f.sent }),
        {
          raw: 0,
          gzip: 0,
          sent: 0,
        },
      );
      return { files: list, total };
    };
    const { ms, element } = /** @type {{ ms: number, element: string }} */ (lcp);
    return { lcpMs: ms, lcpElement: element, readyMs, js: group('js'), css: group('css') };
  } finally {
    await context.close();
  }
}
