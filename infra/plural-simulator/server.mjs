// @ts-check
// The local Pine Labs Plural simulator: the same HTTP API as Plural for what the payment service uses (token,
// checkout orders, order status, payment links), a hosted checkout page with Pay / Fail, and signed webhooks
// (v2) to the merchant's webhook URL, plus test controls under /__sim/ (replay, late, hold, tamper, failure
// mode, reset). An express app on a node:http server. README.md says which Plural documents it follows.
//
// This file wires the parts: store.mjs (state and its changes), api-routes.mjs (Plural's API),
// hosted-pages.mjs (what the customer's browser sees), controls.mjs (/__sim/), webhooks.mjs (signed delivery).
import { once } from 'node:events';
import http from 'node:http';
import express from 'express';
import { apiRoutes } from './api-routes.mjs';
import { controlRoutes, createControls } from './controls.mjs';
import { createFaults } from './faults.mjs';
import { hostedPages } from './hosted-pages.mjs';
import { noRoute, pathOf } from './http-io.mjs';
import { STYLESHEET, STYLESHEET_PATH } from './pages.mjs';
import { createStore } from './store.mjs';
import { WebhookSender } from './webhooks.mjs';

export { callbackSignature } from './store.mjs';
export { PAYMENT_METHODS } from './validation.mjs';

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

  let baseUrl = '';
  const store = createStore({ config, webhooks, baseUrl: () => baseUrl });
  const faults = createFaults();
  const controls = createControls({ store, faults, webhooks });

  const app = express().disable('x-powered-by').disable('etag');
  app.use((req, _res, next) => {
    if (pathOf(req) !== '/healthz') log(`${req.method} ${pathOf(req)}`);
    next();
  });
  app.all('/healthz', (_req, res) => res.json({ ok: true, service: 'plural-simulator' }));
  app.all(STYLESHEET_PATH, (_req, res) =>
    res.set({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }).send(STYLESHEET),
  );
  app.use('/__sim', controlRoutes({ controls, store, webhooks }));
  app.use(hostedPages({ config, store }));
  app.use('/api', apiRoutes({ config, store, faults }));
  app.use(noRoute);
  app.use(
    /** @param {any} e @param {import('./http-io.mjs').Request} _req @param {import('./http-io.mjs').Response} res @param {unknown} _next */
    (e, _req, res, _next) => {
      log(`error: ${e?.stack ?? e}`);
      if (res.headersSent) return res.end();
      res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: 'Simulator error' });
    },
  );

  const server = http.createServer(app);
  server.listen(options.port ?? Number(env.PLURAL_SIMULATOR_PORT || DEV_DEFAULTS.port), host);
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  baseUrl = (options.publicUrl ?? env.PLURAL_SIMULATOR_PUBLIC_URL ?? url).replace(/\/+$/, '');

  return {
    /** Where the simulator listens (its API base URL, like https://api.pluralpay.in). */
    url,
    port,
    config: { ...config },
    ...controls,
    /** Stops listening, cancels pending webhook retries and waits for deliveries under way. */
    async close() {
      await webhooks.settle();
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
