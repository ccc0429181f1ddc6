// @ts-check
// Express pieces shared by the simulator's API, hosted pages and controls.
import express from 'express';

/**
 * @typedef {import('express').Request} Request
 * @typedef {import('express').Response} Response
 * @typedef {(req: Request, res: Response, next: (err?: unknown) => void) => unknown} Handler
 */

/** The path as logs and 404 answers name it: no query, no trailing slash. @param {Request} req */
export const pathOf = (req) =>
  new URL(req.originalUrl, 'http://simulator').pathname.replace(/\/+$/, '') || '/';

/** "/api" or "/__sim" alone is no route of the router mounted there: the server's 404 answers it. @type {Handler} */
export const skipMountPoint = (req, _res, next) => next(req.path === '/' ? 'router' : undefined);

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

/**
 * Routes `path` by method; any other method (HEAD too, unless handled) answers 405.
 * @param {import('express').Router} router
 * @param {string} path
 * @param {Partial<Record<'get' | 'post' | 'put' | 'patch', Handler | Handler[]>>} handlers
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
