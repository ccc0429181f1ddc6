import { createHash } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { RateLimitBucket } from '@hp/contracts';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { GatewayError } from '../errors/gateway-error.js';
import { contractRouteOf } from '../http/contract-route.js';
import { RateLimiter, type RateLimit } from './rate-limiter.js';

/**
 * Applies `route.rateLimit` of every contracts route, per client IP (the address nginx forwarded, see
 * TRUST_PROXY) and, for logins, also per IP and e-mail so one address cannot try many passwords on one account.
 * Counts every attempt, valid or not. Redis down means 503: these routes stay closed rather than unlimited.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limits: Record<RateLimitBucket, RateLimit>;
  private readonly loginPerEmail: RateLimit;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly limiter: RateLimiter,
  ) {
    this.limits = {
      login: { max: config.RATE_LIMIT_LOGIN_MAX, windowSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
      register: {
        max: config.RATE_LIMIT_REGISTER_MAX,
        windowSeconds: config.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
      },
      recovery: {
        max: config.RATE_LIMIT_RECOVERY_MAX,
        windowSeconds: config.RATE_LIMIT_RECOVERY_WINDOW_SECONDS,
      },
    };
    this.loginPerEmail = {
      max: config.RATE_LIMIT_LOGIN_PER_EMAIL_MAX,
      windowSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
    };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = contractRouteOf(context)?.rateLimit;
    if (!bucket) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();

    const checks: Array<[string, RateLimit]> = [[`${bucket}:ip:${request.ip}`, this.limits[bucket]]];
    const email = loginEmailOf(bucket, request.body);
    if (email) checks.push([`${bucket}:ip-email:${request.ip}:${sha256(email)}`, this.loginPerEmail]);

    for (const [key, limit] of checks) {
      let verdict;
      try {
        verdict = await this.limiter.hit(key, limit);
      } catch (error) {
        throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
      }
      if (!verdict.allowed)
        throw new GatewayError('RATE_LIMITED', { retryAfterSeconds: verdict.retryAfterSeconds });
    }
    return true;
  }
}

/** The e-mail of a login attempt, normalised as the contracts schema does; the body is not validated yet. */
function loginEmailOf(bucket: RateLimitBucket, body: unknown): string | undefined {
  if (bucket !== 'login' || typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** E-mail addresses are kept out of Redis keys. */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
