import { Role } from '../session/roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/sessionStore';
import { LOGIN_REQUIRED_NOTE, loginPathFor, type LoginRedirectState } from './loginPath';

export interface RequireRoleProps {
  /** Roles allowed in; the first one decides which login page a visitor is sent to. */
  roles: readonly Role[];
  children: ReactNode;
}

/**
 * Convenience only: the gateway checks every call's role. Waits while the session is being restored,
 * then shows the children or sends the visitor to the login page with a note and the way back.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const status = useSession((state) => state.status);
  const role = useSession((state) => state.user?.role);
  const location = useLocation();

  if (status === 'restoring') {
    return (
      <div className="hp-center" style={{ minHeight: 240 }}>
        <span className="hp-loader" role="status" aria-label="Checking your session" />
      </div>
    );
  }
  if (!role || !roles.includes(role)) {
    const state: LoginRedirectState = { from: location, note: LOGIN_REQUIRED_NOTE };
    return <Navigate to={loginPathFor(roles[0] ?? Role.User)} state={state} replace />;
  }
  return <>{children}</>;
}
