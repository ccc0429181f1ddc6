import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireRole } from '../guard/RequireRole';
import { LibraryLayout } from '../library/LibraryProvider';
import { NotFoundPage } from '../ui/NotFoundPage';
import type { RemotePage, RemotePages } from './definePages';
import { usePageMeta } from './usePageMeta';

/**
 * The page once its module is there (nothing until then), a failed fetch thrown to the area's error boundary. Not
 * React.lazy: a Suspense fallback makes React hold the content back for up to 300 ms after it arrives (its reveal
 * throttling), which on Home would be most of the LCP.
 */
function DeclaredPage({ page }: { page: RemotePage }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setArrived] = useState(false);
  const Page = page.loaded();
  usePageMeta(page);
  useEffect(() => {
    if (Page) return;
    let current = true;
    page.load().then(
      () => current && setArrived(true),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [page, Page]);
  if (failure) throw failure.error;
  if (!Page) return null;
  return page.role ? (
    <RequireRole roles={[page.role]}>
      <Page />
    </RequireRole>
  ) : (
    <Page />
  );
}

const routeOf = (page: RemotePage) => (
  // Keyed by path: going from one page to another starts afresh (React would otherwise keep the element's state).
  <Route key={page.path} path={page.path} element={<DeclaredPage key={page.path} page={page} />} />
);

/**
 * A remote's root (its ./App): every declared page at its absolute path (the shell mounts this under its own router),
 * each fetched on its first visit, in the page's language. Pages that use the component library sit below
 * `LibraryLayout`, which loads it (shared, with its styles) first; an unknown path is the 404 page.
 */
export function RemoteRoutes({
  pages,
  I18nArea,
}: {
  /** The remote's declarations (`src/pages.ts`). */
  pages: RemotePages;
  /** The remote's translations (`createI18n` in its `src/i18n.ts`). */
  I18nArea: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <I18nArea>
      <Routes>
        {pages.pages.filter((page) => page.usesLibrary === false).map(routeOf)}
        <Route element={<LibraryLayout />}>
          {pages.pages.filter((page) => page.usesLibrary !== false).map(routeOf)}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </I18nArea>
  );
}
