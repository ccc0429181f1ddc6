import type { ReactElement, ReactNode } from 'react';
import { afterEach } from '@jest/globals';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { queryClient } from '../query/queryClient';
import ToastLayer from '../toasts/ToastLayer';
import { AppProviders } from '../ui/AppProviders';

/** Removes every toast shown (they are page-wide: one test's must not leak into the next). */
export const clearToasts = () => notifications.clean();

afterEach(() => {
  clearToasts();
  queryClient.clear();
});

/** Shows where the router is, so tests can check redirects (`screen.getByTestId('location')`). */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** English, as written: components that translate render their ids (an area's own I18nArea inside wins). */
const english = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * Test-only: what the page provides, with the toasts there from the start (in the browser they load with the first
 * `notify`), so a test sees them at once.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <I18nProvider i18n={english}>
        <ToastLayer />
        {children}
      </I18nProvider>
    </AppProviders>
  );
}

/** Test-only: renders a page inside what the shell provides (toasts, English, router). */
export function renderPage(ui: ReactElement, { path = '/', state }: { path?: string; state?: unknown } = {}) {
  const [pathname, query] = path.split('?');
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state }]}>
        {ui}
        <Routes>
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}
