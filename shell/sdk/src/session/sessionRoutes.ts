import { Role, authApi, type ClientRoute } from '@hp/contracts';

// The session's own API routes, loaded when a call needs them (refresh, logout, an expired token). The client view of
// the account routes builds no schema; it stays out of Home's first load all the same (its table is 1.5 KB).

export function logoutRouteFor(role: Role): ClientRoute {
  switch (role) {
    case Role.User:
      return authApi.userLogout;
    case Role.Provider:
      return authApi.providerLogout;
    case Role.Admin:
      return authApi.adminLogout;
  }
}

export const refreshRoute = authApi.refreshSession;

/** Calls whose 401 ends the session rather than asking for a refreshed token. */
export const sessionPaths = new Set<string>([
  authApi.refreshSession.path,
  authApi.userLogout.path,
  authApi.providerLogout.path,
  authApi.adminLogout.path,
]);

/** The signed-in patient's membership (the membership store asks once a patient is signed in). */
export const membershipRoute = authApi.userMembership;
