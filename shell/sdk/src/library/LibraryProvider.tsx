import { use, type ReactNode } from 'react';
import type { ComponentLibrary } from '@hp/shell-sdk';
import { LibraryContext } from './LibraryContext';
import { loadOnce } from './loadOnce';

const mantine = loadOnce(() => import('./MantineLibrary').then((module) => module.default));

/** This build's component library, for `RemoteRoutes`: its library pages load it with their own module. */
export const componentLibrary: ComponentLibrary = { load: mantine.load, loaded: mantine.loaded };

/** While the library loads: a spinner that only shows when loading takes a while (styles/page.css). */
const loading = <div className="hp-loading" aria-busy="true" />;

/**
 * The component library (this build's Mantine with the product's theme), for a
 * part of a page that needs it on a page that otherwise does not (Home's feedback form): loaded the first time, then
 * renders the children. Adds nothing inside another one.
 */
export function LibraryProvider({
  children,
  fallback = loading,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  if (use(LibraryContext)) return children;
  return <LoadedLibrary fallback={fallback}>{children}</LoadedLibrary>;
}

function LoadedLibrary({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const Library = mantine.useLoaded();
  return Library ? <Library>{children}</Library> : fallback;
}
