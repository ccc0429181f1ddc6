// @ts-check
// The local WhatsApp Business Cloud API simulator (and an SMS gateway): what the notification service calls to send
// reminders, answered the way Meta's Cloud API answers (README.md names the documents it follows):
//   POST /{version}/{phone-number-id}/messages   a template message, with `Authorization: Bearer <access token>`;
//                                                answers { messaging_product, contacts[], messages[].id (wamid) }
//   then POSTs the status callbacks (sent, delivered, read, or failed) to the configured webhook URL, signed with
//   X-Hub-Signature-256 (sha256= HMAC of the raw body with the app secret), in the Cloud API's webhook shape;
//   POST /sms/v1/messages                        an SMS ({ sender, to, text }, bearer key), answers { id, status }.
// Test controls and an inbox under /__sim/ (like maildev's API): every message sent, its statuses and callbacks;
// how a recipient number behaves (deliver, undelivered, fail, reject); the webhook URL; reset.
import crypto from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import express from 'express';

/** Local-development values (never real credentials): the same defaults as .env.example. */
export const DEV_DEFAULTS = Object.freeze({
  port: 3320,
  accessToken: 'hp-local-whatsapp-access-token',
  appSecret: 'hp-local-whatsapp-app-secret-dev-only',
  smsApiKey: 'hp-local-sms-api-key',
  phoneNumberId: '100000000000001',
  templates: ['consultation_reminder'],
});

/** @typedef {'deliver' | 'read' | 'undelivered' | 'fail' | 'reject'} Behaviour */
/**
 * @typedef {{ status: string, timestamp: string, errors?: { code: number, title: string }[] }} Status
 * @typedef {{ at: string, status: number | null, error?: string }} Callback
 * @typedef {{
 *   id: string, channel: 'whatsapp' | 'sms', to: string, at: string,
 *   template?: { name: string, language: string, parameters: string[] }, text?: string, sender?: string,
 *   statuses: Status[], callbacks: Callback[],
 * }} SentMessage
 */

/** `sha256=<hex>` of a webhook body. @param {string} secret @param {string} body */
export const hubSignature = (secret, body) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** The Graph API's error shape. @param {number} code @param {string} message @param {string} [type] */
const graphError = (code, message, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: crypto.randomBytes(8).toString('hex') },
});

/**
 * Starts a simulator. Options fall back to the environment (WHATSAPP_*, SMS_API_KEY), then to DEV_DEFAULTS.
 * @param {{
 *   port?: number, host?: string, webhookUrl?: string | null, accessToken?: string, appSecret?: string,
 *   smsApiKey?: string, phoneNumberId?: string, templates?: string[], statusDelayMs?: number,
 *   log?: (line: string) => void,
 * }} [options]
 */
export async function startWhatsAppSimulator(options = {}) {
  const env = process.env;
  const host = options.host ?? '127.0.0.1';
  const config = {
    accessToken: options.accessToken ?? (env.WHATSAPP_ACCESS_TOKEN || DEV_DEFAULTS.accessToken),
    appSecret: options.appSecret ?? (env.WHATSAPP_APP_SECRET || DEV_DEFAULTS.appSecret),
    smsApiKey: options.smsApiKey ?? (env.SMS_API_KEY || DEV_DEFAULTS.smsApiKey),
    phoneNumberId: options.phoneNumberId ?? (env.WHATSAPP_PHONE_NUMBER_ID || DEV_DEFAULTS.phoneNumberId),
    templates: options.templates ?? DEV_DEFAULTS.templates,
    webhookUrl:
      options.webhookUrl === undefined ? env.WHATSAPP_SIMULATOR_WEBHOOK_URL || null : options.webhookUrl,
    statusDelayMs: options.statusDelayMs ?? 200,
  };
  const log = options.log ?? (() => {});
  /** @type {SentMessage[]} */
  let messages = [];
  /** @type {Map<string, Behaviour>} */
  const behaviours = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /** @type {Set<Promise<unknown>>} */
  const inFlight = new Set();

  const bearer = (/** @type {import('express').Request} */ req) =>
    /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? null;

  /** POSTs one status callback of `message` to the webhook URL, signed. @param {SentMessage} message @param {Status} status */
  async function callBack(message, status) {
    message.statuses.push(status);
    if (!config.webhookUrl) return;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'hp-local-waba',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: config.phoneNumberId },
                statuses: [
                  {
                    id: message.id,
                    status: status.status,
                    timestamp: status.timestamp,
                    recipient_id: message.to,
                    ...(status.errors ? { errors: status.errors } : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    /** @type {Callback} */
    const callback = { at: new Date().toISOString(), status: null };
    message.callbacks.push(callback);
    try {
      const response = await fetch(config.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': hubSignature(config.appSecret, body),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      callback.status = response.status;
      log(`status ${status.status} of ${message.id} -> ${response.status}`);
    } catch (error) {
      callback.error = String(error);
      log(`status ${status.status} of ${message.id} not delivered: ${String(error)}`);
    }
  }

  /** The statuses a recipient's behaviour produces, one after another. @param {SentMessage} message @param {Behaviour} behaviour */
  function scheduleStatuses(message, behaviour) {
    /** @type {(string | Status)[]} */
    const steps =
      behaviour === 'undelivered'
        ? ['sent']
        : behaviour === 'fail'
          ? [
              'sent',
              {
                status: 'failed',
                timestamp: '',
                errors: [{ code: 131026, title: 'Message undeliverable' }],
              },
            ]
          : behaviour === 'read'
            ? ['sent', 'delivered', 'read']
            : ['sent', 'delivered'];
    let chain = Promise.resolve();
    steps.forEach((step, index) => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          const status = typeof step === 'string' ? { status: step, timestamp: '' } : { ...step };
          status.timestamp = String(Math.floor(Date.now() / 1000));
          chain = chain.then(() => callBack(message, status));
          const settled = chain.finally(() => inFlight.delete(settled));
          inFlight.add(settled);
        },
        config.statusDelayMs * (index + 1),
      );
      timers.add(timer);
    });
  }

  const app = express().disable('x-powered-by').disable('etag');
  app.use(express.json({ type: () => true, limit: '256kb' }));
  app.get('/healthz', (_req, res) => res.json({ ok: true, service: 'whatsapp-simulator' }));

  // ---- SMS ----------------------------------------------------------------------------------------------------
  app.post('/sms/v1/messages', (req, res) => {
    if (bearer(req) !== config.smsApiKey) return res.status(401).json({ error: 'invalid api key' });
    const { sender, to, text } = req.body ?? {};
    const digits = typeof to === 'string' ? to.replace(/\D/g, '') : '';
    if (!/^\d{10,15}$/.test(digits) || typeof text !== 'string' || !text || typeof sender !== 'string')
      return res.status(400).json({ error: 'sender, to and text are required' });
    /** @type {SentMessage} */
    const message = {
      id: `sms_${crypto.randomBytes(10).toString('hex')}`,
      channel: 'sms',
      to: digits,
      at: new Date().toISOString(),
      text,
      sender,
      statuses: [],
      callbacks: [],
    };
    messages.push(message);
    log(`sms to ${digits}: ${message.id}`);
    return res.status(202).json({ id: message.id, status: 'queued' });
  });

  // ---- the Cloud API ------------------------------------------------------------------------------------------
  app.post('/:version/:phoneNumberId/messages', (req, res) => {
    if (!/^v\d+\.\d+$/.test(String(req.params.version)))
      return res.status(400).json(graphError(2500, `Unknown path components: /${req.params.version}`));
    if (bearer(req) !== config.accessToken)
      return res.status(401).json(graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    if (req.params.phoneNumberId !== config.phoneNumberId)
      return res
        .status(400)
        .json(
          graphError(
            100,
            `Unsupported post request. Object with ID '${req.params.phoneNumberId}' does not exist`,
            'GraphMethodException',
          ),
        );
    const body = req.body ?? {};
    const to = typeof body.to === 'string' ? body.to.replace(/\D/g, '') : '';
    if (body.messaging_product !== 'whatsapp')
      return res.status(400).json(graphError(100, 'The parameter messaging_product is required.'));
    if (!/^\d{8,15}$/.test(to)) return res.status(400).json(graphError(100, 'Invalid parameter: to'));
    if (body.type !== 'template' || !body.template || typeof body.template.name !== 'string')
      return res
        .status(400)
        .json(graphError(100, 'This simulator takes template messages only (type: "template").'));
    const language = body.template.language?.code;
    if (!config.templates.includes(body.template.name) || (language !== 'en' && language !== 'hi'))
      return res
        .status(404)
        .json(graphError(132001, 'Template name does not exist in the translation', 'OAuthException'));
    const parameters = (body.template.components ?? [])
      .filter((/** @type {any} */ component) => component?.type === 'body')
      .flatMap((/** @type {any} */ component) => component.parameters ?? [])
      .map((/** @type {any} */ parameter) => String(parameter?.text ?? ''));
    const behaviour = behaviours.get(to) ?? 'deliver';
    if (behaviour === 'reject')
      return res.status(400).json(graphError(131030, 'Recipient phone number not in allowed list'));
    /** @type {SentMessage} */
    const message = {
      id: `wamid.${Buffer.from(`HP${crypto.randomUUID()}`).toString('base64url')}`,
      channel: 'whatsapp',
      to,
      at: new Date().toISOString(),
      template: { name: body.template.name, language, parameters },
      statuses: [],
      callbacks: [],
    };
    messages.push(message);
    log(`template ${body.template.name} (${language}) to ${to}: ${message.id}`);
    scheduleStatuses(message, behaviour);
    return res.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: to }],
      messages: [{ id: message.id, message_status: 'accepted' }],
    });
  });

  // ---- test controls and inbox --------------------------------------------------------------------------------
  app.get('/__sim/messages', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.replace(/\D/g, '') : null;
    res.json(to ? messages.filter((message) => message.to === to || message.to.endsWith(to)) : messages);
  });
  app.post('/__sim/recipients', (req, res) => {
    const { number, behaviour } = req.body ?? {};
    const digits = typeof number === 'string' ? number.replace(/\D/g, '') : '';
    if (!digits || !['deliver', 'read', 'undelivered', 'fail', 'reject'].includes(behaviour))
      return res
        .status(400)
        .json({ error: 'number and behaviour (deliver, read, undelivered, fail, reject)' });
    behaviours.set(digits, behaviour);
    res.json({ number: digits, behaviour });
  });
  app.post('/__sim/config', (req, res) => {
    const { webhookUrl, statusDelayMs } = req.body ?? {};
    if (webhookUrl !== undefined) config.webhookUrl = webhookUrl;
    if (typeof statusDelayMs === 'number') config.statusDelayMs = statusDelayMs;
    res.json({ webhookUrl: config.webhookUrl, statusDelayMs: config.statusDelayMs });
  });
  app.post('/__sim/reset', (_req, res) => {
    messages = [];
    behaviours.clear();
    res.json({ reset: true });
  });
  app.use((req, res) => res.status(404).json(graphError(2500, `Unknown path: ${req.method} ${req.path}`)));
  app.use(
    /** @param {any} e @param {import('express').Request} _req @param {import('express').Response} res @param {unknown} _next */
    (e, _req, res, _next) => {
      if (e?.type === 'entity.parse.failed') return res.status(400).json(graphError(100, 'Invalid JSON'));
      log(`error: ${e?.stack ?? e}`);
      res.status(500).json(graphError(1, 'Simulator error'));
    },
  );

  const server = http.createServer(app);
  server.listen(options.port ?? Number(env.WHATSAPP_SIMULATOR_PORT || DEV_DEFAULTS.port), host);
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host}:${port}`;
  return {
    url,
    port,
    config,
    /** Every message sent so far (both channels). */
    messages: () => messages,
    /** Stops listening; pending status callbacks are dropped, those under way finish. */
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
