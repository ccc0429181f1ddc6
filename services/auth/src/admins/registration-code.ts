import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Codes are random (144 bits) or set by the operator; only their SHA-256 is stored. */
export function newRegistrationCode(): string {
  return randomBytes(18).toString('base64url');
}

export function hashRegistrationCode(code: string): string {
  return createHash('sha256').update(code.trim()).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
