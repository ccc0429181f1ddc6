import { createHash, randomBytes } from 'node:crypto';

/** Opaque refresh tokens: 256 random bits. Only their SHA-256 is stored (enough for a secret this long). */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
