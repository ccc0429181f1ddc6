import { Injectable } from '@nestjs/common';
import { RedisService } from '@hp/service-platform/http';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counter in Redis, so every gateway replica counts against the same limit.
 * One round trip: INCR, start the window's expiry on the first hit, and read what is left of it.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { hits, ttl }
`;

@Injectable()
export class RateLimiter {
  private readonly hitScript: (key: string, windowMs: string) => Promise<[number, number]>;

  constructor(redis: RedisService) {
    this.hitScript = redis.defineKeyScript(HIT_SCRIPT);
  }

  /** Counts one hit on `key`. Throws when Redis cannot be reached (the caller decides what that means). */
  async hit(key: string, limit: RateLimit): Promise<RateLimitVerdict> {
    const [hits, ttlMs] = await this.hitScript(
      `gateway:rate-limit:${key}`,
      String(limit.windowSeconds * 1000),
    );
    if (hits <= limit.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }
}
