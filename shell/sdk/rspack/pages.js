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
import { EAGER_IN_HOST } from './shared.js';
// By package name, as pages.ts itself imports it: Node strips the file's types when the build loads it.
import { loginPathFor } from '@hp/shell-sdk/roles';

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

/**
 * The module a page's declared `load` imports (`() => import('./pages/LoginPage')`), read from the function's source
 * (Node's type stripping keeps it as written). Undefined when it is not one plain import.
 * @param {Function} load
 */
export function importedModuleOf(load) {
  const match = /^\s*(?:async\s*)?\(\)\s*=>\s*import\(\s*(?:\/\*[\s\S]*?\*\/\s*)*(['"])([^'"]+)\1\s*\)\s*$/.exec(
    load.toString(),
  );
  return match?.[2];
}

/** @typedef {{ js: string[], css: string[], signedIn?: true, guest?: string }} PageFiles */

/** `consume shared module (default) react-hook-form@7.62.0 (singleton) …` -> `react-hook-form` */
const CONSUMED_SHARED = /^consume shared module \([^)]*\) (@?[^@\s]+)@/;

/** The host bundles these into its first script, so a remote never fetches its own copy. @param {string} key */
const inHost = (key) => EAGER_IN_HOST.some((eager) => (eager.endsWith('/') ? key.startsWith(eager) : key === eager));

/**
 * A chunk group's files, with those of the shared packages it takes from its own build (a shared module's fallback
 * is a child group of the group that consumes it; followed down, since a shared package may consume another one).
 * @param {import('@rspack/core').ChunkGroup} group
 * @returns {string[]}
 */
function filesWithSharedFallbacks(group) {
  const fallbacks = group.childrenIterable.filter((child) =>
    child.origins.some((origin) => {
      const key = CONSUMED_SHARED.exec(origin.module?.identifier() ?? '')?.[1];
      return key !== undefined && !inHost(key);
    }),
  );
  return [...new Set([...group.getFiles(), ...fallbacks.flatMap(filesWithSharedFallbacks)])];
}

/**
 * Each page's own files (the chunks its `import()` fetches, the shared packages they take from this build, and their
 * CSS), by route: what the shell's early script asks for as soon as it has read the remote's manifest, instead of once
 * the remote's root has run and imported the page. `signedIn`: the page has a role, so its files are only worth
 * fetching for a visitor who has signed in before; `guest`: the route of the login page such a page sends everyone
 * else to, when this remote has it (its files are what a first-time visitor needs). A page bundled with the root
 * (`webpackMode: "eager"`) has no files of its own.
 * @param {string} dir  the remote's package folder
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {Promise<Record<string, PageFiles>>}
 */
export async function pageFilesOf(dir, compilation) {
  const { pages } = await readPages(dir);
  const pagesModule = path.join(dir, 'src', 'pages.ts');
  /** @type {Map<string, string[]>} */
  const filesByRequest = new Map();
  for (const group of compilation.chunkGroups)
    for (const origin of group.origins)
      if (origin.request && /** @type {{ resource?: string }} */ (origin.module)?.resource === pagesModule)
        filesByRequest.set(origin.request, filesWithSharedFallbacks(group));
  /** @type {Record<string, PageFiles>} */
  const byRoute = {};
  for (const page of pages) {
    const request = importedModuleOf(page.declaredLoad);
    const files = request === undefined ? undefined : filesByRequest.get(request);
    if (!files) continue;
    byRoute[page.path] = {
      js: files.filter((file) => file.endsWith('.js')),
      css: files.filter((file) => file.endsWith('.css')),
      ...(page.role ? { signedIn: /** @type {const} */ (true) } : {}),
    };
  }
  for (const page of pages) {
    const login = page.role ? loginPathFor(page.role) : undefined;
    const files = byRoute[page.path];
    if (files && login && byRoute[login]) files.guest = login;
  }
  return byRoute;
}
