// Standalone mount for a remote's own dev server; inside the product the shell renders the remote's ./App.
import '../styles/page.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// By package name, so the remote's shared (singleton) copy of the SDK is the one used.
import { AppProviders, useSession } from '@hp/shell-sdk';

export function mountStandalone(App: ComponentType): void {
  void useSession.getState().restore();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
