// @ts-check
// The pages a customer's browser sees (no bearer token): the hosted checkout of an order and the page of a
// payment link, each with Pay / Fail; a settled order sends the browser back to the merchant's callback URL.
import express from 'express';
import { CHECKOUT_PATH, checkoutPage, messagePage } from './pages.mjs';
import { byMethod, formBody, redirect, sendHtml } from './http-io.mjs';

/** @typedef {import('./http-io.mjs').Response} Response */
/** @typedef {import('./store.mjs').PaymentLink} PaymentLink */

/** What the form's Pay / Fail and method choice ask for. @param {Record<string, unknown>} form */
const choice = (form) => ({
  outcome: form.outcome === 'pay' ? /** @type {const} */ ('pay') : /** @type {const} */ ('fail'),
  method: typeof form.payment_method === 'string' ? form.payment_method : 'UPI',
});

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
    sendHtml(res, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
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
        const title = order.status === 'PROCESSED' ? 'Already paid' : 'Payment failed';
        const link = back ? { href: back, label: 'Return to the merchant' } : null;
        return sendHtml(res, 200, messagePage(title, `Order ${order.order_id} is ${order.status}.`, link));
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
      ...formBody,
      (req, res) => {
        const order = orderOfToken(req.body.token);
        if (!order) return checkoutNotFound(res);
        const { outcome, method } = choice(req.body);
        const target = settle(order, outcome, method);
        if (target) return redirect(res, target);
        const title = order.status === 'PROCESSED' ? 'Payment successful' : 'Payment failed';
        sendHtml(res, 200, messagePage(title, `Order ${order.order_id}.`));
      },
    ],
  });

  /** @param {Response} res @param {PaymentLink} link */
  function showLink(res, link) {
    if (link.status === 'CREATED') {
      return showCheckout(res, {
        amount: link.amount.value,
        reference: link.merchant_payment_link_reference,
        description: link.description,
        methods: link.allowed_payment_methods,
        action: `/pay/link/${encodeURIComponent(link.payment_link_id)}`,
      });
    }
    const title =
      { PROCESSED: 'Already paid', EXPIRED: 'Link expired', CANCELLED: 'Link cancelled' }[link.status] ??
      link.status;
    const status = link.status === 'PROCESSED' ? 200 : 410;
    sendHtml(res, status, messagePage(title, `Payment link ${link.payment_link_id} is ${link.status}.`));
  }

  /** @param {(res: Response, link: PaymentLink, form: Record<string, unknown>) => void} answer @returns {import('./http-io.mjs').Handler} */
  const withLink = (answer) => (req, res) => {
    const link = findLink(req.params.linkId);
    if (link) return answer(res, link, req.body);
    sendHtml(res, 404, messagePage('Payment link not found', 'This payment link is not valid.'));
  };

  byMethod(router, '/pay/link/:linkId', {
    get: withLink(showLink),
    post: [
      ...formBody,
      withLink((res, link, form) => {
        if (link.status !== 'CREATED') return showLink(res, link);
        const { outcome, method } = choice(form);
        settle(orderOfLink(link), outcome, method);
        const paid = outcome === 'pay';
        const again = { href: `/pay/link/${encodeURIComponent(link.payment_link_id)}`, label: 'Try again' };
        const message = paid
          ? `Paid. Reference ${link.merchant_payment_link_reference}.`
          : 'The payment failed; you can try again.';
        sendHtml(
          res,
          200,
          messagePage(paid ? 'Payment successful' : 'Payment failed', message, paid ? null : again),
        );
      }),
    ],
  });

  return router;
}
