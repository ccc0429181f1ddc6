import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { RateLimitBucket } from '@hp/contracts';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { GatewayError } from '../errors/gateway-error.js';
import { RateLimiter, type RateLimit } from './rate-limiter.js';

export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

/**
 * Applies `route.rateLimit`, per client IP (the address nginx forwarded, see TRUST_PROXY) and, for logins,
 * also per IP and e-mail so one address cannot try many passwords on one account.
 * Counts every attempt, valid or not. Redis down means 503: these routes stay closed rather than unlimited.
 */
@Injectable()
export class RateLimits {
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
      enquiry: {
        max: config.RATE_LIMIT_ENQUIRY_MAX,
        windowSeconds: config.RATE_LIMIT_ENQUIRY_WINDOW_SECONDS,
      },
    };
    this.loginPerEmail = {
      max: config.RATE_LIMIT_LOGIN_PER_EMAIL_MAX,
      windowSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
    };
  }

  /** The check of one route's bucket, chosen once at start-up; undefined for routes without a limit. */
  checkFor(bucket: RateLimitBucket | undefined): RateLimitCheck | undefined {
    if (!bucket) return undefined;
    const limit = this.limits[bucket];
    return async (request) => {
      await this.count(`${bucket}:ip:${request.ip}`, limit);
      const email = bucket === 'login' ? loginEmailOf(request.body) : undefined;
      if (email) await this.count(`${bucket}:ip-email:${request.ip}:${sha256(email)}`, this.loginPerEmail);
    };
  }

  private async count(key: string, limit: RateLimit): Promise<void> {
    let verdict;
    try {
      verdict = await this.limiter.hit(key, limit);
    } catch (error) {
      throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
    }
    if (!verdict.allowed)
      throw new GatewayError('RATE_LIMITED', { retryAfterSeconds: verdict.retryAfterSeconds });
  }
}

/** The e-mail of a login attempt, normalised as the contracts schema does; the body is not validated yet. */
function loginEmailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** E-mail addresses are kept out of Redis keys. */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
