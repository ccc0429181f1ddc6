// @ts-check
// Plural's HTTP API as the payment service uses it: token, checkout orders, order status, payment links
// (README.md names the Plural documents). Failure modes set by the test controls (controls.mjs) apply here.
import crypto from 'node:crypto';
import { methodNotAllowed, sendJson } from './http-io.mjs';
import { failureBody } from './controls.mjs';
import { validateLink, validateOrder } from './validation.mjs';

/**
 * @param {{ config: { clientId: string, clientSecret: string, tokenTtlSeconds: number },
 *   store: ReturnType<typeof import('./store.mjs').createStore>, faults: ReturnType<typeof import('./controls.mjs').createFaults>,
 *   baseUrl: () => string }} o
 */
export function apiRoutes({ config, store, faults, baseUrl }) {
  const { tokens, orders, idempotency, links, now, rand, stamp, createOrder, checkoutUrl, refreshLink } = store;
  const { consumeFailure, stall } = faults;

  /**
   * Answers a request under /api/ (the hosted checkout page's path excepted).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ method: string, path: string, raw: string }} request
   */
  return function handleApi(req, res, { method, path, raw }) {
    if (!path.startsWith('/api/'))
      return sendJson(res, 404, { code: 'NOT_FOUND', message: `No route ${method} ${path}` });
    const area = path.startsWith('/api/auth/')
      ? 'token'
      : path.startsWith('/api/pay/v1/paymentlink')
        ? 'paymentlinks'
        : 'orders';
    const rule = faults.ruleFor(area);
    if (rule && rule.mode !== 'status-after') {
      consumeFailure(rule);
      if (rule.mode === 'timeout') return stall(res, rule.delayMs);
      return sendJson(res, rule.status, failureBody(rule.status));
    }

    let body = /** @type {Record<string, unknown>} */ ({});
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return sendJson(res, 400, { code: 'INVALID_REQUEST', message: 'Request body is not valid JSON' });
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        return sendJson(res, 400, { code: 'INVALID_REQUEST', message: 'Request body must be a JSON object' });
      }
    }
    /** Answers, or (failure mode "status-after") does the work and then answers with the failure. */
    const reply = (/** @type {number} */ status, /** @type {unknown} */ payload) => {
      if (rule?.mode === 'status-after') {
        consumeFailure(rule);
        return sendJson(res, rule.status, failureBody(rule.status));
      }
      return sendJson(res, status, payload);
    };

    if (path === '/api/auth/v1/token') {
      if (method !== 'POST') return methodNotAllowed(res);
      if (body.grant_type !== 'client_credentials') {
        return sendJson(res, 400, {
          code: 'INVALID_REQUEST',
          message: 'grant_type must be client_credentials',
        });
      }
      if (
        !safeEqual(body.client_id, config.clientId) ||
        !safeEqual(body.client_secret, config.clientSecret)
      ) {
        return sendJson(res, 401, { code: 'UNAUTHORIZED', message: 'Invalid client credentials' });
      }
      const accessToken = `${rand(24)}.${rand(48)}.${rand(32)}`;
      const expiresAt = Date.now() + config.tokenTtlSeconds * 1000;
      tokens.set(accessToken, { expiresAt });
      return reply(200, {
        access_token: accessToken,
        expires_in: config.tokenTtlSeconds,
        expires_at: new Date(expiresAt).toISOString(),
      });
    }

    // Everything else needs a valid bearer token.
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const session = bearer ? tokens.get(bearer) : undefined;
    if (!session || session.expiresAt <= Date.now()) {
      return sendJson(res, 401, {
        code: 'UNAUTHORIZED',
        message: 'Access token is missing, invalid or expired',
      });
    }

    if (path === '/api/checkout/v1/orders') {
      if (method !== 'POST') return methodNotAllowed(res);
      const headerError = requiredHeaders(req);
      if (headerError) return sendJson(res, 400, { code: 'INVALID_REQUEST', message: headerError });
      const key = header(req, 'idempotency-key');
      const fingerprint = crypto.createHash('sha256').update(canonicalJson(body)).digest('hex');
      if (key) {
        const seen = idempotency.get(key);
        if (seen && seen.fingerprint !== fingerprint) {
          return sendJson(res, 409, {
            code: 'IDEMPOTENCY_KEY_REUSED',
            message: 'Idempotency-Key was already used with a different request body',
          });
        }
        if (seen) return reply(seen.status, seen.body);
      }
      const invalid = validateOrder(body);
      if (invalid) return sendJson(res, 400, { code: 'INVALID_REQUEST', message: invalid });
      const { order, token } = createOrder(body);
      const answer = {
        token,
        order_id: order.order_id,
        redirect_url: checkoutUrl(token),
        response_code: 200,
        response_message: 'Order Creation Successful.',
        status: order.status,
        merchant_order_reference: order.merchant_order_reference,
      };
      if (key) idempotency.set(key, { fingerprint, status: 200, body: answer });
      return reply(200, answer);
    }

    const orderPath = /^\/api\/pay\/v1\/orders\/([^/]+)$/.exec(path);
    if (orderPath) {
      if (method !== 'GET') return methodNotAllowed(res);
      const order = orders.get(decodeURIComponent(orderPath[1]));
      if (!order) return sendJson(res, 404, { code: 'ORDER_NOT_FOUND', message: 'Order not found' });
      return reply(200, { data: order });
    }

    if (path === '/api/pay/v1/paymentlink') {
      if (method !== 'POST') return methodNotAllowed(res);
      const invalid = validateLink(body);
      if (invalid) return sendJson(res, 400, { code: 'INVALID_REQUEST', message: invalid });
      const at = now();
      const id = `pl-v1-${stamp()}-aa-${rand(6)}`;
      const amount = /** @type {Amount} */ (body.amount);
      /** @type {PaymentLink} */
      const link = {
        payment_link_id: id,
        payment_link: `${baseUrl()}/pay/link/${id}`,
        status: 'CREATED',
        merchant_payment_link_reference: String(body.merchant_payment_link_reference),
        amount: { value: amount.value, currency: amount.currency },
        description: typeof body.description === 'string' ? body.description : '',
        expire_by:
          typeof body.expire_by === 'string'
            ? new Date(body.expire_by).toISOString()
            : new Date(Date.now() + 15 * 60_000).toISOString(),
        allowed_payment_methods: /** @type {string[]} */ (body.allowed_payment_methods ?? ['CARD', 'UPI']),
        customer: /** @type {Record<string, unknown>} */ (body.customer),
        product_details: Array.isArray(body.product_details) ? body.product_details : [],
        merchant_metadata: /** @type {Record<string, unknown>} */ (body.merchant_metadata ?? {}),
        order_id: null,
        created_at: at,
        updated_at: at,
      };
      links.set(id, link);
      return reply(200, link);
    }

    const linkPath = /^\/api\/pay\/v1\/paymentlink\/([^/]+)(\/cancel)?$/.exec(path);
    if (linkPath) {
      const link = links.get(decodeURIComponent(linkPath[1]));
      if (!link)
        return sendJson(res, 404, { code: 'PAYMENT_LINK_NOT_FOUND', message: 'Payment link not found' });
      refreshLink(link);
      if (linkPath[2]) {
        if (method !== 'PUT') return methodNotAllowed(res);
        if (link.status !== 'CREATED') {
          return sendJson(res, 400, {
            code: 'INVALID_REQUEST',
            message: `A ${link.status} payment link cannot be cancelled`,
          });
        }
        link.status = 'CANCELLED';
        link.updated_at = now();
        return reply(200, link);
      }
      if (method !== 'GET') return methodNotAllowed(res);
      return reply(200, link);
    }

    return sendJson(res, 404, { code: 'NOT_FOUND', message: `No route ${method} ${path}` });
  };
}

/** Plural's create-order headers. @param {import('node:http').IncomingMessage} req */
function requiredHeaders(req) {
  if (!header(req, 'request-id')) return 'Request-ID header is required';
  const ts = header(req, 'request-timestamp');
  if (!ts) return 'Request-Timestamp header is required';
  if (Number.isNaN(Date.parse(ts))) return 'Request-Timestamp must be an ISO 8601 time';
  return null;
}

/** @param {import('node:http').IncomingMessage} req @param {string} name */
function header(req, name) {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** JSON with keys sorted, so the same body in another key order is the same request. @param {unknown} v @returns {string} */
function canonicalJson(v) {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(/** @type {Record<string, unknown>} */ (v)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** @param {unknown} a @param {string} b */
function safeEqual(a, b) {
  if (typeof a !== 'string') return false;
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}
