// @ts-check
// The test controls (README.md), once: as methods of what startPluralSimulator() returns and as HTTP calls under
// /__sim/. Failure modes for the next API calls, webhooks held, replayed, late or tampered, orders settled or
// expired without a browser, reset.
import express from 'express';
import { jsonBody, pathOf, skipMountPoint } from './http-io.mjs';

/** An unknown order or webhook: thrown to the caller, 404 over HTTP. */
class NotFound extends Error {
  /** @param {'order' | 'webhook'} what @param {string} id */
  constructor(what, id) {
    super(`no ${what} ${id}`);
    this.what = what;
  }
}

/**
 * @param {{ store: ReturnType<typeof import('./store.mjs').createStore>,
 *   faults: ReturnType<typeof import('./faults.mjs').createFaults>, webhooks: import('./webhooks.mjs').WebhookSender }} o
 */
export function createControls({ store, faults, webhooks }) {
  const { orders } = store;
  /** @param {string} id */
  const webhook = (id) => webhooks.get(id) ?? throwNotFound('webhook', id);
  /** @param {string} id */
  const order = (id) => orders.get(id) ?? throwNotFound('order', id);

  return {
    /** Webhooks sent (or held) so far, oldest first. */
    webhooks: () => webhooks.records,
    webhook: (/** @type {string} */ id) => webhooks.get(id),
    order: (/** @type {string} */ id) => orders.get(id) ?? null,
    orders: () => [...orders.values()],
    paymentLink: (/** @type {string} */ id) => store.findLink(id) ?? null,
    /** @param {string | null} webhookUrl */
    setWebhookUrl(webhookUrl) {
      webhooks.url = webhookUrl;
    },
    /** Holds new webhooks (recorded, not sent) until holdWebhooks(false) / releaseWebhook(id). */
    holdWebhooks(hold = true) {
      webhooks.held = hold;
    },
    releaseWebhook: (/** @type {string} */ id) => webhooks.release(webhook(id)),
    /** The identical request again. @param {string} id */
    replayWebhook: (id) => webhooks.replay(webhook(id)),
    /** @param {string} id @param {{ delayMs?: number, ageSeconds?: number }} o */
    sendWebhookLate: (id, o) => webhooks.late(webhook(id), o),
    /** @param {string} id @param {{ mode?: 'body' | 'signature' }} [o] */
    sendTamperedWebhook: (id, o) => webhooks.tampered(webhook(id), o),
    /** The next API calls fail (faults.mjs). */
    failNext: faults.failNext,
    /** Every access token issued so far stops working (the client must fetch a new one). */
    expireTokens: store.expireTokens,
    /**
     * Settles an order as the hosted page's Pay / Fail would; returns the callback URL the browser would get.
     * @param {string} orderId @param {'pay' | 'fail'} outcome @param {string} [paymentMethod]
     */
    settle: (orderId, outcome, paymentMethod) => store.settle(order(orderId), outcome, paymentMethod),
    /** The order times out unpaid: FAILED, with an ORDER_FAILED webhook. @param {string} orderId */
    expireOrder: (orderId) => store.expire(order(orderId)),
    /** Forgets tokens, orders, links, webhooks and failure rules; stops holding. */
    reset() {
      store.reset();
      faults.reset();
    },
  };
}

/** @param {'order' | 'webhook'} what @param {string} id @returns {never} */
function throwNotFound(what, id) {
  throw new NotFound(what, id);
}

/**
 * The /__sim/ router.
 * @param {{ controls: ReturnType<typeof createControls>, store: ReturnType<typeof import('./store.mjs').createStore>,
 *   webhooks: import('./webhooks.mjs').WebhookSender }} o
 */
export function controlRoutes({ controls, store, webhooks }) {
  const router = express.Router();
  /** @type {import('./http-io.mjs').Handler} */
  const noControl = (req, res) =>
    res.status(404).json({ message: `no simulator control ${req.method} ${pathOf(req)}` });
  /** @param {() => void} act @returns {import('./http-io.mjs').Handler} */
  const done = (act) => (_req, res) => {
    act();
    res.json({ ok: true });
  };

  router.use(skipMountPoint);
  router.head('/{*path}', noControl); // (a GET route would answer HEAD)
  router.use(jsonBody((res) => res.status(400).json({ message: 'body must be JSON' })));

  router.get('/webhooks', (req, res) => res.json({ held: webhooks.held, webhooks: controls.webhooks() }));
  router.post('/webhooks/hold', (req, res) => {
    controls.holdWebhooks(req.body.hold !== false);
    res.json({ held: webhooks.held });
  });
  router.post('/reset', done(controls.reset));
  router.post('/tokens/expire', done(controls.expireTokens));
  router.post('/config', (req, res) => {
    if ('webhookUrl' in req.body)
      controls.setWebhookUrl(req.body.webhookUrl ? String(req.body.webhookUrl) : null);
    res.json({ webhookUrl: webhooks.url });
  });
  router.post('/fail', (req, res) => res.json({ failures: controls.failNext(req.body) }));
  router.get('/orders', (req, res) => res.json({ orders: controls.orders() }));
  router.get('/paymentlinks', (req, res) =>
    res.json({ payment_links: [...store.links.values()].map(store.refreshLink) }),
  );
  router.post('/orders/:id/expire', (req, res) => {
    controls.expireOrder(req.params.id);
    res.json({ order: controls.order(req.params.id) });
  });
  for (const outcome of /** @type {const} */ (['pay', 'fail'])) {
    router.post(`/orders/:id/${outcome}`, (req, res) => {
      const callback = controls.settle(req.params.id, outcome, String(req.body.payment_method ?? 'UPI'));
      res.json({ order: controls.order(req.params.id), callback_url: callback });
    });
  }

  router.post('/webhooks/:id/send', (req, res) => {
    controls.releaseWebhook(req.params.id);
    res.status(202).json({ id: req.params.id });
  });
  router.post('/webhooks/:id/replay', async (req, res) =>
    res.json({ id: req.params.id, attempt: await controls.replayWebhook(req.params.id) }),
  );
  router.post('/webhooks/:id/tamper', async (req, res) => {
    const mode = req.body.mode === 'signature' ? 'signature' : 'body';
    res.json({ id: req.params.id, attempt: await controls.sendTamperedWebhook(req.params.id, { mode }) });
  });
  router.post('/webhooks/:id/late', async (req, res) => {
    const delayMs = Number(req.body.delayMs ?? 0);
    const ageSeconds = Number(req.body.ageSeconds ?? (req.body.delayMs ? 0 : 600));
    const attempt = controls.sendWebhookLate(req.params.id, { delayMs, ageSeconds });
    if (delayMs > 0) return res.status(202).json({ id: req.params.id, scheduled: true });
    res.json({ id: req.params.id, attempt: await attempt });
  });

  router.use(noControl);
  router.use(
    /** @param {unknown} err @param {import('./http-io.mjs').Request} _req @param {import('./http-io.mjs').Response} res @param {(err: unknown) => void} next */
    (err, _req, res, next) =>
      err instanceof NotFound ? res.status(404).json({ message: `no such ${err.what}` }) : next(err),
  );
  return router;
}
