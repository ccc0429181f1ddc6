import { Role, type SessionIssued } from '@hp/contracts';

/** What the auth service answers a patient's login or refresh with, for fake services. */
export const sessionIssued = (refreshToken: string): SessionIssued => ({
  session: {
    token: 'access.token.value',
    id: 'usr_1',
    role: Role.User,
    email: 'asha@example.com',
    isApproved: true,
    status: 'approved',
    expiresIn: 900,
  },
  refreshToken,
  refreshExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
});
