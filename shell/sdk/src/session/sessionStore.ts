import { mayHaveRefreshCookie } from './roles';
import type { LoginResponse } from '@hp/contracts';
import { create } from 'zustand';
import { NetworkError } from '../api/errors';
import { sendRequest } from '../api/http';
import { withRefreshLock } from './refreshLock';
import { sessionUserFrom, type LoginAnswer, type SessionUser } from './sessionUser';

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Kept in memory only: a reload gets a new one from the refresh cookie (`restore`). */
  accessToken: string | null;
  /** When the access token expires (ms since epoch). */
  expiresAt: number | null;
  /** Store the answer of a login call. */
  signIn: (answer: LoginAnswer) => void;
  /** End the session on the server (best effort) and forget it here in any case. */
  signOut: () => Promise<void>;
  /** Trade the refresh cookie for a new access token; without a valid cookie the visitor is anonymous. */
  restore: () => Promise<void>;
}

const anonymous = { status: 'anonymous', user: null, accessToken: null, expiresAt: null } as const;

/** Refresh a minute before expiry (or at 80% of a short lifetime). */
export const refreshDelayMs = (expiresInSeconds: number) =>
  expiresInSeconds > 120 ? (expiresInSeconds - 60) * 1000 : expiresInSeconds * 800;

const NETWORK_RETRY_MS = 30_000;
const LOGOUT_TIMEOUT_MS = 5_000;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let restoring: Promise<void> | null = null;

function scheduleRefresh(delayMs: number) {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void useSession.getState().restore(), delayMs);
  // Under Node (tests, Pact) a pending refresh must not keep the process alive.
  (refreshTimer as { unref?: () => void }).unref?.();
}

/** The one session store of the page. The SDK is a federation singleton, so every remote sees this instance. */
export const useSession = create<SessionState>()((set, get) => {
  const accept = (answer: LoginAnswer) => {
    set({
      status: 'authenticated',
      user: sessionUserFrom(answer),
      accessToken: answer.token,
      expiresAt: Date.now() + answer.expiresIn * 1000,
    });
    scheduleRefresh(refreshDelayMs(answer.expiresIn));
  };

  const forget = () => {
    clearTimeout(refreshTimer);
    set(anonymous);
  };

  return {
    status: 'restoring',
    user: null,
    accessToken: null,
    expiresAt: null,

    signIn: accept,

    async signOut() {
      const { user, accessToken } = get();
      clearTimeout(refreshTimer);
      if (user) {
        try {
          const signal =
            typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(LOGOUT_TIMEOUT_MS) : undefined;
          const { logoutRouteFor } = await import('./sessionRoutes');
          await sendRequest(
            logoutRouteFor(user.role),
            {},
            { token: accessToken, ...(signal ? { signal } : {}) },
          );
        } catch {
          // The server session expires on its own; locally the user is signed out either way.
        }
      }
      forget();
    },

    restore() {
      if (!mayHaveRefreshCookie()) {
        forget();
        return Promise.resolve();
      }
      // Many calls can hit 401 at once; they all wait for the same refresh.
      restoring ??= (async () => {
        try {
          const { refreshRoute } = await import('./sessionRoutes');
          const answer: LoginResponse = await withRefreshLock(() => sendRequest(refreshRoute, undefined, {}));
          accept(answer);
        } catch (error) {
          // Offline for a moment (a laptop waking up): keep a live session and try again later.
          if (error instanceof NetworkError && get().status === 'authenticated')
            scheduleRefresh(NETWORK_RETRY_MS);
          else forget();
        } finally {
          restoring = null;
        }
      })();
      return restoring;
    },
  };
});
