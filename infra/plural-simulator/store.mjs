// @ts-check
// The simulator's state: access tokens, orders and their checkout tokens, idempotency keys, payment links,
// and the changes of state (an order paid, failed or expired) that send Plural's webhooks.
import crypto from 'node:crypto';
import { CHECKOUT_PATH } from './pages.mjs';
import { PAYMENT_METHODS } from './validation.mjs';
import { webhookKey } from './webhooks.mjs';

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
 *   order_id: string | null, created_at: string, updated_at: string, notifications?: number,
 * }} PaymentLink
 */

// What a payment shows (Plural's payment object): the simulator's customer paid by UPI or with a test card.
const UPI_DATA = { txn_mode: 'INTENT', payer_vpa: 'customer@upi' };
const CARD_DATA = {
  card_type: 'CREDIT',
  network_name: 'VISA',
  issuer_name: 'SIMULATOR BANK',
  last4_digit: '1111',
  country_code: 'IND',
};
const DECLINED = { code: 'PAYMENT_DECLINED', message: 'The payment was declined (simulator Fail button)' };

/**
 * @param {{ config: { merchantId: string, webhookSecret: string }, webhooks: import('./webhooks.mjs').WebhookSender,
 *   baseUrl: () => string }} o  baseUrl: where customers' browsers reach the simulator (known once it listens)
 */
export function createStore({ config, webhooks, baseUrl }) {
  /** @type {Map<string, { expiresAt: number }>} */
  const tokens = new Map();
  /** @type {Map<string, Order>} */
  const orders = new Map();
  /** @type {Map<string, string>} checkout token -> order id */
  const checkoutTokens = new Map();
  /** @type {Map<string, { request: unknown, status: number, body: unknown }>} Idempotency-Key -> first request */
  const idempotency = new Map();
  /** @type {Map<string, PaymentLink>} */
  const links = new Map();

  const now = () => new Date().toISOString();
  const rand = (/** @type {number} */ n) =>
    crypto.randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);
  const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(2, 14);
  const acquirerData = () => ({
    approval_code: String(crypto.randomInt(100000, 999999)),
    acquirer_reference: rand(20),
    rrn: String(crypto.randomInt(1e11, 1e12 - 1)),
    is_aggregator: true,
  });

  // ---- state changes ------------------------------------------------------------------------------------

  /** Paid, failed or cancelled for good: the hosted page only shows the outcome, nothing settles it again. @param {Order} order */
  const isSettled = (order) => ['PROCESSED', 'FAILED', 'CANCELLED'].includes(order.status);
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
        paymentMethod === 'UPI' ? { upi_data: { ...UPI_DATA } } : { card_data: { ...CARD_DATA } },
      acquirer_data: ok ? acquirerData() : {},
      ...(ok ? {} : { error_detail: { ...DECLINED } }),
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

  /** @param {Record<string, unknown>} body a valid create-payment-link request */
  function createLink(body) {
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
      expire_by: new Date(
        typeof body.expire_by === 'string' ? body.expire_by : Date.now() + 15 * 60_000,
      ).toISOString(),
      allowed_payment_methods: /** @type {string[]} */ (body.allowed_payment_methods ?? ['CARD', 'UPI']),
      customer: /** @type {Record<string, unknown>} */ (body.customer),
      product_details: Array.isArray(body.product_details) ? body.product_details : [],
      merchant_metadata: /** @type {Record<string, unknown>} */ (body.merchant_metadata ?? {}),
      order_id: null,
      created_at: at,
      updated_at: at,
    };
    links.set(id, link);
    return link;
  }

  /** The order a payment link's page pays: made on the first try, tried again after a failure. @param {PaymentLink} link */
  function orderOfLink(link) {
    const existing = link.order_id ? orders.get(link.order_id) : undefined;
    if (existing) return existing;
    const { order } = createOrder(
      {
        merchant_order_reference: link.merchant_payment_link_reference,
        order_amount: link.amount,
        allowed_payment_methods: link.allowed_payment_methods,
        notes: link.description,
        purchase_details: { customer: link.customer, merchant_metadata: link.merchant_metadata },
      },
      { paymentLinkId: link.payment_link_id },
    );
    link.order_id = order.order_id;
    return order;
  }

  const checkoutUrl = (/** @type {string} */ token) =>
    `${baseUrl()}${CHECKOUT_PATH}?token=${encodeURIComponent(token)}`;

  /** A link past its expire_by is EXPIRED. @param {PaymentLink} link */
  function refreshLink(link) {
    if (link.status === 'CREATED' && Date.parse(link.expire_by) < Date.now()) {
      link.status = 'EXPIRED';
      link.updated_at = now();
    }
    return link;
  }
  /** @param {string} id */
  const findLink = (id) => {
    const link = links.get(id);
    return link && refreshLink(link);
  };

  /** The newest link made with this merchant reference (Plural keeps the reference unique per merchant). @param {string} ref */
  const findLinkByReference = (ref) => {
    let found;
    for (const link of links.values()) if (link.merchant_payment_link_reference === ref) found = link;
    return found && refreshLink(found);
  };

  function reset() {
    tokens.clear();
    orders.clear();
    checkoutTokens.clear();
    idempotency.clear();
    links.clear();
    webhooks.reset();
  }

  /** Every access token issued so far stops working (the client must fetch a new one). */
  function expireTokens() {
    for (const t of tokens.values()) t.expiresAt = 0;
  }

  // prettier-ignore
  return {
    tokens, orders, checkoutTokens, idempotency, links, now, rand, isSettled, settle, expire, callbackFor,
    createOrder, createLink, orderOfLink, checkoutUrl, refreshLink, findLink, findLinkByReference, reset,
    expireTokens,
  };
}

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
