import type { Role as ContractRole, SESSION_HINT_COOKIE as ContractHintCookie } from '@hp/contracts';

// The contracts' role codes and hint cookie name, written out here and checked against contracts by the compiler
// (`typeof`): the contracts' modules that hold them also build zod schemas, which the SDK's first load must not carry.

export const Role: typeof ContractRole = { User: '300', Provider: '400', Admin: '500' };
export type Role = ContractRole;
export const SESSION_HINT_COOKIE: typeof ContractHintCookie = 'hp_signed_in';

/**
 * The refresh cookie is httpOnly, so the page looks for its readable companion, set and cleared with it by the
 * gateway. Outside a browser (Node tests, Pact) there is no cookie jar to look at: try the call.
 */
export function mayHaveRefreshCookie(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
