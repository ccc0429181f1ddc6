import { QueryClient } from '@tanstack/react-query';
// By package name: the page's one session store and error classes, never copies bundled into this entry.
import { ApiError, useSession } from '@hp/shell-sdk';

/** A 4xx will not change by asking again; network trouble and 5xx may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The one query cache of the page, which the query hooks take explicitly (no provider). This entry is a federation
 * singleton, so every remote shares it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A signed-out page must not show the previous user's answers: every way to anonymous (logout, a failed refresh)
// empties the cache.
useSession.subscribe((state, previous) => {
  if (state.status === 'anonymous' && previous.status !== 'anonymous') queryClient.clear();
});
