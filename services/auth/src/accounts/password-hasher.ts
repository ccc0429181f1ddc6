import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id at OWASP's baseline (19 MiB, 2 passes): slow for an attacker, quick enough on a 2-core pod. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Costs what `verify` costs, for logins of unknown accounts, so response time does not reveal which exist. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('no account has this password');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
