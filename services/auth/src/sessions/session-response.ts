import { Role, type AdminSessionIssued, type SessionIssued } from '@hp/contracts';
import type { Account } from '../accounts/account.js';
import type { IssuedTokens } from './session-issuer.js';

/** The login/refresh answer for any role (admins: role '500', email null). */
export function sessionIssued(account: Account, tokens: IssuedTokens): SessionIssued {
  return {
    session: {
      token: tokens.accessToken,
      id: account.id,
      role: account.role,
      email: account.role === Role.Admin ? null : account.email,
      isApproved: account.status === 'approved',
      status: account.status,
      ...(account.entityType ? { entityType: account.entityType } : {}),
      expiresIn: tokens.expiresIn,
    },
    refreshToken: tokens.refreshToken,
    refreshExpiresAt: tokens.refreshExpiresAt.toISOString(),
  };
}

/** The spec's admin login answer. */
export function adminSessionIssued(account: Account, tokens: IssuedTokens): AdminSessionIssued {
  return {
    session: {
      token: tokens.accessToken,
      message: 'Login successful',
      role: Role.Admin,
      expiresIn: tokens.expiresIn,
      admin: {
        _id: account.id,
        phone: account.phone ?? '',
        email: null,
        isApproved: account.status === 'approved',
      },
    },
    refreshToken: tokens.refreshToken,
    refreshExpiresAt: tokens.refreshExpiresAt.toISOString(),
  };
}
