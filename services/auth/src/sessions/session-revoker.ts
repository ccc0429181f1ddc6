import { Inject, Injectable } from '@nestjs/common';
import { revokedSessionKey } from '@hp/contracts';
import type { AuthConfig } from '../config.js';
import { RedisService, SERVICE_CONFIG } from '@hp/service-platform';
import { SessionsRepository, type RevokeReason } from './sessions.repository.js';

/**
 * Ends sessions: their refresh tokens stop working (database) and so do their access tokens, at once, because
 * the gateway refuses any `sid` with a revokedSessionKey in Redis. The key lives as long as an access token.
 */
@Injectable()
export class SessionRevoker {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly redis: RedisService,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AuthConfig, 'ACCESS_TOKEN_TTL_SECONDS'>,
  ) {}

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.sessions.revokeSession(sessionId, reason);
    await this.markRevoked([sessionId]);
  }

  /** Every session of the account (password reset). */
  async revokeAllOf(accountId: string, reason: RevokeReason): Promise<string[]> {
    const sessionIds = await this.sessions.revokeAllSessionsOf(accountId, reason);
    await this.markRevoked(sessionIds);
    return sessionIds;
  }

  private async markRevoked(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const id of sessionIds)
      pipeline.set(revokedSessionKey(id), '1', 'EX', this.config.ACCESS_TOKEN_TTL_SECONDS);
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }
}
