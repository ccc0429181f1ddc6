// Mantine's styles, once for the whole page (remotes render inside the shell's providers).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { brand, useSession } from '@hp/shell-sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './ShellApp';

document.title = brand.name;
// A reload keeps the user signed in: the refresh cookie yields a new access token.
void useSession.getState().restore();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ShellApp />
  </StrictMode>,
);
