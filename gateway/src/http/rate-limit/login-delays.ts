import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ErrorCode } from '@hp/contracts';
import { RedisService } from '@hp/service-platform/http';
import { RpcCallError } from '@hp/service-platform/nats';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { GatewayError } from '../errors/gateway-error.js';

export interface LoginDelaySteps {
  /** The wait after the first failure beyond the free ones; it doubles with each further failure... */
  baseDelaySeconds: number;
  /** ...up to this. */
  maxDelaySeconds: number;
}

/**
 * The waits (ms) before the next attempt on an account after its last free failure, the one after, ...;
 * the last wait (the cap) holds on.
 */
export function loginDelaySchedule({ baseDelaySeconds, maxDelaySeconds }: LoginDelaySteps): number[] {
  const delays: number[] = [];
  for (let seconds = baseDelaySeconds; ; seconds *= 2) {
    delays.push(Math.min(seconds, maxDelaySeconds) * 1000);
    if (seconds >= maxDelaySeconds) return delays;
  }
}

/**
 * One attempt on an account, atomically: refused with the milliseconds left while the account's delay runs,
 * otherwise counted as a failure and the next delay started. Redis's clock, so replicas agree.
 * KEYS[1] the account; ARGV[1] how long failures are remembered (ms), ARGV[2] the free failures,
 * ARGV[3..] loginDelaySchedule.
 */
const ATTEMPT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'failures', 'next')
local failures = tonumber(state[1]) or 0
local next_at = tonumber(state[2]) or 0
if now < next_at then return next_at - now end
failures = failures + 1
local delay = 0
local beyond_free = failures - tonumber(ARGV[2])
if beyond_free >= 0 then delay = tonumber(ARGV[math.min(beyond_free + 3, #ARGV)]) end
redis.call('HSET', KEYS[1], 'failures', failures, 'next', now + delay)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0
`;

/** Answers that come only after a correct password (the auth service tells approval status only then). */
const PASSWORD_WAS_RIGHT = new Set<ErrorCode>(['AUTH.ACCOUNT_PENDING_APPROVAL', 'AUTH.ACCOUNT_REJECTED']);

/**
 * The main defence against password guessing: growing delays per account (the e-mail or phone a login names),
 * whatever address the attempts come from, so a carrier-grade NAT shared by a whole town needs no tight
 * per-address limit. Every attempt counts as a failure until its answer proves the password right, which
 * forgets the account's failures; so parallel attempts cannot slip through before their failures are known.
 */
@Injectable()
export class LoginDelays {
  private readonly logger = new Logger(LoginDelays.name);
  private readonly attemptScript: (key: string, ...args: string[]) => Promise<number>;
  private readonly scriptArgs: string[];

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly redis: RedisService,
  ) {
    this.attemptScript = redis.defineKeyScript(ATTEMPT_SCRIPT);
    const delays = loginDelaySchedule({
      baseDelaySeconds: config.RATE_LIMIT_LOGIN_DELAY_BASE_SECONDS,
      maxDelaySeconds: config.RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS,
    });
    this.scriptArgs = [
      String(config.RATE_LIMIT_LOGIN_FAILURE_MEMORY_SECONDS * 1000),
      String(config.RATE_LIMIT_LOGIN_FREE_FAILURES),
      ...delays.map(String),
    ];
  }

  /** Runs `login` for `account` unless the account must still wait (429 RATE_LIMITED with Retry-After). */
  async attempt<T>(account: string, login: () => Promise<T>): Promise<T> {
    const key = `gateway:login-failures:${sha256(account)}`;
    let waitMs: number;
    try {
      waitMs = await this.attemptScript(key, ...this.scriptArgs);
    } catch (error) {
      throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
    }
    if (waitMs > 0) throw new GatewayError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(waitMs / 1000) });

    try {
      const result = await login();
      await this.forget(key);
      return result;
    } catch (error) {
      if (error instanceof RpcCallError && PASSWORD_WAS_RIGHT.has(error.code)) await this.forget(key);
      throw error;
    }
  }

  private async forget(key: string): Promise<void> {
    // The login itself succeeded: a Redis hiccup here only leaves failures to expire on their own.
    await this.redis.del(key).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not reset the login failures of an account');
    });
  }
}

/** Accounts are kept out of Redis keys. */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
