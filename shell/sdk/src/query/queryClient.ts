import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

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
