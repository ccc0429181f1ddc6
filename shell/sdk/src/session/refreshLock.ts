/**
 * Refresh tokens rotate on every use and a reused one revokes the whole chain, so two tabs must never
 * refresh at the same moment with the same cookie. The Web Locks API serialises them across tabs;
 * the second tab then sends the cookie the first one received.
 */
export function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return refresh();
  return locks.request('hp-session-refresh', refresh) as Promise<T>;
}
