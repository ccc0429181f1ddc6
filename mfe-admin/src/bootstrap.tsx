// Standalone mount for `npm run dev` in this folder; inside the product the shell renders ./App.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { AppProviders, useSession } from '@hp/shell-sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';

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
