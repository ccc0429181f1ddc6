import type { Location } from 'react-router-dom';

export { loginPathFor } from '../session/roles';

// Marked for `lingui extract` (every area's catalogue holds it; the login page shows it translated).
export const LOGIN_REQUIRED_NOTE = (/*i18n*/ { id: 'Please log in to access the booking system.' }).id;

/** What `RequireRole` hands the login page in `location.state`. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  note?: string;
}

/** Where a login page should go after a successful login, if a guard sent the user there. */
export function returnPathFrom(state: unknown): string | null {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
