// @ts-check
// Plural's HTTP API as the payment service and Pine Labs' own public clients use it: token, checkout orders, order
// status and cancel, payment links (create, by id, by merchant reference, cancel, notify). README.md names the
// Plural documents and the client checked. Failure modes set by the test controls (controls.mjs) apply here.
import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import express from 'express';
import { byMethod, jsonBody, noRoute, skipMountPoint } from './http-io.mjs';
import { firstProblem, orderHeaders, orderRequest, paymentLinkRequest, tokenRequest } from './validation.mjs';

/** @typedef {import('./http-io.mjs').Response} Response */

/** Which failure rules (`paths` of POST /__sim/fail) a call under /api is subject to. @param {string} path */
const areaOf = (path) =>
  path.startsWith('/auth/') ? 'token' : path.startsWith('/pay/v1/paymentlink') ? 'paymentlinks' : 'orders';

/** @param {Response} res @param {string} message */
const invalid = (res, message) => res.status(400).json({ code: 'INVALID_REQUEST', message });

/**
 * The router mounted at /api (the hosted checkout page's path is hosted-pages.mjs's).
 * @param {{ config: { clientId: string, clientSecret: string, tokenTtlSeconds: number },
 *   store: ReturnType<typeof import('./store.mjs').createStore>,
 *   faults: ReturnType<typeof import('./faults.mjs').createFaults> }} o
 */
export function apiRoutes({ config, store, faults }) {
  const {
    tokens,
    orders,
    idempotency,
    now,
    rand,
    createOrder,
    createLink,
    checkoutUrl,
    findLink,
    findLinkByReference,
  } = store;
  const { reply } = faults;
  const router = express.Router();

  router.use(skipMountPoint, faults.apply(areaOf));
  router.use(
    jsonBody((res) => invalid(res, 'Request body is not valid JSON')),
    /** @type {import('./http-io.mjs').Handler} */ (req, res, next) =>
      req.body && typeof req.body === 'object' && !Array.isArray(req.body)
        ? next()
        : invalid(res, 'Request body must be a JSON object'),
  );

  byMethod(router, '/auth/v1/token', {
    post(req, res) {
      const problem = firstProblem(tokenRequest, req.body);
      if (problem) return invalid(res, problem);
      const { client_id: clientId, client_secret: clientSecret } = req.body;
      if (!safeEqual(clientId, config.clientId) || !safeEqual(clientSecret, config.clientSecret))
        return res.status(401).json({ code: 'UNAUTHORIZED', message: 'Invalid client credentials' });
      const accessToken = `${rand(24)}.${rand(48)}.${rand(32)}`;
      const expiresAt = Date.now() + config.tokenTtlSeconds * 1000;
      tokens.set(accessToken, { expiresAt });
      reply(res, 200, {
        access_token: accessToken,
        expires_in: config.tokenTtlSeconds,
        expires_at: new Date(expiresAt).toISOString(),
      });
    },
  });

  // Everything else needs a valid bearer token.
  router.use((req, res, next) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const session = bearer ? tokens.get(bearer) : undefined;
    if (session && session.expiresAt > Date.now()) return next();
    res.status(401).json({ code: 'UNAUTHORIZED', message: 'Access token is missing, invalid or expired' });
  });

  byMethod(router, '/checkout/v1/orders', {
    post(req, res) {
      const headerProblem = firstProblem(orderHeaders, req.headers);
      if (headerProblem) return invalid(res, headerProblem);
      // The same key with the same body (keys in any order) is the same request.
      const key = req.get('idempotency-key');
      const seen = key ? idempotency.get(key) : undefined;
      if (seen && !isDeepStrictEqual(seen.request, req.body)) {
        return res.status(409).json({
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: 'Idempotency-Key was already used with a different request body',
        });
      }
      if (seen) return reply(res, seen.status, seen.body);
      const problem = firstProblem(orderRequest, req.body);
      if (problem) return invalid(res, problem);
      const { order, token } = createOrder(req.body);
      const answer = {
        token,
        order_id: order.order_id,
        redirect_url: checkoutUrl(token),
        response_code: 200,
        response_message: 'Order Creation Successful.',
        status: order.status,
        merchant_order_reference: order.merchant_order_reference,
      };
      if (key) idempotency.set(key, { request: req.body, status: 200, body: answer });
      reply(res, 200, answer);
    },
  });

  byMethod(router, '/pay/v1/orders/:orderId', {
    get(req, res) {
      const order = orders.get(req.params.orderId);
      if (!order) return res.status(404).json({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
      reply(res, 200, { data: order });
    },
  });

  // Cancel Order: only a pre-authorised order that has not been captured or failed (Plural: "cancel a
  // pre-authorized payment against an order"); it then says CANCELLED and its checkout page can no longer pay.
  byMethod(router, '/pay/v1/orders/:orderId/cancel', {
    put(req, res) {
      const order = orders.get(req.params.orderId);
      if (!order) return res.status(404).json({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
      if (!order.pre_auth) return invalid(res, 'Only a pre-authorised order can be cancelled');
      if (!['CREATED', 'PENDING', 'AUTHORIZED'].includes(order.status))
        return invalid(res, `A ${order.status} order cannot be cancelled`);
      order.status = 'CANCELLED';
      order.updated_at = now();
      reply(res, 200, { data: order });
    },
  });

  byMethod(router, '/pay/v1/paymentlink', {
    post(req, res) {
      const problem = firstProblem(paymentLinkRequest, req.body);
      if (problem) return invalid(res, problem);
      reply(res, 200, createLink(req.body));
    },
  });

  // Get Payment Link by Merchant Payment Link Reference (before :linkId, which would not match two segments anyway).
  byMethod(router, '/pay/v1/paymentlink/ref/:reference', {
    get(req, res) {
      const link = findLinkByReference(req.params.reference);
      if (!link)
        return res.status(404).json({ code: 'PAYMENT_LINK_NOT_FOUND', message: 'Payment link not found' });
      reply(res, 200, link);
    },
  });

  // An unknown link is 404 whatever the method.
  router.param('linkId', (req, res, next, /** @type {string} */ id) => {
    res.locals.link = findLink(id);
    if (res.locals.link) return next();
    res.status(404).json({ code: 'PAYMENT_LINK_NOT_FOUND', message: 'Payment link not found' });
  });
  byMethod(router, '/pay/v1/paymentlink/:linkId', { get: (req, res) => reply(res, 200, res.locals.link) });
  byMethod(router, '/pay/v1/paymentlink/:linkId/cancel', {
    put(req, res) {
      const { link } = res.locals;
      if (link.status !== 'CREATED') return invalid(res, `A ${link.status} payment link cannot be cancelled`);
      link.status = 'CANCELLED';
      link.updated_at = now();
      reply(res, 200, link);
    },
  });

  // Resend Payment Link Notification: only an active (CREATED) link; the simulator counts the sends instead of
  // mailing the customer (`notifications` on the link, shown by /__sim/paymentlinks).
  byMethod(router, '/pay/v1/paymentlink/:linkId/notify', {
    patch(req, res) {
      const { link } = res.locals;
      if (link.status !== 'CREATED') return invalid(res, `A ${link.status} payment link cannot be notified`);
      link.notifications = (link.notifications ?? 0) + 1;
      link.updated_at = now();
      reply(res, 200, link);
    },
  });

  router.use(noRoute);
  return router;
}

/** @param {unknown} a @param {string} b */
function safeEqual(a, b) {
  if (typeof a !== 'string') return false;
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}
