import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { toAccount, type Account } from '../accounts/account.js';

export type RevokeReason = 'logout' | 'refresh_reuse' | 'password_reset';

export interface StoredRefreshToken {
  id: string;
  sessionId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  sessionRevokedAt: Date | null;
  account: Account;
}

export interface NewRefreshToken {
  tokenHash: string;
  expiresAt: Date;
}

@Injectable()
export class SessionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A login: the session (its id is the access token's `sid`) and its first refresh token. */
  async startSession(sessionId: string, accountId: string, first: NewRefreshToken): Promise<void> {
    await this.prisma.session.create({
      data: { id: sessionId, accountId, refreshTokens: { create: first } },
    });
  }

  async findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | null> {
    const row = await this.prisma.refreshToken.findUnique({
      where: { tokenHash },
      include: { session: { include: { account: true } } },
    });
    if (!row) return null;
    return {
      id: row.id,
      sessionId: row.sessionId,
      expiresAt: row.expiresAt,
      rotatedAt: row.rotatedAt,
      sessionRevokedAt: row.session.revokedAt,
      account: toAccount(row.session.account),
    };
  }

  /**
   * Marks `tokenId` used and stores its successor, atomically. False when the token was used already (by a
   * concurrent request): the caller treats that as reuse.
   */
  async rotate(tokenId: string, sessionId: string, next: NewRefreshToken): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.refreshToken.updateMany({
        where: { id: tokenId, rotatedAt: null },
        data: { rotatedAt: new Date() },
      });
      if (count === 0) return false;
      await tx.refreshToken.create({ data: { ...next, sessionId } });
      return true;
    });
  }

  async revokeSession(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.prisma.session.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: new Date(), revokedReason: reason },
    });
  }

  /** Revokes every live session of the account in one statement; returns their ids. */
  async revokeAllSessionsOf(accountId: string, reason: RevokeReason): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE sessions SET revoked_at = now(), revoked_reason = ${reason}
      WHERE account_id = ${accountId}::uuid AND revoked_at IS NULL
      RETURNING id`;
    return rows.map((row) => row.id);
  }
}
