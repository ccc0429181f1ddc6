import { createHmac, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthConfig } from '../config.js';
import { RedisService, SERVICE_CONFIG } from '@hp/service-platform';

export type OtpCheck = 'verified' | 'invalid' | 'attempts-exceeded';

/** How long a verified OTP lets the account set a new password. */
const VERIFIED_TTL_SECONDS = 10 * 60;

const otpKey = (account: string) => `auth:otp:${account}`;
const verifiedKey = (account: string) => `auth:otp-verified:${account}`;

/**
 * Checks the code, counts wrong tries and destroys the OTP on success or on the last allowed wrong try, in
 * one atomic step (two concurrent checks of the right code cannot both succeed).
 */
const CHECK_SCRIPT = `
local stored = redis.call('HGET', KEYS[1], 'hash')
if not stored then return 'invalid' end
if stored == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('SET', KEYS[2], '1', 'EX', tonumber(ARGV[3]))
  return 'verified'
end
local wrong = redis.call('HINCRBY', KEYS[1], 'wrong', 1)
if wrong >= tonumber(ARGV[2]) then
  redis.call('DEL', KEYS[1])
  return 'attempts-exceeded'
end
return 'invalid'
`;

/** Password-reset OTPs in Redis: 6 digits, stored as an HMAC, expiring, single use, limited wrong tries. */
@Injectable()
export class OtpStore {
  constructor(
    private readonly redis: RedisService,
    @Inject(SERVICE_CONFIG)
    private readonly config: Pick<AuthConfig, 'OTP_HASH_SECRET' | 'OTP_TTL_SECONDS' | 'OTP_MAX_ATTEMPTS'>,
  ) {}

  /** A new OTP for the account (by login key); replaces any earlier one and any earlier verification. */
  async issue(account: string): Promise<string> {
    const otp = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.redis
      .multi()
      .del(otpKey(account), verifiedKey(account))
      .hset(otpKey(account), { hash: this.hash(account, otp), wrong: 0 })
      .expire(otpKey(account), this.config.OTP_TTL_SECONDS)
      .exec();
    return otp;
  }

  async check(account: string, otp: string): Promise<OtpCheck> {
    const result = await this.redis.eval(
      CHECK_SCRIPT,
      2,
      otpKey(account),
      verifiedKey(account),
      this.hash(account, otp),
      this.config.OTP_MAX_ATTEMPTS,
      VERIFIED_TTL_SECONDS,
    );
    return result as OtpCheck;
  }

  /** True once after a successful check (within 10 minutes); the marker is gone afterwards. */
  async consumeVerification(account: string): Promise<boolean> {
    return (await this.redis.getdel(verifiedKey(account))) !== null;
  }

  private hash(account: string, otp: string): string {
    return createHmac('sha256', this.config.OTP_HASH_SECRET).update(`${account}:${otp}`).digest('hex');
  }
}
