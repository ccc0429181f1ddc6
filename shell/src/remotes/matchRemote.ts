import { matchRoutes } from 'react-router-dom';
import type { RemoteDescriptor } from './registry';

/**
 * The remote that owns `pathname`, ranked the way react-router ranks routes: a static path beats a
 * splat, a longer splat beats a shorter one (`/admin/*` over `/*`), so a catch-all remote never hides
 * a more specific one. Matching ignores case (`/clinicLog` is `/cliniclog`).
 */
export function findRemoteForPath(remotes: readonly RemoteDescriptor[], pathname: string) {
  const routes = remotes.flatMap((remote) => remote.routes.map((path) => ({ path, handle: remote })));
  const match = matchRoutes(routes, pathname)?.[0];
  return match?.route.handle;
}
