import { Injectable } from '@nestjs/common';
import type { Actor, HttpRoute } from '@hp/contracts';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/gateway-error.js';
import { AccessTokenVerifier, bearerToken } from './access-token-verifier.js';

/** Resolves to the caller's verified actor, or undefined for an anonymous caller a route lets in. */
export type AccessCheck = (request: FastifyRequest) => Promise<Actor | undefined>;

/**
 * Enforces `route.access`: 'public' lets everyone in, 'optional' reads a valid token when there is one
 * (logout), a list of roles needs a valid token of one of them (401, then 403).
 */
@Injectable()
export class AccessPolicy {
  constructor(private readonly verifier: AccessTokenVerifier) {}

  /** The check of one route, chosen once at start-up; undefined for public routes, which need none. */
  checkFor(access: HttpRoute['access']): AccessCheck | undefined {
    if (access === 'public') return undefined;
    if (access === 'optional') {
      // An expired or revoked token on logout is not an error: the caller is simply anonymous.
      return async (request) => {
        const token = bearerToken(request.headers.authorization);
        return token ? this.verifier.verify(token).catch(() => undefined) : undefined;
      };
    }
    const roles: readonly string[] = access;
    return async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new GatewayError('AUTH.UNAUTHENTICATED');
      const actor = await this.verifier.verify(token);
      if (!roles.includes(actor.role)) throw new GatewayError('AUTH.FORBIDDEN');
      return actor;
    };
  }
}
