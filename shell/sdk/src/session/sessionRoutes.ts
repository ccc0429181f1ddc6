import { Role, authRoutes, type HttpRoute } from '@hp/contracts';

// The session's own API routes, loaded when a call needs them (refresh, logout, an expired token): the route table
// brings the contracts' schemas, and with them zod, which Home's first load does without.

export function logoutRouteFor(role: Role): HttpRoute {
  switch (role) {
    case Role.User:
      return authRoutes.userLogout;
    case Role.Provider:
      return authRoutes.providerLogout;
    case Role.Admin:
      return authRoutes.adminLogout;
  }
}

export const refreshRoute = authRoutes.refreshSession;

/** Calls whose 401 ends the session rather than asking for a refreshed token. */
export const sessionPaths = new Set<string>([
  authRoutes.refreshSession.path,
  authRoutes.userLogout.path,
  authRoutes.providerLogout.path,
  authRoutes.adminLogout.path,
]);

/** The signed-in patient's membership (the membership store asks once a patient is signed in). */
export const membershipRoute = authRoutes.userMembership;
