import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireRole } from '../guard/RequireRole';
import { useSession } from '../session/sessionStore';
import { NotFoundPage } from '../ui/NotFoundPage';
import type { RemotePage, RemotePages } from './definePages';
import { usePageMeta } from './usePageMeta';

/**
 * An area's component library (`componentLibrary` of its own `@hp/shell-sdk/library`): what its library pages render
 * inside. Each area brings its own, since each bundles the components it uses.
 */
export interface ComponentLibrary {
  /** Fetches the library (once); resolves when it is there. */
  load: () => Promise<unknown>;
  /** The library's provider once loaded. */
  loaded: () => ComponentType<{ children: ReactNode }> | undefined;
}

/**
 * The page once its module (and the component library, if it uses it) is there; both are fetched at once, not one
 * after the other. A failed fetch is thrown to the area's error boundary. Not React.lazy: a Suspense fallback makes
 * React hold the content back for up to 300 ms after it arrives (its reveal throttling), which on Home would be most
 * of the LCP.
 */
function PageModule({ page, library }: { page: RemotePage; library: ComponentLibrary | null }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setArrived] = useState(false);
  const Page = page.loaded();
  const Library = library?.loaded();
  const ready = Page && (!library || Library);
  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.all([page.load(), library?.load()]).then(
      () => current && setArrived(true),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [page, library, ready]);
  if (failure) throw failure.error;
  if (!ready || !Page) return library ? loading : null;
  return Library ? (
    <Library>
      <Page />
    </Library>
  ) : (
    <Page />
  );
}

/**
 * A declared page; one behind a role is fetched only for someone who may see it (a visitor without the role goes
 * to the login page without downloading it), and already while the session is being checked.
 */
function DeclaredPage({ page, library }: { page: RemotePage; library: ComponentLibrary | null }) {
  usePageMeta(page);
  const restoring = useSession((session) => session.status === 'restoring');
  useEffect(() => {
    // A head start only: a failure shows when the page itself is fetched.
    if (page.role && restoring) Promise.all([page.load(), library?.load()]).catch(() => undefined);
  }, [page, library, restoring]);
  const module = <PageModule page={page} library={library} />;
  return page.role ? <RequireRole roles={[page.role]}>{module}</RequireRole> : module;
}

/** While a library page loads: a spinner that only shows when loading takes a while (styles/page.css). */
const loading = <div className="hp-loading" aria-busy="true" />;

const routeOf = (page: RemotePage, library: ComponentLibrary | undefined) => (
  // Keyed by path: going from one page to another starts afresh (React would otherwise keep the element's state).
  <Route
    key={page.path}
    path={page.path}
    element={
      <DeclaredPage
        key={page.path}
        page={page}
        library={page.usesLibrary === false ? null : (library ?? null)}
      />
    }
  />
);

/**
 * A remote's root (its ./App): every declared page at its absolute path (the shell mounts this under its own router),
 * each fetched on its first visit, in the page's language; pages that use the component library are rendered inside
 * the area's own (fetched with the page's module). An unknown path is the 404 page.
 */
export function RemoteRoutes({
  pages,
  I18nArea,
  library,
}: {
  /** The remote's declarations (`src/pages.ts`). */
  pages: RemotePages;
  /** The remote's translations (`createI18n` in its `src/i18n.ts`). */
  I18nArea: (props: { children: ReactNode }) => ReactNode;
  /**
   * The remote's Mantine (`componentLibrary` from `@hp/shell-sdk/library`), for an area whose pages still use it; an
   * area built on `@hp/ui`'s kit has none, and its pages render as soon as their module is there.
   */
  library?: ComponentLibrary;
}) {
  return (
    <I18nArea>
      <Routes>
        {pages.pages.map((page) => routeOf(page, library))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </I18nArea>
  );
}
