import { webcrypto } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AccessTokenClaimsSchema,
  revokedSessionKey,
  type Actor,
} from '@hp/contracts';
import { RedisService } from '@hp/service-platform/http';
import { errors as joseErrors, jwtVerify } from 'jose';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { GatewayError } from '../errors/gateway-error.js';

/**
 * Turns a bearer token into the Actor the services receive. The algorithm is pinned (so `alg: none` and
 * RS/HS confusion fail), issuer, audience and expiry are checked, and a session that logout or a password
 * reset revoked (Redis `revokedSessionKey(sid)`) is refused even while its token has not expired.
 */
@Injectable()
export class AccessTokenVerifier {
  /** Imported once: given the raw secret, jose would import it again for every token. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly redis: RedisService,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.JWT_SECRET),
      { name: 'HMAC', hash: 'SHA-256' }, // ACCESS_TOKEN_ALGORITHM, HS256
      false,
      ['verify'],
    );
  }

  /** Throws GatewayError AUTH.UNAUTHENTICATED / AUTH.TOKEN_EXPIRED, or UPSTREAM.UNAVAILABLE without Redis. */
  async verify(token: string): Promise<Actor> {
    const claims = await this.verifySignatureAndClaims(token);
    if (await this.isRevoked(claims.sid)) throw new GatewayError('AUTH.UNAUTHENTICATED');
    return { id: claims.sub, role: claims.role, entityType: claims.entityType, sessionId: claims.sid };
  }

  private async verifySignatureAndClaims(token: string) {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, await this.key, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new GatewayError('AUTH.TOKEN_EXPIRED', { cause: error });
      throw new GatewayError('AUTH.UNAUTHENTICATED', { cause: error });
    }
    const claims = AccessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) throw new GatewayError('AUTH.UNAUTHENTICATED', { cause: claims.error });
    return claims.data;
  }

  private async isRevoked(sessionId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(revokedSessionKey(sessionId))) > 0;
    } catch (error) {
      throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
    }
  }
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
