// @ts-check
// Test controls under /__sim/ (README.md): failure modes for the next API calls, webhooks held, replayed, late
// or tampered, orders settled or expired without a browser, reset.
import { sendJson } from './http-io.mjs';

/**
 * The failure modes: the next `count` API calls of an area answer a status, stall, or answer a status after
 * doing the work.
 */
export function createFaults() {
  /** @type {import('./store.mjs').FailureRule[]} */
  let failures = [];
  /** @type {Set<import('node:http').ServerResponse>} */
  const stalled = new Set();

  return {
    /** The rule that applies to a call of this area, if any. @param {'token' | 'orders' | 'paymentlinks'} area */
    ruleFor: (area) => failures.find((f) => f.paths === 'all' || f.paths === area),
    /** @param {import('./store.mjs').FailureRule} rule */
    consumeFailure(rule) {
      rule.count -= 1;
      if (rule.count <= 0) failures = failures.filter((f) => f !== rule);
    },
    /** Keeps the request open without answering (until delayMs, then the socket is closed, or until close()). */
    stall(/** @type {import('node:http').ServerResponse} */ res, /** @type {number} */ delayMs) {
      stalled.add(res);
      const timer = setTimeout(() => {
        stalled.delete(res);
        res.socket?.destroy();
      }, delayMs);
      res.on('close', () => {
        clearTimeout(timer);
        stalled.delete(res);
      });
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
export function failureBody(status) {
  if (status === 429)
    return { code: 'TOO_MANY_REQUESTS', message: 'Too many requests (simulator failure mode)' };
  if (status === 503)
    return { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable (simulator failure mode)' };
  return { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error (simulator failure mode)' };
}

/**
 * @param {{ store: ReturnType<typeof import('./store.mjs').createStore>, faults: ReturnType<typeof createFaults>,
 *   webhooks: import('./webhooks.mjs').WebhookSender, reset: () => void }} o
 */
export function controlRoutes({ store, faults, webhooks, reset }) {
  const { orders, links, settle, expire, refreshLink } = store;
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
      return sendJson(res, 200, { failures: faults.failNext(/** @type {any} */ (body)) });
    if (route === 'POST /__sim/tokens/expire') {
      store.expireTokens();
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

  return admin;
}
