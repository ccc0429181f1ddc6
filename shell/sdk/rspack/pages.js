// @ts-check
/**
 * Reads a remote's page declarations (`src/pages.ts`, see src/pages/definePages.ts) in Node, for what derives from
 * them outside the browser: the `pages.json` a remote's build writes beside mf-manifest.json, and the registry the
 * shell reads (/mfe-registry.json: which remote owns which route, and the header's links in every language).
 * `src/pages.ts` is loaded with Node's own type stripping: it imports only `@hp/shell-sdk/pages` and
 * `@hp/shell-sdk/roles`, and its page modules are never loaded here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatter } from '@lingui/format-po';
import { EmitFilePlugin } from './emit-file.js';

/** @typedef {import('../src/pages/definePages').RemotePages} RemotePages */
/** @typedef {{ path: string, label: Record<string, string>, order: number, callToAction?: true }} NavLink */
/** @typedef {{ routes: string[], nav: NavLink[] }} PagesJson */

/** @param {string} dir  the remote's package folder  @returns {Promise<RemotePages>} */
export async function readPages(dir) {
  const module = await import(pathToFileURL(path.join(dir, 'src', 'pages.ts')).href);
  return module.pages;
}

/**
 * A remote's Hindi texts by English id (its src/locales/hi.po), for the header links it declares.
 * @param {string} dir  @returns {Record<string, string>}
 */
function hindiTexts(dir) {
  const file = path.join(dir, 'src', 'locales', 'hi.po');
  if (!existsSync(file)) return {};
  const catalog = /** @type {Record<string, { translation?: string }>} */ (
    formatter().parse(readFileSync(file, 'utf8'), { locale: 'hi', sourceLocale: 'en', filename: file })
  );
  return Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation ?? '']));
}

/** What a remote contributes to the registry. @param {string} dir  @returns {Promise<PagesJson>} */
export async function pagesJsonOf(dir) {
  const { pages, navOnly = [] } = await readPages(dir);
  const hindi = hindiTexts(dir);
  /** @param {{ path: string, label: { id?: string }, order: number, callToAction?: true }} link  @returns {NavLink} */
  const navLink = ({ path: to, label, order, callToAction }) => {
    const english = String(label.id);
    return {
      path: to,
      label: { en: english, hi: hindi[english] || english },
      order,
      ...(callToAction ? { callToAction } : {}),
    };
  };
  return {
    routes: pages.map((page) => page.path),
    nav: [
      ...pages.flatMap((page) => (page.nav ? [navLink({ path: page.path, ...page.nav })] : [])),
      ...navOnly.map(navLink),
    ],
  };
}

/**
 * /mfe-registry.json from the remotes' declarations, in the given order (the first owner of a path wins).
 * @param {{ name: string, dir: string }[]} remotes
 */
export async function registryOf(remotes) {
  return {
    remotes: await Promise.all(
      remotes.map(async ({ name, dir }) => {
        const { routes, nav } = await pagesJsonOf(dir);
        return { name, entry: `/mfe/${name}/mf-manifest.json`, routes, ...(nav.length ? { nav } : {}) };
      }),
    ),
  };
}

/** The registry as it is written to disk (stable formatting, so a check can compare). @param {unknown} registry */
export const registryText = (registry) => `${JSON.stringify(registry, null, 2)}\n`;

/**
 * A remote build's `pages.json` beside mf-manifest.json: its routes and header links, for whoever composes a
 * registry from deployed remotes.
 * @param {string} dir  the remote's package folder
 */
export const pagesJsonPlugin = (dir) =>
  new EmitFilePlugin('pages.json', async () => registryText(await pagesJsonOf(dir)));
