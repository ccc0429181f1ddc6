import { z } from '../common/zod.js';
import { EntityTypeSchema, RoleSchema } from '../common/roles.js';

/** Access tokens: HS256 only (the verifier pins it), short-lived, issuer and audience checked. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
export const ACCESS_TOKEN_ISSUER = 'hp-auth';
export const ACCESS_TOKEN_AUDIENCE = 'hp-api';

export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  role: RoleSchema,
  entityType: z.optional(EntityTypeSchema),
  /** Session id: logout and password reset revoke it (see revokedSessionKey). */
  sid: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

/**
 * Redis key the auth service sets (TTL = access-token lifetime) when a session ends, and that the
 * gateway checks on every authenticated request, so a logged-out access token stops working at once.
 */
export const revokedSessionKey = (sessionId: string) => `auth:revoked-session:${sessionId}`;

/** Name of the httpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE = 'hp_refresh';

/**
 * Set and cleared together with the refresh cookie, but readable by the page and holding nothing secret:
 * it only says a refresh cookie exists, so the shell skips the refresh call for visitors who never signed in.
 */
export const SESSION_HINT_COOKIE = 'hp_signed_in';
