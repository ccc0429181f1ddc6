// @ts-check
// Test controls under /__sim/ (README.md): failure modes for the next API calls, webhooks held, replayed, late
// or tampered, orders settled or expired without a browser, reset.
import express from 'express';
import { jsonBody, pathOf } from './http-io.mjs';

/** @typedef {import('./http-io.mjs').Response} Response */

/**
 * The failure modes: the next `count` API calls of an area answer a status, stall, or answer a status after
 * doing the work.
 */
export function createFaults() {
  /** @type {import('./store.mjs').FailureRule[]} */
  let failures = [];
  /** @type {Set<Response>} */
  const stalled = new Set();
  /** @param {import('./store.mjs').FailureRule} rule */
  const consume = (rule) => {
    rule.count -= 1;
    if (rule.count <= 0) failures = failures.filter((f) => f !== rule);
  };
  /** @param {Response} res @param {import('./store.mjs').FailureRule} rule */
  const fail = (res, rule) => {
    consume(rule);
    res.status(rule.status).json(failureBody(rule.status));
  };

  return {
    /**
     * Middleware applying the first rule for the call's area: answers the failure, or keeps the request open
     * without an answer (until delayMs, then the socket is closed, or until close()); a status-after rule waits
     * for `reply`.
     * @param {(path: string) => 'token' | 'orders' | 'paymentlinks'} areaOf
     * @returns {import('./http-io.mjs').Handler}
     */
    apply: (areaOf) => (req, res, next) => {
      const area = areaOf(req.path);
      const rule = failures.find((f) => f.paths === 'all' || f.paths === area);
      if (!rule) return next();
      if (rule.mode === 'status-after') {
        res.locals.failAfterWork = rule;
        return next();
      }
      if (rule.mode === 'status') return fail(res, rule);
      consume(rule);
      stalled.add(res);
      const timer = setTimeout(() => res.socket?.destroy(), rule.delayMs);
      res.on('close', () => {
        clearTimeout(timer);
        stalled.delete(res);
      });
    },
    /** Answers a call that did its work, unless a status-after rule loses the answer. @param {Response} res @param {number} status @param {unknown} body */
    reply(res, status, body) {
      if (res.locals.failAfterWork) return fail(res, res.locals.failAfterWork);
      res.status(status).json(body);
    },
    /**
     * The next `count` API calls (of `paths`) fail: answer `status` (default 503), or stall without an answer
     * (`mode: 'timeout'`, closed after delayMs), or do the work and then answer `status` (`mode: 'status-after'`,
     * the lost-response case: a retry with the same Idempotency-Key must get the same order).
     * @param {Partial<import('./store.mjs').FailureRule>} [rule]
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
    reset() {
      failures = [];
    },
    closeStalled() {
      for (const res of stalled) res.socket?.destroy();
    },
  };
}

/** @param {number} status */
function failureBody(status) {
  if (status === 429)
    return { code: 'TOO_MANY_REQUESTS', message: 'Too many requests (simulator failure mode)' };
  if (status === 503)
    return { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable (simulator failure mode)' };
  return { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error (simulator failure mode)' };
}

/**
 * The /__sim/ router.
 * @param {{ store: ReturnType<typeof import('./store.mjs').createStore>, faults: ReturnType<typeof createFaults>,
 *   webhooks: import('./webhooks.mjs').WebhookSender, reset: () => void }} o
 */
export function controlRoutes({ store, faults, webhooks, reset }) {
  const { orders, links, settle, expire, refreshLink } = store;
  const router = express.Router();
  /** @type {import('./http-io.mjs').Handler} */
  const noControl = (req, res) =>
    res.status(404).json({ message: `no simulator control ${req.method} ${pathOf(req)}` });
  /** @param {Response} res */
  const ok = (res) => res.json({ ok: true });

  // "/__sim" itself is no control (the server's 404 answers it), and GET controls do not answer HEAD.
  router.use((req, res, next) => (req.path === '/' ? next('router') : next()));
  router.head('/{*path}', noControl);
  router.use(jsonBody((res) => res.status(400).json({ message: 'body must be JSON' })));
  router.param('orderId', (req, res, next, /** @type {string} */ id) => {
    res.locals.order = orders.get(id);
    return res.locals.order ? next() : res.status(404).json({ message: 'no such order' });
  });
  router.param('webhookId', (req, res, next, /** @type {string} */ id) => {
    res.locals.record = webhooks.get(id);
    return res.locals.record ? next() : res.status(404).json({ message: 'no such webhook' });
  });

  router.get('/webhooks', (req, res) => res.json({ held: webhooks.held, webhooks: webhooks.records }));
  router.post('/webhooks/hold', (req, res) => {
    webhooks.held = req.body.hold !== false;
    res.json({ held: webhooks.held });
  });
  router.post('/reset', (req, res) => {
    reset();
    ok(res);
  });
  router.post('/config', (req, res) => {
    if ('webhookUrl' in req.body) webhooks.url = req.body.webhookUrl ? String(req.body.webhookUrl) : null;
    res.json({ webhookUrl: webhooks.url });
  });
  router.post('/fail', (req, res) => res.json({ failures: faults.failNext(req.body) }));
  router.post('/tokens/expire', (req, res) => {
    store.expireTokens();
    ok(res);
  });
  router.get('/orders', (req, res) => res.json({ orders: [...orders.values()] }));
  router.get('/paymentlinks', (req, res) =>
    res.json({ payment_links: [...links.values()].map(refreshLink) }),
  );
  router.post('/orders/:orderId/expire', (req, res) => {
    expire(res.locals.order);
    res.json({ order: res.locals.order });
  });
  for (const outcome of /** @type {const} */ (['pay', 'fail'])) {
    router.post(`/orders/:orderId/${outcome}`, (req, res) => {
      const callback = settle(res.locals.order, outcome, String(req.body.payment_method ?? 'UPI'));
      res.json({ order: res.locals.order, callback_url: callback });
    });
  }

  router.post('/webhooks/:webhookId/send', (req, res) => {
    webhooks.release(res.locals.record);
    res.status(202).json({ id: res.locals.record.id });
  });
  /** @param {Response} res @param {unknown} attempt */
  const sentOnce = (res, attempt) => res.json({ id: res.locals.record.id, attempt });
  router.post('/webhooks/:webhookId/replay', async (req, res) =>
    sentOnce(res, await webhooks.replay(res.locals.record)),
  );
  router.post('/webhooks/:webhookId/tamper', async (req, res) => {
    const mode = req.body.mode === 'signature' ? 'signature' : 'body';
    sentOnce(res, await webhooks.tampered(res.locals.record, { mode }));
  });
  router.post('/webhooks/:webhookId/late', async (req, res) => {
    const delayMs = Number(req.body.delayMs ?? 0);
    const ageSeconds = Number(req.body.ageSeconds ?? (req.body.delayMs ? 0 : 600));
    const attempt = webhooks.late(res.locals.record, { delayMs, ageSeconds });
    if (delayMs > 0) return res.status(202).json({ id: res.locals.record.id, scheduled: true });
    sentOnce(res, await attempt);
  });
  router.use(noControl);
  return router;
}
