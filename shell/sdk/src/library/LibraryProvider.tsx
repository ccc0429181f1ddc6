import { use, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LibraryContext } from './LibraryContext';
import { loadOnce } from './loadOnce';

const library = loadOnce(() => import('./libraryChunk'));

/** While the library loads: a spinner that only shows when loading takes a while (styles/page.css). */
const loading = <div className="hp-loading" aria-busy="true" />;

/**
 * The libraries the areas' pages and forms build on (Mantine with its theme and styles, TanStack Query with the page's
 * cache; shared singletons), loaded the first time an area needs them, so pages without them (Home) never download
 * them. Renders the children once they are there.
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
  const loaded = library.useLoaded();
  if (!loaded) return fallback;
  const { default: MantineLibrary } = loaded;
  return <MantineLibrary>{children}</MantineLibrary>;
}

/** A layout route for the pages that use the library: `<Route element={<LibraryLayout />}>...</Route>`. */
export function LibraryLayout() {
  return (
    <LibraryProvider>
      <Outlet />
    </LibraryProvider>
  );
}
