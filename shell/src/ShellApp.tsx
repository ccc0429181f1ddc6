import { AppProviders } from '@hp/shell-sdk';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { I18nArea } from './i18n';
import { UnexpectedErrorScreen } from './errors/UnexpectedErrorScreen';
import { ShellLayout } from './layout/ShellLayout';
import { RemoteOutlet } from './remotes/RemoteOutlet';

/**
 * Providers once for the whole page, then the layout around one catch-all route. Remotes own their
 * paths (listed in /mfe-registry.json) and render their own <Routes> with absolute paths.
 */
export function ShellApp() {
  return (
    <AppProviders>
      <ErrorBoundary area="shell" fallback={<UnexpectedErrorScreen />}>
        <I18nArea>
          <BrowserRouter>
            <ShellLayout>
              <Routes>
                <Route path="*" element={<RemoteOutlet />} />
              </Routes>
            </ShellLayout>
          </BrowserRouter>
        </I18nArea>
      </ErrorBoundary>
    </AppProviders>
  );
}
