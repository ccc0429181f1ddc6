import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { AppProviders, queryClient } from '@hp/shell-sdk';

// Toasts and the query cache are page-wide singletons; one test's toasts must not leak into the next.
afterEach(() => {
  notifications.clean();
  queryClient.clear();
});

/** Shows where the router is, so tests can check redirects. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Test-only: renders a page inside what the shell provides (Mantine, toasts, query client, router). */
export function renderPage(ui: ReactElement, { path = '/', state }: { path?: string; state?: unknown } = {}) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        {ui}
        <Routes>
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch with canned answers by path; returns the calls made. */
export function answerFetch(answers: Record<string, (body: unknown) => { status: number; body?: unknown } | 'offline'>) {
  const calls: RecordedCall[] = [];
  const fakeFetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', body });
    const answer = answers[new URL(url, 'http://localhost').pathname]?.(body);
    if (!answer || answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(fakeResponse(answer.status, answer.body));
  };
  globalThis.fetch = fakeFetch;
  return calls;
}

/** jsdom has no Response; the SDK reads only these members. */
function fakeResponse(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as unknown as Response;
}
