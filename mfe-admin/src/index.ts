// The async boundary lets Module Federation agree on the shared singletons before any React code runs.
import('./bootstrap').catch((error: unknown) => console.error('[standalone] could not start', error));
