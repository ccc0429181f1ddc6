import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { AuthConfig } from '../config.js';
import type { Account } from '../accounts/account.js';
import { AccessTokenSigner } from './access-token.signer.js';
import { newRefreshToken } from './refresh-token.js';
import { SessionsRepository } from './sessions.repository.js';

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts sessions (login) and continues them (refresh): an access token plus a fresh refresh token. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly signer: AccessTokenSigner,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AuthConfig, 'REFRESH_TOKEN_TTL_DAYS'>,
  ) {}

  async start(account: Account): Promise<IssuedTokens> {
    const sessionId = randomUUID();
    const refresh = this.nextRefreshToken();
    await this.sessions.startSession(sessionId, account.id, {
      tokenHash: refresh.hash,
      expiresAt: refresh.expiresAt,
    });
    return this.tokens(account, sessionId, refresh);
  }

  /** Replaces a refresh token by its successor; null when it was used already (reuse, even by a racing call). */
  async rotate(account: Account, sessionId: string, usedTokenId: string): Promise<IssuedTokens | null> {
    const refresh = this.nextRefreshToken();
    const rotated = await this.sessions.rotate(usedTokenId, sessionId, {
      tokenHash: refresh.hash,
      expiresAt: refresh.expiresAt,
    });
    return rotated ? this.tokens(account, sessionId, refresh) : null;
  }

  private nextRefreshToken() {
    return {
      ...newRefreshToken(),
      expiresAt: new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    };
  }

  private async tokens(
    account: Account,
    sessionId: string,
    refresh: { token: string; expiresAt: Date },
  ): Promise<IssuedTokens> {
    const accessToken = await this.signer.sign({
      accountId: account.id,
      role: account.role,
      entityType: account.entityType,
      sessionId,
    });
    return {
      accessToken,
      expiresIn: this.signer.lifetimeSeconds,
      refreshToken: refresh.token,
      refreshExpiresAt: refresh.expiresAt,
    };
  }
}
