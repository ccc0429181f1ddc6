import { jest } from '@jest/globals';
import { anAccount, as } from '../testing/fakes.js';
import { LogoutHandler } from './logout.handler.js';
import type { StoredRefreshToken } from './sessions.repository.js';

describe('LogoutHandler', () => {
  const actor = { id: 'acc-1', role: '300' as const, sessionId: 'sid-actor' };
  const stored: StoredRefreshToken = {
    id: 'rt-1',
    sessionId: 'sid-cookie',
    expiresAt: new Date('2030-01-01'),
    rotatedAt: null,
    sessionRevokedAt: null,
    account: anAccount(),
  };

  function setup(found: StoredRefreshToken | null) {
    const revoker = { revoke: jest.fn(() => Promise.resolve(undefined)) };
    const sessions = { findRefreshToken: jest.fn(() => Promise.resolve(found)) };
    return { handler: new LogoutHandler(as(sessions), as(revoker)), revoker };
  }

  it("ends the caller's session and the refresh token's session", async () => {
    const { handler, revoker } = setup(stored);
    const answer = await handler.execute({ refreshToken: 'cookie' }, { correlationId: 'c', actor });
    expect(answer).toEqual({ message: 'Logged out successfully' });
    expect(revoker.revoke.mock.calls).toEqual([
      ['sid-actor', 'logout'],
      ['sid-cookie', 'logout'],
    ]);
  });

  it('ends a session once when token and cookie belong to it', async () => {
    const { handler, revoker } = setup({ ...stored, sessionId: 'sid-actor' });
    await handler.execute({ refreshToken: 'cookie' }, { correlationId: 'c', actor });
    expect(revoker.revoke).toHaveBeenCalledTimes(1);
  });

  it('succeeds with nothing to end', async () => {
    const { handler, revoker } = setup(null);
    await expect(handler.execute({ refreshToken: 'unknown' }, { correlationId: 'c' })).resolves.toEqual({
      message: 'Logged out successfully',
    });
    expect(revoker.revoke).not.toHaveBeenCalled();
  });
});
