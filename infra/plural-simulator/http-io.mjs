// @ts-check
// Express pieces shared by the simulator's API, hosted pages and controls.
import express from 'express';

/**
 * (Express's own types, once @types/express is installed.)
 * @typedef {import('express').Request} Request
 * @typedef {import('express').Response} Response
 * @typedef {(req: Request, res: Response, next: (err?: unknown) => void) => unknown} Handler
 */

/** The path as logs and 404 answers name it: no query, no trailing slash. @param {Request} req */
export const pathOf = (req) =>
  new URL(req.originalUrl, 'http://simulator').pathname.replace(/\/+$/, '') || '/';

/**
 * Reads the body as JSON whatever its content type says, like Plural; no body is `{}`. A body that is not JSON gets
 * `answerInvalid`'s answer.
 * @param {(res: Response) => void} answerInvalid
 */
export const jsonBody = (answerInvalid) => [
  express.json({ type: () => true, strict: false }),
  /** @type {Handler} */ (req, _res, next) => {
    if (req.body === undefined) req.body = {};
    next();
  },
  /** @param {any} err @param {Request} _req @param {Response} res @param {(err?: unknown) => void} next */
  (err, _req, res, next) => (err?.type === 'entity.parse.failed' ? answerInvalid(res) : next(err)),
];

/** An HTML form's fields (whatever the content type says); none is `{}`. */
export const formBody = [
  express.urlencoded({ type: () => true, extended: false }),
  /** @type {Handler} */ (req, _res, next) => {
    req.body ??= {};
    next();
  },
];

/**
 * Routes `path` by method; any other method (HEAD too, unless handled) answers 405.
 * @param {import('express').Router} router
 * @param {string} path
 * @param {Partial<Record<'get' | 'post' | 'put', Handler | Handler[]>>} handlers
 */
export function byMethod(router, path, handlers) {
  const route = router.route(path);
  for (const [method, handler] of Object.entries(handlers)) route[/** @type {'get'} */ (method)](handler);
  route.head(methodNotAllowed).all(methodNotAllowed);
}

/** @type {Handler} */
export const methodNotAllowed = (_req, res) =>
  res.status(405).json({ code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });

/** @type {Handler} */
export const noRoute = (req, res) =>
  res.status(404).json({ code: 'NOT_FOUND', message: `No route ${req.method} ${pathOf(req)}` });

/** @param {Response} res @param {number} status @param {string} html */
export const sendHtml = (res, status, html) =>
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      // No script, no inline style: the page works under the strictest policy.
      'content-security-policy':
        "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    })
    .send(html);

/** 303: the browser follows with a GET. @param {Response} res @param {string} location */
export const redirect = (res, location) =>
  res.status(303).set({ location, 'cache-control': 'no-store' }).end();
