import type { ReactElement } from 'react';
import { afterEach } from '@jest/globals';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { queryClient } from '../query/queryClient';
import { AppProviders } from '../ui/AppProviders';

// Toasts and the query cache are page-wide singletons; one test's toasts must not leak into the next.
afterEach(() => {
  notifications.clean();
  queryClient.clear();
});

/** Shows where the router is, so tests can check redirects (`screen.getByTestId('location')`). */
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
