import type { RemotePages } from '../pages/definePages';

/**
 * Test-only: fetches every page module of a remote up front, so that `<RemoteRoutes>` renders each page at once (in
 * the browser they arrive on a page's first visit). `beforeAll(() => preloadPages(pages))`.
 */
export async function preloadPages({ pages }: RemotePages): Promise<void> {
  await Promise.all(pages.map((page) => page.load()));
}
