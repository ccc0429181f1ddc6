import type { Role as ContractRole, SESSION_HINT_COOKIE as ContractHintCookie } from '@hp/contracts';

// The contracts' role codes and hint cookie name, written out here and checked against contracts by the compiler
// (`typeof`): the contracts' modules that hold them also build zod schemas, which the SDK's first load must not carry.

export const Role: typeof ContractRole = { User: '300', Provider: '400', Admin: '500' };
export type Role = ContractRole;
export const SESSION_HINT_COOKIE: typeof ContractHintCookie = 'hp_signed_in';

/**
 * Each role's login page, where `RequireRole` sends a visitor without the role. Here rather than beside the guard so
 * that the build can read it too (a page's manifest entry names the login its guests are sent to: rspack/pages.js).
 */
export function loginPathFor(role: Role): string {
  switch (role) {
    case Role.User:
      return '/userlog';
    case Role.Provider:
      return '/cliniclog';
    case Role.Admin:
      return '/admin';
  }
}

/**
 * The refresh cookie is httpOnly, so the page looks for its readable companion, set and cleared with it by the
 * gateway. Outside a browser (Node tests, Pact) there is no cookie jar to look at: try the call.
 */
export function mayHaveRefreshCookie(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
