import { brand, useSession } from '@hp/shell-sdk';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './ShellApp';
import { preloadAreaFor } from './remotes/preloadArea';

document.title = brand.name;
// A reload keeps the user signed in: the refresh cookie yields a new access token.
void useSession.getState().restore();
void preloadAreaFor(window.location.pathname);

const root = createRoot(document.getElementById('root') as HTMLElement);
// Rendered as a transition, which React interleaves with other work: the area's files, asked for by the preload
// above, are requested while the frame renders instead of after it.
startTransition(() =>
  root.render(
    <StrictMode>
      <ShellApp />
    </StrictMode>,
  ),
);
