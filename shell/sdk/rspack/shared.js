// @ts-check
/**
 * What every page needs before it can show anything, shared at run time (one copy per page). `react/` and
 * `react-dom/` cover subpaths (`react/jsx-runtime`, `react-dom/client`); `@hp/shell-sdk` makes the session store,
 * toasts and router one instance; one copy of the translation runtime (each area still has its own instance and
 * catalogues, createI18n). The host bundles these into its first script (`eager`) rather than fetching each as its
 * own chunk once the federation runtime has started, which cost Home three round trips in a row before the area could
 * even be asked for. Remotes take them from the host.
 */
export const EAGER_IN_HOST = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'zustand',
  '@hp/shell-sdk',
  '@lingui/core',
  '@lingui/react',
];

/**
 * Everything shared at run time: the frame's packages, then those only some pages use, fetched when the first module
 * that imports them is. In a file without build-tool imports so that scripts (the shared version check) can read it
 * too.
 *
 * Not Mantine: a shared module cannot be tree-shaken, and shared whole `@mantine/core` was 174 KB gzip (and 33 KB of
 * CSS) on every form page. The areas build on `@hp/ui`'s kit instead; only the shell's toasts use Mantine, bundled
 * with their styles (mantine-styles-loader.js).
 */
export const SHARED_SINGLETONS = [
  ...EAGER_IN_HOST,
  // The SDK's query hooks and the page's one query cache: an entry of their own, so TanStack Query reaches only the
  // pages that use them.
  '@hp/shell-sdk/query',
  '@tanstack/react-query',
  'react-hook-form',
];

/**
 * The package behind a shared key: `react/` (its subpaths) is the package `react`, `@hp/shell-sdk/query` the package
 * `@hp/shell-sdk`. @param {string} key
 */
export const packageOfSharedKey = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Served to every build from the shared SDK instead of being shared whole (a shared module cannot be tree-shaken):
 * `react-router-dom` imports resolve to the SDK's router (src/router/router.ts, see federation.js).
 */
export const CARRIED_BY_SDK = ['react-router-dom'];

/** The packages one copy of which serves the page at run time, each once (every front end must agree on them). */
export const sharedPackageNames = () => [
  ...new Set([...SHARED_SINGLETONS.map(packageOfSharedKey), ...CARRIED_BY_SDK]),
];
