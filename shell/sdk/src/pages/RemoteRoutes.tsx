import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireRole } from '../guard/RequireRole';
import { LibraryLayout } from '../library/LibraryProvider';
import { NotFoundPage } from '../ui/NotFoundPage';
import type { RemotePage, RemotePages } from './definePages';

const lazyPages = new WeakMap<RemotePage, ComponentType>();

/** The page itself once its module is there, otherwise a lazy component that fetches it (and suspends meanwhile). */
function DeclaredPage({ page }: { page: RemotePage }) {
  let Page = page.loaded() ?? lazyPages.get(page);
  if (!Page) {
    Page = lazy(page.load);
    lazyPages.set(page, Page);
  }
  const content = <Page />;
  return page.role ? <RequireRole roles={[page.role]}>{content}</RequireRole> : content;
}

const routeOf = (page: RemotePage) => (
  <Route key={page.path} path={page.path} element={<DeclaredPage page={page} />} />
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
      <Suspense fallback={null}>
        <Routes>
          {pages.pages.filter((page) => page.usesLibrary === false).map(routeOf)}
          <Route element={<LibraryLayout />}>
            {pages.pages.filter((page) => page.usesLibrary !== false).map(routeOf)}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </I18nArea>
  );
}
