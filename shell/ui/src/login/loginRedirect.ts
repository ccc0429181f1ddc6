import { returnPathFrom } from '@hp/shell-sdk';

/** Reading what the route guard put in `location.state` when it sent the visitor to a login page. */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Only same-site paths: `//host` and absolute URLs would turn the login page into an open redirect. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export interface AfterLoginPaths {
  /** The login page itself: never returned to. */
  loginPath: string;
  /** Where to go when the visitor came straight to the login page. */
  fallback: string;
}

/** Where to go after a successful login: the page the guard blocked, else the area's start page. */
export function redirectTargetAfterLogin(state: unknown, { loginPath, fallback }: AfterLoginPaths): string {
  const path = returnPathFrom(state);
  if (!path || !isLocalPath(path) || path.startsWith(loginPath)) return fallback;
  return path;
}

/** The guard's note ("Please log in to access the booking system."), if the visitor was redirected. */
export function redirectNote(state: unknown): string | undefined {
  return isRecord(state) && typeof state.note === 'string' && state.note.trim() ? state.note : undefined;
}
