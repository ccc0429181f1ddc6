import { brand, useSession } from '@hp/shell-sdk';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './ShellApp';
import { preloadAreaFor } from './remotes/preloadArea';

document.title = brand.name;
// Our Content Security Policy forbids eval. Unless told otherwise, zod probes for it (`new Function('')`) when it
// builds an object schema, and the browser reports a CSP violation. zod reads its settings (`z.config`) from this
// global, which every copy of zod on the page shares; set here, before any remote and its schemas load, it covers
// them all without bringing zod into the first load. (The Lighthouse test fails on a CSP report if zod renames it.)
const zodSettings = globalThis as { __zod_globalConfig?: object };
Object.assign((zodSettings.__zod_globalConfig ??= {}), { jitless: true });
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
