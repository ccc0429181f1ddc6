import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/gateway-error.js';
import { contractRouteOf } from '../http/contract-route.js';
import { AccessTokenVerifier, bearerToken } from './access-token-verifier.js';

/**
 * Enforces `route.access` of every contracts route: 'public' lets everyone in, 'optional' reads a valid
 * token when there is one (logout), a list of roles needs a valid token of one of them (401, then 403).
 * The verified actor is left on `request.actor` for `@CallMeta()`.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly verifier: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = contractRouteOf(context)?.access ?? 'public';
    if (access === 'public') return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = bearerToken(request.headers.authorization);

    if (access === 'optional') {
      // An expired or revoked token on logout is not an error: the caller is simply anonymous.
      if (token) request.actor = await this.verifier.verify(token).catch(() => undefined);
      return true;
    }

    if (!token) throw new GatewayError('AUTH.UNAUTHENTICATED');
    const actor = await this.verifier.verify(token);
    if (!access.includes(actor.role)) throw new GatewayError('AUTH.FORBIDDEN');
    request.actor = actor;
    return true;
  }
}
