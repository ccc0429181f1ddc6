import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type EntityType,
  type Role,
} from '@hp/contracts';
import { SignJWT } from 'jose';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { AuthConfig } from '../config.js';

export interface AccessTokenSubject {
  accountId: string;
  role: Role;
  entityType?: EntityType | null;
  sessionId: string;
}

/** Signs the short-lived access tokens the gateway verifies (claims as in contracts/auth/tokens.ts). */
@Injectable()
export class AccessTokenSigner {
  private readonly key: Uint8Array;
  readonly lifetimeSeconds: number;

  constructor(@Inject(SERVICE_CONFIG) config: Pick<AuthConfig, 'JWT_SECRET' | 'ACCESS_TOKEN_TTL_SECONDS'>) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
    this.lifetimeSeconds = config.ACCESS_TOKEN_TTL_SECONDS;
  }

  sign(subject: AccessTokenSubject, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      role: subject.role,
      ...(subject.entityType ? { entityType: subject.entityType } : {}),
      sid: subject.sessionId,
    })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(subject.accountId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.lifetimeSeconds)
      .sign(this.key);
  }
}
