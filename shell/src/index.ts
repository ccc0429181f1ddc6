// Page-wide CSS (Mantine's variables with the product's theme, its baseline and global classes): in the page's
// <head>, so the first paint is styled; the component library's own CSS comes with the areas that use it.
import '@hp/shell-sdk/styles.css';
import { prefetchRegistry } from './remotes/registry';

// Which remotes exist is asked for while the rest of the shell is still on its way.
prefetchRegistry();

// The async boundary lets Module Federation agree on the shared singletons before any React code runs.
import('./bootstrap').catch((error: unknown) => {
  // Not even React could load (a deploy swapped the files, the network dropped): say so without it.
  console.error('[shell] could not start', error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">' +
      '<h1>Unexpected Application Error</h1><p>The site could not be loaded.</p>' +
      '<p><a href="/" onclick="location.reload();return false">Reload the page</a></p></main>';
  }
});
