// Home's first load, measured in headless Chromium: the JavaScript the browser fetches to show `/` (sizes as sent
// and gzip level 9 of each body) and the Largest Contentful Paint. One module for the budget test
// (infra/e2e/first-load-budget.e2e.mjs), infra/scripts/measure-home-js.mjs and `npm run bench`.
import zlib from 'node:zlib';

/** The budget for Home: first-load JavaScript as sent (gzip) and LCP in headless Chromium on localhost. */
export const HOME_BUDGET = { jsKb: 150, lcpMs: 1000 };

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

const kb = (/** @type {number} */ bytes) => bytes / 1024;

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[mid])
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

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

/**
 * Home measured `loads` times, each cold: the median LCP (one slow load on a busy machine does not decide) and
 * the largest JavaScript total seen.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, loads?: number }} o
 */
export async function measureHome(browser, { url, loads = 5 }) {
  /** @type {LoadResult[]} */
  const results = [];
  for (let i = 0; i < loads; i++) results.push(await measureLoad(browser, { url }));
  const heaviest = results.reduce((a, b) => (b.js.total.sent > a.js.total.sent ? b : a));
  return {
    url,
    loads: results,
    lcpMs: median(results.map((r) => r.lcpMs)),
    lcpElement: results.at(-1)?.lcpElement ?? '?',
    js: heaviest.js,
    css: heaviest.css,
    /** KB as sent, for the budget. */
    jsKb: kb(heaviest.js.total.sent),
  };
}

/** @typedef {Awaited<ReturnType<typeof measureHome>>} HomeMeasurement */

/**
 * The measurement as lines of text: each JavaScript file, the totals, the LCP of every load.
 * @param {HomeMeasurement} m
 * @param {{ files?: boolean }} [o]
 */
export function formatHome(m, { files = true } = {}) {
  const f = (/** @type {number} */ bytes) => kb(bytes).toFixed(1).padStart(8);
  const lines = [];
  if (files) {
    lines.push(`First-load JavaScript of ${m.url} (${m.js.files.length} files)`);
    lines.push(
      `  ${'file'.padEnd(64)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'sent KB'.padStart(8)}`,
    );
    for (const file of m.js.files)
      lines.push(`  ${file.url.slice(-64).padEnd(64)} ${f(file.raw)} ${f(file.gzip)} ${f(file.sent)}`);
    lines.push(`  ${'total'.padEnd(64)} ${f(m.js.total.raw)} ${f(m.js.total.gzip)} ${f(m.js.total.sent)}`);
    lines.push(
      `  CSS: ${m.css.files.length} files, ${kb(m.css.total.sent).toFixed(1)} KB sent (${kb(m.css.total.gzip).toFixed(1)} KB gzip)`,
    );
  }
  lines.push(
    `Home first-load JS: ${kb(m.js.total.sent).toFixed(1)} KB as sent, ${kb(m.js.total.gzip).toFixed(1)} KB gzip -9 ` +
      `(${kb(m.js.total.raw).toFixed(1)} KB raw); budget ${HOME_BUDGET.jsKb} KB`,
  );
  lines.push(
    `Home LCP: ${m.lcpMs.toFixed(0)} ms median of ${m.loads.length} cold loads ` +
      `(${m.loads.map((l) => l.lcpMs.toFixed(0)).join(', ')}; ${m.lcpElement}); budget ${HOME_BUDGET.lcpMs} ms`,
  );
  return lines;
}
