// @ts-check
// The pages a customer's browser sees (no bearer token): the hosted checkout of an order and the page of a
// payment link, each with Pay / Fail; a settled order sends the browser back to the merchant's callback URL.
import express from 'express';
import { CHECKOUT_PATH, checkoutPage, messagePage } from './pages.mjs';
import { byMethod } from './http-io.mjs';

/** @typedef {import('./http-io.mjs').Response} Response */
/** @typedef {import('./store.mjs').PaymentLink} PaymentLink */

/** The form's fields, whatever its content type says. */
const formBody = express.urlencoded({ type: () => true, extended: false });

/** What the form's Pay / Fail and method choice ask for. @param {Record<string, unknown> | undefined} form */
const choice = (form) => ({
  outcome: form?.outcome === 'pay' ? /** @type {const} */ ('pay') : /** @type {const} */ ('fail'),
  method: typeof form?.payment_method === 'string' ? form.payment_method : 'UPI',
});

/** @param {Response} res @param {number} status @param {string} html */
const sendHtml = (res, status, html) =>
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

/** @param {Response} res @param {number} status @param {Parameters<typeof messagePage>} message */
const sendMessage = (res, status, ...message) => sendHtml(res, status, messagePage(...message));

/**
 * The router of the hosted pages (mounted at the root).
 * @param {{ config: { merchantName: string }, store: ReturnType<typeof import('./store.mjs').createStore> }} o
 */
export function hostedPages({ config, store }) {
  const { orders, checkoutTokens, now, isSettled, settle, callbackFor, orderOfLink, findLink } = store;
  const router = express.Router();

  /** @param {unknown} token */
  const orderOfToken = (token) => orders.get(checkoutTokens.get(String(token ?? '')) ?? '');
  /** @param {Response} res */
  const checkoutNotFound = (res) =>
    sendMessage(res, 404, 'Checkout not found', 'This checkout link is not valid.');
  /** @param {Response} res @param {Omit<Parameters<typeof checkoutPage>[0], 'merchantName'>} page */
  const showCheckout = (res, page) =>
    sendHtml(res, 200, checkoutPage({ merchantName: config.merchantName, ...page }));

  byMethod(router, CHECKOUT_PATH, {
    get(req, res) {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const order = orderOfToken(token);
      if (!order) return checkoutNotFound(res);
      if (isSettled(order)) {
        const back = callbackFor(order);
        const titles = { PROCESSED: 'Already paid', CANCELLED: 'Order cancelled' };
        const title = titles[/** @type {keyof titles} */ (order.status)] ?? 'Payment failed';
        const link = back ? { href: back, label: 'Return to the merchant' } : null;
        return sendMessage(res, 200, title, `Order ${order.order_id} is ${order.status}.`, link);
      }
      if (order.status === 'CREATED') {
        order.status = 'PENDING';
        order.updated_at = now();
      }
      showCheckout(res, {
        amount: order.order_amount.value,
        reference: order.merchant_order_reference,
        description: order.notes,
        methods: order.allowed_payment_methods,
        action: CHECKOUT_PATH,
        hidden: { token },
      });
    },
    post: [
      formBody,
      (req, res) => {
        const order = orderOfToken(req.body?.token);
        if (!order) return checkoutNotFound(res);
        const { outcome, method } = choice(req.body);
        const target = settle(order, outcome, method);
        if (target) return res.status(303).set({ location: target, 'cache-control': 'no-store' }).end();
        const title = order.status === 'PROCESSED' ? 'Payment successful' : 'Payment failed';
        sendMessage(res, 200, title, `Order ${order.order_id}.`);
      },
    ],
  });

  /** @param {Response} res @param {PaymentLink} link */
  function showLink(res, link) {
    if (link.status !== 'CREATED') {
      const titles = { PROCESSED: 'Already paid', EXPIRED: 'Link expired', CANCELLED: 'Link cancelled' };
      const title = titles[/** @type {keyof titles} */ (link.status)] ?? link.status;
      const message = `Payment link ${link.payment_link_id} is ${link.status}.`;
      return sendMessage(res, link.status === 'PROCESSED' ? 200 : 410, title, message);
    }
    showCheckout(res, {
      amount: link.amount.value,
      reference: link.merchant_payment_link_reference,
      description: link.description,
      methods: link.allowed_payment_methods,
      action: `/pay/link/${encodeURIComponent(link.payment_link_id)}`,
    });
  }

  /** @param {Response} res @param {PaymentLink} link @param {Record<string, unknown> | undefined} form */
  function payLink(res, link, form) {
    if (link.status !== 'CREATED') return showLink(res, link);
    const { outcome, method } = choice(form);
    settle(orderOfLink(link), outcome, method);
    if (outcome === 'pay')
      return sendMessage(
        res,
        200,
        'Payment successful',
        `Paid. Reference ${link.merchant_payment_link_reference}.`,
      );
    const again = { href: `/pay/link/${encodeURIComponent(link.payment_link_id)}`, label: 'Try again' };
    sendMessage(res, 200, 'Payment failed', 'The payment failed; you can try again.', again);
  }

  /** @param {typeof payLink} answer @returns {import('./http-io.mjs').Handler} */
  const withLink = (answer) => (req, res) => {
    const link = findLink(req.params.linkId);
    if (link) return answer(res, link, req.body);
    sendMessage(res, 404, 'Payment link not found', 'This payment link is not valid.');
  };
  byMethod(router, '/pay/link/:linkId', { get: withLink(showLink), post: [formBody, withLink(payLink)] });

  return router;
}
