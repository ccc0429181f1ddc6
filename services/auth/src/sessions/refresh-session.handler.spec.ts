import { jest } from '@jest/globals';
import { anAccount, as, fakeLogger, someTokens } from '../testing/fakes.js';
import type { IssuedTokens } from './session-issuer.js';
import { RefreshSessionHandler } from './refresh-session.handler.js';
import { hashRefreshToken } from './refresh-token.js';
import type { StoredRefreshToken } from './sessions.repository.js';

describe('RefreshSessionHandler', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const live: StoredRefreshToken = {
    id: 'rt-1',
    sessionId: 'sid-1',
    expiresAt: new Date('2030-01-31T00:00:00Z'),
    rotatedAt: null,
    sessionRevokedAt: null,
    account: anAccount(),
  };

  function setup(
    stored: StoredRefreshToken | null,
    rotated: IssuedTokens | null = someTokens({ refreshToken: 'next' }),
  ) {
    const sessions = { findRefreshToken: jest.fn((_hash: string) => Promise.resolve(stored)) };
    const issuer = { rotate: jest.fn(() => Promise.resolve(rotated)) };
    const revoker = { revoke: jest.fn(() => Promise.resolve(undefined)) };
    const handler = new RefreshSessionHandler(as(sessions), as(issuer), as(revoker), fakeLogger());
    return { handler, sessions, issuer, revoker };
  }

  it('rotates a live token within its session and answers the new pair', async () => {
    const { handler, sessions, issuer } = setup(live);
    const issued = await handler.execute({ refreshToken: 'presented' }, now);
    expect(sessions.findRefreshToken).toHaveBeenCalledWith(hashRefreshToken('presented'));
    expect(issuer.rotate).toHaveBeenCalledWith(live.account, 'sid-1', 'rt-1');
    expect(issued.refreshToken).toBe('next');
    expect(issued.session).toMatchObject({ id: 'acc-1', role: '300', email: 'asha@example.com' });
  });

  it('answers admins too, with a null e-mail', async () => {
    const { handler } = setup({ ...live, account: anAccount({ role: '500', email: null }) });
    const issued = await handler.execute({ refreshToken: 'presented' }, now);
    expect(issued.session).toMatchObject({ role: '500', email: null, isApproved: true, status: 'approved' });
  });

  it('ends the whole session when a used token comes back', async () => {
    const { handler, issuer, revoker } = setup({ ...live, rotatedAt: new Date('2029-12-31T00:00:00Z') });
    await expect(handler.execute({ refreshToken: 'stolen' }, now)).rejects.toMatchObject({
      code: 'AUTH.REFRESH_INVALID',
    });
    expect(revoker.revoke).toHaveBeenCalledWith('sid-1', 'refresh_reuse');
    expect(issuer.rotate).not.toHaveBeenCalled();
  });

  it('treats losing the rotation race as reuse', async () => {
    const { handler, revoker } = setup(live, null);
    await expect(handler.execute({ refreshToken: 'presented' }, now)).rejects.toMatchObject({
      code: 'AUTH.REFRESH_INVALID',
    });
    expect(revoker.revoke).toHaveBeenCalledWith('sid-1', 'refresh_reuse');
  });

  it.each([
    ['unknown', null],
    ['expired', { ...live, expiresAt: new Date('2029-12-31T00:00:00Z') }],
    ['from an ended session', { ...live, sessionRevokedAt: new Date('2029-12-31T00:00:00Z') }],
  ])('refuses a token that is %s', async (_case, stored) => {
    const { handler, issuer } = setup(stored);
    await expect(handler.execute({ refreshToken: 'x' }, now)).rejects.toMatchObject({
      code: 'AUTH.REFRESH_INVALID',
    });
    expect(issuer.rotate).not.toHaveBeenCalled();
  });

  it('stops a provider whose approval was withdrawn', async () => {
    const { handler } = setup({
      ...live,
      account: anAccount({ role: '400', entityType: 'lab', status: 'rejected' }),
    });
    await expect(handler.execute({ refreshToken: 'x' }, now)).rejects.toMatchObject({
      code: 'AUTH.ACCOUNT_REJECTED',
    });
  });
});
