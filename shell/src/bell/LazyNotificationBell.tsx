import { lazy, Suspense } from 'react';
import { useSession } from '@hp/shell-sdk';

// Its own chunk: an anonymous visitor's pages never download the bell (issue 18's budget).
const NotificationBell = lazy(() => import(/* webpackChunkName: "bell" */ './NotificationBell'));

/** The bell for a signed-in visitor, in every area; nothing at all (no request, no code) for anyone else. */
export function LazyNotificationBell() {
  const signedIn = useSession((state) => state.status === 'authenticated' && state.accessToken !== null);
  const userId = useSession((state) => state.user?.id);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the account: another sign-in starts afresh (its own list and stream). */}
      <NotificationBell key={userId} />
    </Suspense>
  );
}
