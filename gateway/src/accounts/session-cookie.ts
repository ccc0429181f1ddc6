import { REFRESH_COOKIE, SESSION_HINT_COOKIE, type SessionIssued } from '@hp/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** httpOnly, only sent to the API, never cross-site; Secure whenever the site runs over HTTPS (production). */
const cookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  path: '/api',
  sameSite: 'strict',
  secure,
});

/** Readable by the page on every path; its value means nothing beyond "a refresh cookie was set". */
const hintOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: false,
  path: '/',
  sameSite: 'strict',
  secure,
});

/**
 * The refresh token never reaches JavaScript: it goes into the cookie, and only `session` into the body.
 * The session hint, with the same lifetime, lets the shell skip the refresh call when there is no session.
 */
export function setRefreshCookie(
  reply: FastifyReply,
  issued: Pick<SessionIssued, 'refreshToken' | 'refreshExpiresAt'>,
  secure: boolean,
): void {
  const expires = new Date(issued.refreshExpiresAt);
  void reply.setCookie(REFRESH_COOKIE, issued.refreshToken, { ...cookieOptions(secure), expires });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(secure), expires });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
  void reply.clearCookie(SESSION_HINT_COOKIE, hintOptions(secure));
}

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
