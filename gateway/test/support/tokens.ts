import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, Role } from '@hp/contracts';
import { SignJWT, base64url } from 'jose';
import { randomUUID } from 'node:crypto';
import { TEST_JWT_SECRET } from './gateway.js';

export interface TokenOptions {
  role?: string;
  sub?: string;
  sid?: string;
  entityType?: string;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  secret?: string;
}

/** An access token as the auth service would sign it, with whatever a test wants to get wrong. */
export async function signAccessToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    role: options.role ?? Role.User,
    sid: options.sid ?? randomUUID(),
  };
  if (options.entityType) claims.entityType = options.entityType;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.sub ?? 'usr_test')
    .setIssuer(options.issuer ?? ACCESS_TOKEN_ISSUER)
    .setAudience(options.audience ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (options.expiresIn ?? 900))
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/** The same claims, unsigned, with `alg: none`. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** Replaces the payload of a signed token, keeping its signature. */
export function withTamperedPayload(
  token: string,
  change: (claims: Record<string, unknown>) => void,
): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<string, unknown>;
  change(claims);
  return `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`;
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1] ?? ''))) as Record<
    string,
    unknown
  >;
}
