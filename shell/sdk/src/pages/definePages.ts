import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Role } from '../session/roles';
// By package name: the build loads this file with Node's type stripping, which follows no extensionless path.
import { mayHaveRefreshCookie } from '@hp/shell-sdk/roles';

/** A page's link in the header's navigation. */
export interface NavEntry {
  /** Its text, translated in the area's catalogue: `/*i18n*\/ { id: 'Home' }`. */
  label: MessageDescriptor;
  /** Its place among every area's links (1 = first); the spec fixes the order, whichever remote owns the page. */
  order: number;
  /** Shown as the header's button rather than a plain link. */
  callToAction?: true;
}

/** What search engines and the browser's tab show of a page, translated in the area's catalogue. */
export interface PageMeta {
  /** Before " | <brand>": `/*i18n*\/ { id: 'Membership plans' }`. */
  title: MessageDescriptor;
  /** One or two sentences on what the page offers (its meta description). */
  description: MessageDescriptor;
}

/**
 * One page of a remote, declared once: its route, its navigation entry and its line in the registry
 * (/mfe-registry.json) all come from here. Only data and import functions, so that the build can read the
 * declarations without running any React (shell/sdk/rspack/pages.js).
 */
export interface PageDeclaration {
  /** The absolute path (react-router pattern; matching ignores case). */
  path: string;
  /** The page's module, fetched on the first visit: `() => import('./pages/LoginPage')`. */
  load: () => Promise<{ default: ComponentType }>;
  /** Its title and meta description (a page behind a role is also `noindex`). */
  meta: PageMeta;
  /** Only signed-in users with this role see it (others go to the login page). */
  role?: Role;
  /**
   * Kept out of search engines although anyone may open it: a personal page reached by a link that is itself the
   * credential (a reminder's confirm/cancel link). A page with a `role` is `noindex` anyway.
   */
  noindex?: true;
  /**
   * Fetched as soon as the remote starts, not on the first visit: the page most visits begin with (Home). Pair it
   * with `import(/* webpackMode: "eager" *\/ ...)`, which bundles the page with the remote's root.
   */
  preload?: true;
  /** Its link in the header, if it has one. */
  nav?: NavEntry;
}

/** A link in the header that leads to no page of a remote (yet): the spec's "Available Clinics" (/demo). */
export interface NavOnlyEntry extends NavEntry {
  path: string;
}

/** A declared page as `RemoteRoutes` uses it: its module fetched once, and at hand once it has arrived. */
export interface RemotePage extends PageDeclaration {
  /** The component, when the module has arrived (the page then renders without suspending). */
  loaded: () => ComponentType | undefined;
  /** The declaration's own import function: the build reads which module it imports (rspack/pages.js). */
  declaredLoad: PageDeclaration['load'];
}

export interface RemotePages {
  pages: readonly RemotePage[];
  /** Header links this remote contributes without owning their path. */
  navOnly?: readonly NavOnlyEntry[];
}

/** A path as routes match it: case ignored, no trailing slash. */
const samePath = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/** The page with its module fetched once (a failed fetch is tried again on the next visit). */
function remotePage(page: PageDeclaration): RemotePage {
  let module: Promise<{ default: ComponentType }> | undefined;
  let component: ComponentType | undefined;
  const load = () =>
    (module ??= page.load().then(
      (loaded) => ((component = loaded.default), loaded),
      (error: unknown) => {
        module = undefined;
        throw error;
      },
    ));
  return { ...page, load, loaded: () => component, declaredLoad: page.load };
}

/**
 * A remote's pages (`src/pages.ts`, imported from `@hp/shell-sdk/pages`, which holds no React code so that the build
 * can read it in Node: shell/sdk/rspack/pages.js). Checks what the type cannot: paths are absolute and declared once.
 */
export function definePages(
  declarations: readonly PageDeclaration[],
  navOnly: readonly NavOnlyEntry[] = [],
): RemotePages {
  const seen = new Set<string>();
  for (const { path } of [...declarations, ...navOnly]) {
    if (!path.startsWith('/')) throw new Error(`page path "${path}" must start with /`);
    const key = path.toLowerCase();
    if (seen.has(key)) throw new Error(`page path "${path}" is declared twice`);
    seen.add(key);
  }
  const pages = declarations.map(remotePage);
  // In the browser only: the build reads the declarations in Node, where no page module is loaded. The page of the
  // address the visitor arrived at is fetched now, with the area's root, rather than after its first render. A
  // failure shows when the page is shown. A page behind a role is not fetched for a visitor who has never signed in
  // (no session hint): they are sent to the login page.
  if (typeof document !== 'undefined') {
    const arrivedAt = samePath(globalThis.location.pathname);
    const signedIn = mayHaveRefreshCookie();
    for (const page of pages)
      if (page.preload || (samePath(page.path) === arrivedAt && (!page.role || signedIn)))
        page.load().catch(() => undefined);
  }
  return { pages, navOnly };
}
