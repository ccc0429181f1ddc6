// @ts-check
// The local Pine Labs Plural simulator: the same HTTP API as Plural for what the payment service uses (token,
// checkout orders, order status, payment links), a hosted checkout page with Pay / Fail, and signed webhooks
// (v2) to the merchant's webhook URL, plus test controls under /__sim/ (replay, late, hold, tamper, failure
// mode, reset). node:http only. README.md says which Plural documents it follows.
import crypto from 'node:crypto';
import http from 'node:http';
import { checkoutPage, messagePage, STYLESHEET, STYLESHEET_PATH } from './pages.mjs';
import { WebhookSender, webhookKey } from './webhooks.mjs';

/**
 * Local-development values (never real credentials): the same defaults as .env.example, used when neither the
 * caller nor the environment gives one.
 */
export const DEV_DEFAULTS = Object.freeze({
  port: 3310,
  clientId: 'hp-local-plural-client',
  clientSecret: 'hp-local-plural-client-secret',
  // base64 of "hp-local-plural-webhook-secret-dev-only"
  webhookSecret: 'aHAtbG9jYWwtcGx1cmFsLXdlYmhvb2stc2VjcmV0LWRldi1vbmx5',
  merchantId: '109500',
  merchantName: 'HealthPlus Care',
});

export const PAYMENT_METHODS = ['CARD', 'UPI', 'NETBANKING', 'WALLET', 'POINTS', 'CREDIT_EMI', 'DEBIT_EMI'];
const MAX_LINK_DAYS = 180;

/**
 * @typedef {{ value: number, currency: string }} Amount
 * @typedef {{
 *   order_id: string, merchant_order_reference: string, type: 'CHARGE', status: string, merchant_id: string,
 *   order_amount: Amount, pre_auth: boolean, allowed_payment_methods: string[], notes: string,
 *   callback_url: string | null, failure_callback_url: string | null, purchase_details: Record<string, unknown>,
 *   payments: Record<string, unknown>[], created_at: string, updated_at: string, integration_mode: string,
 *   payment_link_id?: string,
 * }} Order
 * @typedef {{
 *   payment_link_id: string, payment_link: string, status: string, merchant_payment_link_reference: string,
 *   amount: Amount, description: string, expire_by: string, allowed_payment_methods: string[],
 *   customer: Record<string, unknown>, product_details: unknown[], merchant_metadata: Record<string, unknown>,
 *   order_id: string | null, created_at: string, updated_at: string,
 * }} PaymentLink
 * @typedef {{ count: number, status: number, mode: 'status' | 'timeout' | 'status-after', delayMs: number,
 *   paths: 'all' | 'token' | 'orders' | 'paymentlinks' }} FailureRule
 */

/**
 * Starts a simulator. Every option falls back to the environment (PLURAL_*), then to DEV_DEFAULTS.
 * @param {{
 *   port?: number, host?: string, publicUrl?: string, webhookUrl?: string | null,
 *   clientId?: string, clientSecret?: string, webhookSecret?: string,
 *   merchantId?: string, merchantName?: string, tokenTtlSeconds?: number,
 *   webhookRetryDelaysMs?: number[], webhookTimeoutMs?: number, log?: (line: string) => void,
 * }} [options]
 */
export async function startPluralSimulator(options = {}) {
  const env = process.env;
  const host = options.host ?? '127.0.0.1';
  const config = {
    clientId: options.clientId ?? (env.PLURAL_CLIENT_ID || DEV_DEFAULTS.clientId),
    clientSecret: options.clientSecret ?? (env.PLURAL_CLIENT_SECRET || DEV_DEFAULTS.clientSecret),
    webhookSecret: options.webhookSecret ?? (env.PLURAL_WEBHOOK_SECRET || DEV_DEFAULTS.webhookSecret),
    merchantId: options.merchantId ?? DEV_DEFAULTS.merchantId,
    merchantName: options.merchantName ?? (env.PLURAL_SIMULATOR_MERCHANT_NAME || DEV_DEFAULTS.merchantName),
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
  };
  const log = options.log ?? (() => {});
  const webhooks = new WebhookSender({
    url: options.webhookUrl === undefined ? env.PLURAL_SIMULATOR_WEBHOOK_URL || null : options.webhookUrl,
    secret: config.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1000, 3000],
    timeoutMs: options.webhookTimeoutMs ?? 5000,
    log,
  });

  /** @type {Map<string, { expiresAt: number }>} */
  const tokens = new Map();
  /** @type {Map<string, Order>} */
  const orders = new Map();
  /** @type {Map<string, string>} checkout token -> order id */
  const checkoutTokens = new Map();
  /** @type {Map<string, { fingerprint: string, status: number, body: unknown }>} */
  const idempotency = new Map();
  /** @type {Map<string, PaymentLink>} */
  const links = new Map();
  /** @type {FailureRule[]} */
  let failures = [];
  /** @type {Set<import('node:http').ServerResponse>} */
  const stalled = new Set();
  let baseUrl = '';

  const now = () => new Date().toISOString();
  const rand = (/** @type {number} */ n) =>
    crypto.randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);
  const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14);

  // ---- state changes ------------------------------------------------------------------------------------

  /** Paid or failed for good: the hosted page only shows the outcome, nothing settles it again. @param {Order} order */
  const isSettled = (order) => order.status === 'PROCESSED' || order.status === 'FAILED';
  /** What the order's webhooks are filed under (the /__sim/webhooks list). @param {Order} order */
  const refsOf = (order) => ({ orderId: order.order_id, paymentLinkId: order.payment_link_id ?? null });

  /**
   * Settles an order: the customer paid or the payment failed. Sends the webhooks and returns the callback URL
   * (with Plural's query parameters) the browser goes to.
   * @param {Order} order
   * @param {'pay' | 'fail'} outcome
   * @param {string} [method]
   */
  function settle(order, outcome, method = 'UPI') {
    if (isSettled(order)) return callbackFor(order);
    const at = now();
    const paymentMethod = PAYMENT_METHODS.includes(method) ? method : 'UPI';
    const ok = outcome === 'pay';
    const payment = {
      id: `${order.order_id}-${paymentMethod === 'UPI' ? 'up' : 'cc'}-${rand(2)}`,
      merchant_payment_reference: crypto.randomUUID(),
      status: ok ? 'PROCESSED' : 'FAILED',
      payment_amount: { ...order.order_amount },
      payment_method: paymentMethod,
      payment_option:
        paymentMethod === 'UPI'
          ? { upi_data: { txn_mode: 'INTENT', payer_vpa: 'customer@upi' } }
          : {
              card_data: {
                card_type: 'CREDIT',
                network_name: 'VISA',
                issuer_name: 'SIMULATOR BANK',
                last4_digit: '1111',
                country_code: 'IND',
              },
            },
      acquirer_data: ok
        ? {
            approval_code: String(crypto.randomInt(100000, 999999)),
            acquirer_reference: rand(20),
            rrn: String(crypto.randomInt(1e11, 1e12 - 1)),
            is_aggregator: true,
          }
        : {},
      ...(ok
        ? {}
        : {
            error_detail: {
              code: 'PAYMENT_DECLINED',
              message: 'The payment was declined (simulator Fail button)',
            },
          }),
      created_at: at,
      updated_at: at,
    };
    order.payments.push(payment);
    order.status = ok ? 'PROCESSED' : 'FAILED';
    order.updated_at = at;
    const link = order.payment_link_id ? links.get(order.payment_link_id) : undefined;
    if (link && ok) {
      link.status = 'PROCESSED';
      link.updated_at = at;
    }
    const refs = refsOf(order);
    if (ok) {
      webhooks.emit('ORDER_PROCESSED', structuredClone(order), refs);
    } else {
      webhooks.emit('PAYMENT_FAILED', structuredClone(order), refs);
      // A payment link can be tried again; a checkout order ends with its failed payment.
      if (!link) webhooks.emit('ORDER_FAILED', structuredClone(order), refs);
      else order.status = 'PENDING';
    }
    return callbackFor(order, ok ? null : payment.error_detail);
  }

  /**
   * The customer never paid: Plural fails the order when its time runs out (ORDER_FAILED, no payment).
   * @param {Order} order
   */
  function expire(order) {
    if (isSettled(order)) return;
    order.status = 'FAILED';
    order.updated_at = now();
    webhooks.emit('ORDER_FAILED', structuredClone(order), refsOf(order));
  }

  /**
   * Where the browser goes after a settled order: callback_url / failure_callback_url with order_id, status,
   * (error_code, error_message) and signature (hex HMAC-SHA256 of the sorted key=value pairs).
   * @param {Order} order
   * @param {{ code: string, message: string } | null | undefined} [error]
   */
  function callbackFor(order, error) {
    const failed = order.status !== 'PROCESSED';
    const target = failed ? (order.failure_callback_url ?? order.callback_url) : order.callback_url;
    if (!target) return null;
    /** @type {Record<string, string>} */
    const params = { order_id: order.order_id, status: failed ? 'FAILED' : order.status };
    if (failed) {
      params.error_code = error?.code ?? 'PAYMENT_DECLINED';
      params.error_message = error?.message ?? 'The payment was declined';
    }
    params.signature = callbackSignature(config.webhookSecret, params);
    const url = new URL(target);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  /**
   * @param {Record<string, unknown>} body
   * @param {{ paymentLinkId?: string }} [extra]
   */
  function createOrder(body, extra = {}) {
    const at = now();
    const orderId = `v1-${stamp()}-aa-${rand(6)}`;
    const token = rand(40);
    const amount = /** @type {Amount} */ (body.order_amount);
    /** @type {Order} */
    const order = {
      order_id: orderId,
      merchant_order_reference: String(body.merchant_order_reference),
      type: 'CHARGE',
      status: 'CREATED',
      merchant_id: config.merchantId,
      order_amount: { value: amount.value, currency: amount.currency },
      pre_auth: body.pre_auth === true,
      allowed_payment_methods: /** @type {string[]} */ (body.allowed_payment_methods ?? []),
      notes: typeof body.notes === 'string' ? body.notes : '',
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
      failure_callback_url: typeof body.failure_callback_url === 'string' ? body.failure_callback_url : null,
      purchase_details: /** @type {Record<string, unknown>} */ (body.purchase_details ?? {}),
      payments: [],
      created_at: at,
      updated_at: at,
      integration_mode: 'REDIRECT',
      ...(extra.paymentLinkId ? { payment_link_id: extra.paymentLinkId } : {}),
    };
    orders.set(orderId, order);
    checkoutTokens.set(token, orderId);
    return { order, token };
  }

  const checkoutUrl = (/** @type {string} */ token) =>
    `${baseUrl}/api/v3/checkout-bff/redirect/checkout?token=${encodeURIComponent(token)}`;

  /** A link past its expire_by is EXPIRED. @param {PaymentLink} link */
  function refreshLink(link) {
    if (link.status === 'CREATED' && Date.parse(link.expire_by) < Date.now()) {
      link.status = 'EXPIRED';
      link.updated_at = now();
    }
    return link;
  }

  function reset() {
    tokens.clear();
    orders.clear();
    checkoutTokens.clear();
    idempotency.clear();
    links.clear();
    failures = [];
    webhooks.reset();
  }

  // ---- HTTP ---------------------------------------------------------------------------------------------

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e) => {
      log(`error: ${/** @type {Error} */ (e).stack ?? e}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Simulator error' });
      else res.end();
    });
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const raw = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
    if (path !== '/healthz') log(`${method} ${path}`);

    if (path === '/healthz') return sendJson(res, 200, { ok: true, service: 'plural-simulator' });
    if (path === STYLESHEET_PATH) {
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' });
      return res.end(STYLESHEET);
    }
    if (path.startsWith('/__sim/')) return admin(method, path, raw, res);

    // ---- hosted pages (no bearer: the customer's browser) ----
    if (path === '/api/v3/checkout-bff/redirect/checkout') {
      if (method === 'GET') return showCheckout(url.searchParams.get('token') ?? '', res);
      if (method === 'POST') return submitCheckout(new URLSearchParams(raw), res);
      return methodNotAllowed(res);
    }
    const linkPage = /^\/pay\/link\/([^/]+)$/.exec(path);
    if (linkPage) {
      const id = decodeURIComponent(linkPage[1]);
      if (method === 'GET') return showLink(id, res);
      if (method === 'POST') return submitLink(id, new URLSearchParams(raw), res);
      return methodNotAllowed(res);
    }

    // ---- API ----
    if (!path.startsWith('/api/'))
      return sendJson(res, 404, { code: 'NOT_FOUND', message: `No route ${method} ${path}` });
    const area = path.startsWith('/api/auth/')
      ? 'token'
      : path.startsWith('/api/pay/v1/paymentlink')
        ? 'paymentlinks'
        : 'orders';
    const rule = failures.find((f) => f.paths === 'all' || f.paths === area);
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
        payment_link: `${baseUrl}/pay/link/${id}`,
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
  }

  // ---- hosted checkout ----

  /** @param {string} token @param {import('node:http').ServerResponse} res */
  function showCheckout(token, res) {
    const order = orders.get(checkoutTokens.get(token) ?? '');
    if (!order)
      return sendHtml(res, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
    if (isSettled(order)) {
      const back = callbackFor(order);
      return sendHtml(
        res,
        200,
        messagePage(
          order.status === 'PROCESSED' ? 'Already paid' : 'Payment failed',
          `Order ${order.order_id} is ${order.status}.`,
          back ? { href: back, label: 'Return to the merchant' } : null,
        ),
      );
    }
    if (order.status === 'CREATED') {
      order.status = 'PENDING';
      order.updated_at = now();
    }
    return sendHtml(
      res,
      200,
      checkoutPage({
        merchantName: config.merchantName,
        amount: order.order_amount.value,
        reference: order.merchant_order_reference,
        description: order.notes,
        methods: order.allowed_payment_methods,
        action: '/api/v3/checkout-bff/redirect/checkout',
        hidden: { token },
      }),
    );
  }

  /** @param {URLSearchParams} form @param {import('node:http').ServerResponse} res */
  function submitCheckout(form, res) {
    const order = orders.get(checkoutTokens.get(form.get('token') ?? '') ?? '');
    if (!order)
      return sendHtml(res, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
    const outcome = form.get('outcome') === 'pay' ? 'pay' : 'fail';
    const target = settle(order, outcome, form.get('payment_method') ?? 'UPI');
    if (target) return redirect(res, target);
    return sendHtml(
      res,
      200,
      messagePage(
        order.status === 'PROCESSED' ? 'Payment successful' : 'Payment failed',
        `Order ${order.order_id}.`,
      ),
    );
  }

  /** @param {string} id @param {import('node:http').ServerResponse} res */
  function showLink(id, res) {
    const link = links.get(id);
    if (!link)
      return sendHtml(res, 404, messagePage('Payment link not found', 'This payment link is not valid.'));
    refreshLink(link);
    if (link.status !== 'CREATED') {
      const title =
        { PROCESSED: 'Already paid', EXPIRED: 'Link expired', CANCELLED: 'Link cancelled' }[link.status] ??
        link.status;
      return sendHtml(
        res,
        link.status === 'PROCESSED' ? 200 : 410,
        messagePage(title, `Payment link ${id} is ${link.status}.`),
      );
    }
    return sendHtml(
      res,
      200,
      checkoutPage({
        merchantName: config.merchantName,
        amount: link.amount.value,
        reference: link.merchant_payment_link_reference,
        description: link.description,
        methods: link.allowed_payment_methods,
        action: `/pay/link/${encodeURIComponent(id)}`,
        hidden: {},
      }),
    );
  }

  /** @param {string} id @param {URLSearchParams} form @param {import('node:http').ServerResponse} res */
  function submitLink(id, form, res) {
    const link = links.get(id);
    if (!link)
      return sendHtml(res, 404, messagePage('Payment link not found', 'This payment link is not valid.'));
    refreshLink(link);
    if (link.status !== 'CREATED') return showLink(id, res);
    let order = link.order_id ? orders.get(link.order_id) : undefined;
    if (!order) {
      order = createOrder(
        {
          merchant_order_reference: link.merchant_payment_link_reference,
          order_amount: link.amount,
          allowed_payment_methods: link.allowed_payment_methods,
          notes: link.description,
          purchase_details: { customer: link.customer, merchant_metadata: link.merchant_metadata },
        },
        { paymentLinkId: link.payment_link_id },
      ).order;
      link.order_id = order.order_id;
    }
    const outcome = form.get('outcome') === 'pay' ? 'pay' : 'fail';
    settle(order, outcome, form.get('payment_method') ?? 'UPI');
    const ok = outcome === 'pay';
    return sendHtml(
      res,
      200,
      messagePage(
        ok ? 'Payment successful' : 'Payment failed',
        ok
          ? `Paid. Reference ${link.merchant_payment_link_reference}.`
          : 'The payment failed; you can try again.',
        ok ? null : { href: `/pay/link/${encodeURIComponent(id)}`, label: 'Try again' },
      ),
    );
  }

  // ---- test controls ----

  /**
   * @param {string} method
   * @param {string} path
   * @param {string} raw
   * @param {import('node:http').ServerResponse} res
   */
  function admin(method, path, raw, res) {
    /** @type {Record<string, unknown>} */
    let body;
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return sendJson(res, 400, { message: 'body must be JSON' });
    }
    const route = `${method} ${path}`;
    if (route === 'GET /__sim/webhooks')
      return sendJson(res, 200, { held: webhooks.held, webhooks: webhooks.records });
    if (route === 'POST /__sim/webhooks/hold') {
      webhooks.held = body.hold !== false;
      return sendJson(res, 200, { held: webhooks.held });
    }
    if (route === 'POST /__sim/reset') {
      reset();
      return sendJson(res, 200, { ok: true });
    }
    if (route === 'POST /__sim/config') {
      if ('webhookUrl' in body) webhooks.url = body.webhookUrl ? String(body.webhookUrl) : null;
      return sendJson(res, 200, { webhookUrl: webhooks.url });
    }
    if (route === 'POST /__sim/fail')
      return sendJson(res, 200, { failures: api.failNext(/** @type {any} */ (body)) });
    if (route === 'POST /__sim/tokens/expire') {
      api.expireTokens();
      return sendJson(res, 200, { ok: true });
    }
    if (route === 'GET /__sim/orders') return sendJson(res, 200, { orders: [...orders.values()] });
    if (route === 'GET /__sim/paymentlinks')
      return sendJson(res, 200, { payment_links: [...links.values()].map(refreshLink) });
    const expireRoute = /^POST \/__sim\/orders\/([^/]+)\/expire$/.exec(route);
    if (expireRoute) {
      const order = orders.get(decodeURIComponent(expireRoute[1]));
      if (!order) return sendJson(res, 404, { message: 'no such order' });
      expire(order);
      return sendJson(res, 200, { order });
    }
    const settleRoute = /^POST \/__sim\/orders\/([^/]+)\/(pay|fail)$/.exec(route);
    if (settleRoute) {
      const order = orders.get(decodeURIComponent(settleRoute[1]));
      if (!order) return sendJson(res, 404, { message: 'no such order' });
      const callback = settle(
        order,
        /** @type {'pay' | 'fail'} */ (settleRoute[2]),
        String(body.payment_method ?? 'UPI'),
      );
      return sendJson(res, 200, { order, callback_url: callback });
    }
    const hook = /^POST \/__sim\/webhooks\/([^/]+)\/(replay|late|tamper|send)$/.exec(route);
    if (hook) {
      const record = webhooks.get(decodeURIComponent(hook[1]));
      if (!record) return sendJson(res, 404, { message: 'no such webhook' });
      const action = hook[2];
      if (action === 'send') {
        webhooks.release(record);
        return sendJson(res, 202, { id: record.id });
      }
      /** @type {Promise<unknown>} */
      const sent =
        action === 'replay'
          ? webhooks.replay(record)
          : action === 'tamper'
            ? webhooks.tampered(record, { mode: body.mode === 'signature' ? 'signature' : 'body' })
            : webhooks.late(record, {
                delayMs: Number(body.delayMs ?? 0),
                ageSeconds: Number(body.ageSeconds ?? (body.delayMs ? 0 : 600)),
              });
      if (action === 'late' && Number(body.delayMs ?? 0) > 0)
        return sendJson(res, 202, { id: record.id, scheduled: true });
      return sent.then((attempt) => sendJson(res, 200, { id: record.id, attempt }));
    }
    return sendJson(res, 404, { message: `no simulator control ${route}` });
  }

  /** @param {FailureRule} rule */
  function consumeFailure(rule) {
    rule.count -= 1;
    if (rule.count <= 0) failures = failures.filter((f) => f !== rule);
  }

  /** Keeps the request open without answering (until delayMs, then the socket is closed, or until close()). */
  function stall(/** @type {import('node:http').ServerResponse} */ res, /** @type {number} */ delayMs) {
    stalled.add(res);
    const timer = setTimeout(() => {
      stalled.delete(res);
      res.socket?.destroy();
    }, delayMs);
    res.on('close', () => {
      clearTimeout(timer);
      stalled.delete(res);
    });
  }

  // ---- listen ---------------------------------------------------------------------------------------------

  const port = options.port ?? Number(env.PLURAL_SIMULATOR_PORT || DEV_DEFAULTS.port);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  /** @param {string} id */
  const webhookOrThrow = (id) => {
    const record = webhooks.get(id);
    if (!record) throw new Error(`no webhook ${id}`);
    return record;
  };
  /** @param {string} id */
  const orderOrThrow = (id) => {
    const order = orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    return order;
  };
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  baseUrl = (options.publicUrl ?? env.PLURAL_SIMULATOR_PUBLIC_URL ?? url).replace(/\/+$/, '');

  const api = {
    /** Where the simulator listens (its API base URL, like https://api.pluralpay.in). */
    url,
    port: address.port,
    config: { ...config },
    /** Webhooks sent (or held) so far, oldest first. */
    webhooks: () => webhooks.records,
    /** @param {string} id */
    webhook: (id) => webhooks.get(id),
    /** @param {string} id */
    order: (id) => orders.get(id) ?? null,
    orders: () => [...orders.values()],
    /** @param {string} id */
    paymentLink: (id) => {
      const link = links.get(id);
      return link ? refreshLink(link) : null;
    },
    /** @param {string | null} webhookUrl */
    setWebhookUrl(webhookUrl) {
      webhooks.url = webhookUrl;
    },
    /** Holds new webhooks (recorded, not sent) until holdWebhooks(false) / send(id). */
    holdWebhooks(hold = true) {
      webhooks.held = hold;
    },
    /** @param {string} id */
    releaseWebhook(id) {
      webhooks.release(webhookOrThrow(id));
    },
    /** @param {string} id */
    replayWebhook(id) {
      return webhooks.replay(webhookOrThrow(id));
    },
    /** @param {string} id @param {{ delayMs?: number, ageSeconds?: number }} o */
    sendWebhookLate(id, o) {
      return webhooks.late(webhookOrThrow(id), o);
    },
    /** @param {string} id @param {{ mode?: 'body' | 'signature' }} [o] */
    sendTamperedWebhook(id, o) {
      return webhooks.tampered(webhookOrThrow(id), o);
    },
    /**
     * The next `count` API calls (of `paths`) fail: answer `status` (default 503), or stall without an answer
     * (`mode: 'timeout'`, closed after delayMs), or do the work and then answer `status` (`mode: 'status-after'`,
     * the lost-response case: a retry with the same Idempotency-Key must get the same order).
     * @param {Partial<FailureRule>} [rule]
     */
    failNext(rule = {}) {
      failures.push({
        count: Math.max(1, Number(rule.count ?? 1)),
        status: Number(rule.status ?? 503),
        mode: rule.mode === 'timeout' || rule.mode === 'status-after' ? rule.mode : 'status',
        delayMs: Number(rule.delayMs ?? 30_000),
        paths:
          rule.paths === 'token' || rule.paths === 'orders' || rule.paths === 'paymentlinks'
            ? rule.paths
            : 'all',
      });
      return failures.map((f) => ({ ...f }));
    },
    /** Every access token issued so far stops working (the client must fetch a new one). */
    expireTokens() {
      for (const t of tokens.values()) t.expiresAt = 0;
    },
    /**
     * Settles an order as the hosted page's Pay / Fail would; returns the callback URL the browser would get.
     * @param {string} orderId @param {'pay' | 'fail'} outcome @param {string} [paymentMethod]
     */
    settle(orderId, outcome, paymentMethod) {
      return settle(orderOrThrow(orderId), outcome, paymentMethod);
    },
    /** The order times out unpaid: FAILED, with an ORDER_FAILED webhook. @param {string} orderId */
    expireOrder(orderId) {
      expire(orderOrThrow(orderId));
    },
    reset,
    /** Stops listening, cancels pending webhook retries and waits for deliveries under way. */
    async close() {
      for (const res of stalled) res.socket?.destroy();
      await webhooks.settle();
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
  return api;
}

// ---- helpers --------------------------------------------------------------------------------------------

/**
 * The callback's signature: hex (upper case) HMAC-SHA256 of the parameters as "k1=v1&k2=v2" sorted by key,
 * keyed with the webhook secret's bytes (Plural keys it with the merchant's secret from onboarding).
 * @param {string} secret base64
 * @param {Record<string, string>} params without `signature`
 */
export function callbackSignature(secret, params) {
  const text = Object.keys(params)
    .filter((k) => k !== 'signature')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return crypto.createHmac('sha256', webhookKey(secret)).update(text).digest('hex').toUpperCase();
}

/** @param {Record<string, unknown>} b */
function validateOrder(b) {
  const ref = b.merchant_order_reference;
  if (
    (typeof ref !== 'string' && typeof ref !== 'number') ||
    String(ref).length < 1 ||
    String(ref).length > 50
  ) {
    return 'merchant_order_reference is required (1-50 characters)';
  }
  const amountError = validateAmount(b.order_amount, 'order_amount');
  if (amountError) return amountError;
  if (b.pre_auth !== undefined && typeof b.pre_auth !== 'boolean') return 'pre_auth must be a boolean';
  const methodsError = validateMethods(b.allowed_payment_methods);
  if (methodsError) return methodsError;
  for (const k of ['callback_url', 'failure_callback_url']) {
    if (b[k] !== undefined && !isHttpUrl(b[k])) return `${k} must be an http(s) URL`;
  }
  if (b.notes !== undefined && typeof b.notes !== 'string') return 'notes must be a string';
  const pd = b.purchase_details;
  if (pd !== undefined) {
    if (!pd || typeof pd !== 'object') return 'purchase_details must be an object';
    const customer = /** @type {Record<string, unknown>} */ (pd).customer;
    if (customer !== undefined) {
      if (!customer || typeof customer !== 'object') return 'purchase_details.customer must be an object';
      const c = /** @type {Record<string, unknown>} */ (customer);
      if (c.email_id !== undefined && !/^[^@\s]+@[^@\s]+$/.test(String(c.email_id)))
        return 'purchase_details.customer.email_id is not an e-mail address';
      if (c.mobile_number !== undefined && !/^\d{10,20}$/.test(String(c.mobile_number)))
        return 'purchase_details.customer.mobile_number must be 10-20 digits';
    }
  }
  return null;
}

/** @param {Record<string, unknown>} b */
function validateLink(b) {
  const amountError = validateAmount(b.amount, 'amount');
  if (amountError) return amountError;
  const ref = b.merchant_payment_link_reference;
  if (typeof ref !== 'string' || !/^[A-Za-z0-9_-]{1,50}$/.test(ref)) {
    return 'merchant_payment_link_reference is required (1-50 characters: A-Z, a-z, 0-9, - and _)';
  }
  const c = /** @type {Record<string, unknown> | undefined} */ (b.customer);
  if (!c || typeof c !== 'object') return 'customer is required';
  if (!c.email_id && !c.mobile_number) return 'customer needs email_id or mobile_number';
  if (c.mobile_number !== undefined && !/^\d{10,20}$/.test(String(c.mobile_number)))
    return 'customer.mobile_number must be 10-20 digits';
  const methodsError = validateMethods(b.allowed_payment_methods);
  if (methodsError) return methodsError;
  if (b.expire_by !== undefined) {
    const t = typeof b.expire_by === 'string' ? Date.parse(b.expire_by) : NaN;
    if (Number.isNaN(t)) return 'expire_by must be an ISO 8601 time';
    if (t <= Date.now()) return 'expire_by must be in the future';
    if (t > Date.now() + MAX_LINK_DAYS * 86_400_000)
      return `expire_by must be at most ${MAX_LINK_DAYS} days ahead`;
  }
  if (b.description !== undefined && typeof b.description !== 'string') return 'description must be a string';
  if (b.product_details !== undefined && !Array.isArray(b.product_details))
    return 'product_details must be a list';
  return null;
}

/** @param {unknown} a @param {string} name */
function validateAmount(a, name) {
  if (!a || typeof a !== 'object') return `${name} is required`;
  const { value, currency } = /** @type {Record<string, unknown>} */ (a);
  if (!Number.isInteger(value) || Number(value) < 100 || Number(value) > 100_000_000) {
    return `${name}.value must be an integer number of paise from 100 to 100000000`;
  }
  if (currency !== 'INR') return `${name}.currency must be INR`;
  return null;
}

/** @param {unknown} m */
function validateMethods(m) {
  if (m === undefined) return null;
  if (!Array.isArray(m) || m.length === 0) return 'allowed_payment_methods must be a non-empty list';
  const bad = m.filter((x) => !PAYMENT_METHODS.includes(x));
  return bad.length
    ? `allowed_payment_methods: unknown ${bad.join(', ')} (allowed: ${PAYMENT_METHODS.join(', ')})`
    : null;
}

/** @param {unknown} u */
function isHttpUrl(u) {
  if (typeof u !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(u).protocol);
  } catch {
    return false;
  }
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

/** @param {number} status */
function failureBody(status) {
  if (status === 429)
    return { code: 'TOO_MANY_REQUESTS', message: 'Too many requests (simulator failure mode)' };
  if (status === 503)
    return { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable (simulator failure mode)' };
  return { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error (simulator failure mode)' };
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<string>} */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > 1_000_000) {
        reject(new Error('request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} html */
function sendHtml(res, status, html) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // No script, no inline style: the page works under the strictest policy.
    'content-security-policy':
      "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  });
  res.end(html);
}

/** 303: the browser follows with a GET. @param {import('node:http').ServerResponse} res @param {string} location */
function redirect(res, location) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** @param {import('node:http').ServerResponse} res */
function methodNotAllowed(res) {
  sendJson(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
}
