// @ts-check
/**
 * What the front end shares at run time, in a file without build-tool imports so that scripts (the shared
 * version check) can read it too. One copy of each of these per page. `react/` and `react-dom/` cover subpaths
 * (`react/jsx-runtime`, `react-dom/client`); `@hp/shell-sdk` makes the session store, query cache and toasts
 * one instance.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'zustand',
  '@hp/shell-sdk',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@tanstack/react-query',
  'react-hook-form',
  // One copy of the translation runtime; each area still has its own instance and catalogues (createI18n).
  '@lingui/core',
  '@lingui/react',
];

/** The package behind a shared key: `react/` (its subpaths) is the package `react`. @param {string} key */
export const packageOfSharedKey = (key) => key.replace(/\/$/, '');

/** The packages shared at run time, each once. */
export const sharedPackageNames = () => [...new Set(SHARED_SINGLETONS.map(packageOfSharedKey))];
