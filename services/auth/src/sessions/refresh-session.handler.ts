import { Injectable } from '@nestjs/common';
import type { RefreshCommand, SessionIssued } from '@hp/contracts';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DomainError } from '@hp/service-platform';
import { assertMayLogIn } from './login-allowed.js';
import { hashRefreshToken } from './refresh-token.js';
import { SessionIssuer } from './session-issuer.js';
import { sessionIssued } from './session-response.js';
import { SessionRevoker } from './session-revoker.js';
import { SessionsRepository } from './sessions.repository.js';

/**
 * auth.cmd.refresh.v1: trades a refresh token for a new access token and a new refresh token. A refresh token
 * works once; presenting one that was already used means it was copied, so the whole session ends.
 */
@Injectable()
export class RefreshSessionHandler {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly issuer: SessionIssuer,
    private readonly revoker: SessionRevoker,
    @InjectPinoLogger(RefreshSessionHandler.name) private readonly logger: PinoLogger,
  ) {}

  async execute(command: RefreshCommand, now = new Date()): Promise<SessionIssued> {
    const stored = await this.sessions.findRefreshToken(hashRefreshToken(command.refreshToken));
    if (!stored || stored.sessionRevokedAt || stored.expiresAt <= now)
      throw new DomainError('AUTH.REFRESH_INVALID');
    if (stored.rotatedAt) return this.reuseDetected(stored.sessionId);
    assertMayLogIn(stored.account);
    const tokens = await this.issuer.rotate(stored.account, stored.sessionId, stored.id);
    if (!tokens) return this.reuseDetected(stored.sessionId);
    return sessionIssued(stored.account, tokens);
  }

  private async reuseDetected(sessionId: string): Promise<never> {
    this.logger.warn({ sessionId }, 'A used refresh token came back: ending its session');
    await this.revoker.revoke(sessionId, 'refresh_reuse');
    throw new DomainError('AUTH.REFRESH_INVALID');
  }
}
