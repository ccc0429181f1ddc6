import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireRole } from '../guard/RequireRole';
import { useSession } from '../session/sessionStore';
import { NotFoundPage } from '../ui/NotFoundPage';
import type { RemotePage, RemotePages } from './definePages';
import { usePageMeta } from './usePageMeta';

/**
 * The page once its module is there. A failed fetch is thrown to the area's error boundary. Not React.lazy: a
 * Suspense fallback makes React hold the content back for up to 300 ms after it arrives (its reveal throttling), which
 * on Home would be most of the LCP.
 */
function PageModule({ page }: { page: RemotePage }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setArrived] = useState(false);
  const Page = page.loaded();
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
  return Page ? <Page /> : null;
}

/**
 * A declared page; one behind a role is fetched only for someone who may see it (a visitor without the role goes
 * to the login page without downloading it), and already while the session is being checked.
 */
function DeclaredPage({ page }: { page: RemotePage }) {
  usePageMeta(page);
  const restoring = useSession((session) => session.status === 'restoring');
  useEffect(() => {
    // A head start only: a failure shows when the page itself is fetched.
    if (page.role && restoring) page.load().catch(() => undefined);
  }, [page, restoring]);
  const module = <PageModule page={page} />;
  return page.role ? <RequireRole roles={[page.role]}>{module}</RequireRole> : module;
}

const routeOf = (page: RemotePage) => (
  // Keyed by path: going from one page to another starts afresh (React would otherwise keep the element's state).
  <Route key={page.path} path={page.path} element={<DeclaredPage key={page.path} page={page} />} />
);

/**
 * A remote's root (its ./App): every declared page at its absolute path (the shell mounts this under its own router),
 * each fetched on its first visit and rendered as soon as its module is there, in the page's language. An unknown
 * path is the 404 page.
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
        {pages.pages.map(routeOf)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </I18nArea>
  );
}
