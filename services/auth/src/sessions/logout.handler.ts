import { Injectable } from '@nestjs/common';
import type { LogoutCommand, MessageResponse } from '@hp/contracts';
import type { RpcMeta } from '@hp/service-platform';
import { hashRefreshToken } from './refresh-token.js';
import { SessionRevoker } from './session-revoker.js';
import { SessionsRepository } from './sessions.repository.js';

/**
 * auth.cmd.logout.v1: ends the caller's session (from the access token the gateway verified) and the session
 * of the refresh token, if given. Always succeeds: logging out twice, or with a dead token, is not an error.
 */
@Injectable()
export class LogoutHandler {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly revoker: SessionRevoker,
  ) {}

  async execute(command: LogoutCommand, meta: RpcMeta): Promise<MessageResponse> {
    const sessionIds = new Set<string>();
    if (meta.actor) sessionIds.add(meta.actor.sessionId);
    if (command.refreshToken) {
      const stored = await this.sessions.findRefreshToken(hashRefreshToken(command.refreshToken));
      if (stored) sessionIds.add(stored.sessionId);
    }
    for (const sessionId of sessionIds) await this.revoker.revoke(sessionId, 'logout');
    return { message: 'Logged out successfully' };
  }
}
