// @ts-check
// The pages a customer's browser sees (no bearer token): the hosted checkout of an order and the page of a
// payment link, each with Pay / Fail; a settled order sends the browser back to the merchant's callback URL.
import { checkoutPage, messagePage } from './pages.mjs';
import { methodNotAllowed, redirect, sendHtml } from './http-io.mjs';

/**
 * @param {{ config: { merchantName: string }, store: ReturnType<typeof import('./store.mjs').createStore> }} o
 */
export function hostedPages({ config, store }) {
  const { orders, checkoutTokens, links, now, isSettled, settle, callbackFor, createOrder, refreshLink } = store;

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

  /**
   * Answers a hosted page's request; false when the path is not one.
   * @param {import('node:http').ServerResponse} res
   * @param {{ method: string, path: string, url: URL, raw: string }} request
   */
  return function handlePage(res, { method, path, url, raw }) {
    if (path === '/api/v3/checkout-bff/redirect/checkout') {
      if (method === 'GET') showCheckout(url.searchParams.get('token') ?? '', res);
      else if (method === 'POST') submitCheckout(new URLSearchParams(raw), res);
      else methodNotAllowed(res);
      return true;
    }
    const linkPage = /^\/pay\/link\/([^/]+)$/.exec(path);
    if (!linkPage) return false;
    const id = decodeURIComponent(String(linkPage[1]));
    if (method === 'GET') showLink(id, res);
    else if (method === 'POST') submitLink(id, new URLSearchParams(raw), res);
    else methodNotAllowed(res);
    return true;
  };
}
