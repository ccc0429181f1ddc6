import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { ApiError, useSession } from '@hp/shell-sdk';

/** A 4xx will not change by asking again; network trouble and 5xx may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The one query cache of the page. The SDK is a federation singleton, so every remote shares it. */
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

/** The client of a surrounding QueryClientProvider (a test's), otherwise the page's: the hooks need no provider. */
export const useQueryClientOfPage = () => useContext(QueryClientContext) ?? queryClient;
