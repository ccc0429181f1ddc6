import { Inject, Injectable } from '@nestjs/common';
import type { RateLimitBucket } from '@hp/contracts';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { GatewayError } from '../errors/gateway-error.js';
import type { RouteHandler } from '../routing/route-call.js';
import { LoginDelays } from './login-delays.js';
import { RateLimiter, type RateLimit } from './rate-limiter.js';

export type AddressCheck = (request: FastifyRequest) => Promise<void>;

/**
 * Applies `route.rateLimit`: every bucket counts attempts per client address (the one nginx forwarded, see
 * TRUST_PROXY), valid or not, with limits high enough for a carrier-grade NAT shared by many patients; 'login'
 * also slows down failures per account (LoginDelays). Redis down means 503: these routes stay closed rather
 * than unlimited.
 */
@Injectable()
export class RateLimits {
  private readonly perAddressLimits: Record<RateLimitBucket, RateLimit>;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly limiter: RateLimiter,
    private readonly loginDelays: LoginDelays,
  ) {
    this.perAddressLimits = {
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
      fhir: { max: config.RATE_LIMIT_FHIR_MAX, windowSeconds: config.RATE_LIMIT_FHIR_WINDOW_SECONDS },
    };
  }

  /** The per-address check of a route's bucket, chosen once at start-up; undefined for routes without a limit. */
  perAddress(bucket: RateLimitBucket | undefined): AddressCheck | undefined {
    if (!bucket) return undefined;
    const limit = this.perAddressLimits[bucket];
    return async (request) => {
      let verdict;
      try {
        verdict = await this.limiter.hit(`${bucket}:ip:${request.ip}`, limit);
      } catch (error) {
        throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
      }
      if (!verdict.allowed)
        throw new GatewayError('RATE_LIMITED', { retryAfterSeconds: verdict.retryAfterSeconds });
    };
  }

  /** `serve` behind the per-account delays of logins; other buckets have none. */
  perAccount(bucket: RateLimitBucket | undefined, serve: RouteHandler): RouteHandler {
    if (bucket !== 'login') return serve;
    return (call) => {
      const account = loginAccountOf(call.body);
      return account ? this.loginDelays.attempt(account, () => serve(call)) : serve(call);
    };
  }
}

/** Whom a (validated) login names: patients and providers by e-mail, admins by phone. */
function loginAccountOf(body: unknown): string | undefined {
  const { email, phone } = (body ?? {}) as { email?: unknown; phone?: unknown };
  if (typeof email === 'string') return `email:${email}`;
  if (typeof phone === 'string') return `phone:${phone}`;
  return undefined;
}
