import { matchPath } from 'react-router-dom';
import type { RemoteDescriptor } from './registry';

const isSplat = (pattern: string) => pattern.endsWith('*');

/**
 * The remote that owns `pathname`. An exact pattern beats a splat (`/admin` over `/*`), so a
 * catch-all remote never hides a more specific one; otherwise the registry's order decides.
 * Matching ignores case, as react-router does (`/clinicLog` is `/cliniclog`).
 */
export function findRemoteForPath(remotes: readonly RemoteDescriptor[], pathname: string) {
  let splatMatch: RemoteDescriptor | undefined;
  for (const remote of remotes) {
    for (const pattern of remote.routes) {
      if (!matchPath({ path: pattern, end: true }, pathname)) continue;
      if (!isSplat(pattern)) return remote;
      splatMatch ??= remote;
    }
  }
  return splatMatch;
}
