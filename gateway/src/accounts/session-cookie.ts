import { REFRESH_COOKIE, type SessionIssued } from '@hp/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** httpOnly, only sent to the API, never cross-site; Secure whenever the site runs over HTTPS (production). */
const cookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  path: '/api',
  sameSite: 'strict',
  secure,
});

/** The refresh token never reaches JavaScript: it goes into the cookie, and only `session` into the body. */
export function setRefreshCookie(
  reply: FastifyReply,
  issued: Pick<SessionIssued, 'refreshToken' | 'refreshExpiresAt'>,
  secure: boolean,
): void {
  void reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    ...cookieOptions(secure),
    expires: new Date(issued.refreshExpiresAt),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
}

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
