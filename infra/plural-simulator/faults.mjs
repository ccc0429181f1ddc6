// @ts-check
// The API's failure modes (POST /__sim/fail, failNext()): the next `count` calls of an area answer a status,
// stall without an answer, or do the work and then answer a status (the lost response).

/**
 * @typedef {{ count: number, status: number, mode: 'status' | 'timeout' | 'status-after', delayMs: number,
 *   paths: 'all' | 'token' | 'orders' | 'paymentlinks' }} FailureRule
 * @typedef {import('./http-io.mjs').Response} Response
 */

/** @param {number} status */
function failureBody(status) {
  if (status === 429)
    return { code: 'TOO_MANY_REQUESTS', message: 'Too many requests (simulator failure mode)' };
  if (status === 503)
    return { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable (simulator failure mode)' };
  return { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error (simulator failure mode)' };
}

export function createFaults() {
  /** @type {FailureRule[]} */
  let failures = [];
  /** Uses up one call of `rule`: answers its status, or no answer at all. @param {Response} res @param {FailureRule} rule */
  const fail = (res, rule) => {
    rule.count -= 1;
    if (rule.count <= 0) failures = failures.filter((f) => f !== rule);
    if (rule.mode !== 'timeout') return res.status(rule.status).json(failureBody(rule.status));
    // The socket is closed after delayMs, or by close() (server.closeAllConnections).
    const timer = setTimeout(() => res.socket?.destroy(), rule.delayMs);
    res.on('close', () => clearTimeout(timer));
  };

  return {
    /**
     * Middleware applying the first rule for the call's area; a status-after rule waits for `reply`.
     * @param {(path: string) => 'token' | 'orders' | 'paymentlinks'} areaOf
     * @returns {import('./http-io.mjs').Handler}
     */
    apply: (areaOf) => (req, res, next) => {
      const rule = failures.find((f) => f.paths === 'all' || f.paths === areaOf(req.path));
      if (!rule) return next();
      if (rule.mode !== 'status-after') return fail(res, rule);
      res.locals.failAfterWork = rule;
      next();
    },
    /** Answers a call that did its work, unless a status-after rule loses the answer. @param {Response} res @param {number} status @param {unknown} body */
    reply(res, status, body) {
      if (res.locals.failAfterWork) fail(res, res.locals.failAfterWork);
      else res.status(status).json(body);
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
    reset() {
      failures = [];
    },
  };
}
