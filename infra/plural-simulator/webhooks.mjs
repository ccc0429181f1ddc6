// @ts-check
// Webhooks (v2) the way Plural sends them: a JSON body POSTed to the merchant's webhook URL with the headers
// webhook-id, webhook-timestamp and webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> keyed
// with the base64-decoded secret. Every webhook is kept (for the /__sim/ controls: list, replay, late, tamper,
// hold) and a failed delivery is tried again with back-off, like Plural (three attempts within a few seconds).
import crypto from 'node:crypto';

/** Secret bytes: base64, with or without the Standard Webhooks prefix `whsec_`. @param {string} secret */
export const webhookKey = (secret) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/**
 * `v1,<base64>` signature of one webhook.
 * @param {string} secret base64 (optionally `whsec_`-prefixed) @param {string} id
 * @param {number | string} timestamp Unix seconds @param {string} body the exact bytes sent
 */
export const signWebhook = (secret, id, timestamp, body) =>
  `v1,${crypto.createHmac('sha256', webhookKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

/**
 * @typedef {'original' | 'retry' | 'replay' | 'late' | 'tampered' | 'release'} DeliveryKind
 * @typedef {{ at: string, kind: DeliveryKind, status: number | null, error?: string }} Attempt
 * @typedef {{
 *   id: string, eventType: string, orderId: string | null, paymentLinkId: string | null,
 *   timestamp: number, body: string, signature: string,
 *   state: 'held' | 'sending' | 'delivered' | 'failed', attempts: Attempt[], createdAt: string,
 * }} WebhookRecord
 */

/** Sends and remembers webhooks. */
export class WebhookSender {
  /**
   * @param {{ url: string | null, secret: string, retryDelaysMs: number[], timeoutMs: number,
   *   log: (line: string) => void }} o
   */
  constructor(o) {
    this.url = o.url;
    this.secret = o.secret;
    this.retryDelaysMs = o.retryDelaysMs;
    this.timeoutMs = o.timeoutMs;
    this.log = o.log;
    this.held = false;
    /** @type {WebhookRecord[]} */
    this.records = [];
    /** @type {Set<NodeJS.Timeout>} */
    this.timers = new Set();
    /** @type {Set<Promise<unknown>>} */
    this.inFlight = new Set();
  }

  /**
   * Records a new webhook and sends it (unless webhooks are held).
   * @param {string} eventType
   * @param {Record<string, unknown>} data
   * @param {{ orderId?: string | null, paymentLinkId?: string | null }} [refs]
   */
  emit(eventType, data, refs = {}) {
    const id = `msg_${crypto.randomBytes(12).toString('hex')}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ event_type: eventType, data });
    /** @type {WebhookRecord} */
    const record = {
      id,
      eventType,
      orderId: refs.orderId ?? null,
      paymentLinkId: refs.paymentLinkId ?? null,
      timestamp,
      body,
      signature: signWebhook(this.secret, id, timestamp, body),
      state: this.held ? 'held' : 'sending',
      attempts: [],
      createdAt: new Date().toISOString(),
    };
    this.records.push(record);
    if (!this.held) this.#deliverWithRetries(record, 'original');
    return record;
  }

  /** @param {string} id */
  get(id) {
    return this.records.find((r) => r.id === id) ?? null;
  }

  /** Sends a held webhook now (with its original id, timestamp and signature). @param {WebhookRecord} record */
  release(record) {
    record.state = 'sending';
    this.#deliverWithRetries(record, 'release');
  }

  /** The identical request again: same id, timestamp, signature and body (what an attacker or a retry would send). */
  replay(/** @type {WebhookRecord} */ record) {
    return this.#send(record, 'replay', record);
  }

  /**
   * The same webhook late: after delayMs, and/or stamped ageSeconds in the past (correctly signed, so only the
   * timestamp tolerance can reject it).
   * @param {WebhookRecord} record
   * @param {{ delayMs?: number, ageSeconds?: number }} o
   * @returns {Promise<Attempt>}
   */
  late(record, { delayMs = 0, ageSeconds = 0 }) {
    const send = () => {
      const timestamp = Math.floor(Date.now() / 1000) - ageSeconds;
      const signature = signWebhook(this.secret, record.id, timestamp, record.body);
      return this.#send(record, 'late', { timestamp, signature, body: record.body });
    };
    if (delayMs <= 0) return send();
    return new Promise((resolve) => this.#after(delayMs, () => resolve(send())));
  }

  /**
   * A forged copy: the body changed after signing (`body`, the default: the amount doubled / status flipped),
   * or a signature made with another key (`signature`).
   * @param {WebhookRecord} record
   * @param {{ mode?: 'body' | 'signature' }} [o]
   */
  tampered(record, { mode = 'body' } = {}) {
    if (mode === 'signature') {
      const otherKey = crypto.randomBytes(24).toString('base64');
      const signature = signWebhook(otherKey, record.id, record.timestamp, record.body);
      return this.#send(record, 'tampered', { ...record, signature });
    }
    const parsed = JSON.parse(record.body);
    if (parsed.data?.order_amount)
      parsed.data.order_amount.value = Number(parsed.data.order_amount.value) * 2;
    if (parsed.data?.status) parsed.data.status = parsed.data.status === 'PROCESSED' ? 'FAILED' : 'PROCESSED';
    parsed.data = { ...parsed.data, tampered: true };
    return this.#send(record, 'tampered', { ...record, body: JSON.stringify(parsed) });
  }

  /** Forgets everything and cancels pending retries and late sends. */
  reset() {
    this.#cancelTimers();
    this.records = [];
    this.held = false;
  }

  /** Waits for deliveries under way (used by close()). */
  async settle() {
    this.#cancelTimers();
    await Promise.allSettled([...this.inFlight]);
  }

  #cancelTimers() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** @param {WebhookRecord} record @param {DeliveryKind} kind */
  #deliverWithRetries(record, kind) {
    const attempt = async (/** @type {number} */ n) => {
      const result = await this.#send(record, n === 0 ? kind : 'retry', record);
      if (result.status !== null && result.status >= 200 && result.status < 300) {
        record.state = 'delivered';
        return;
      }
      const delay = this.retryDelaysMs[n];
      if (delay === undefined) {
        record.state = 'failed';
        this.log(`webhook ${record.id} (${record.eventType}) not delivered after ${n + 1} attempts`);
        return;
      }
      this.#after(delay, () => void attempt(n + 1));
    };
    void attempt(0);
  }

  /** Runs `fn` after `delayMs` unless reset() or settle() cancels it first. @param {number} delayMs @param {() => void} fn */
  #after(delayMs, fn) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, delayMs);
    this.timers.add(timer);
  }

  /**
   * One POST to the webhook URL.
   * @param {WebhookRecord} record @param {DeliveryKind} kind
   * @param {{ timestamp: number, signature: string, body: string }} wire the record itself, or a late / tampered copy
   * @returns {Promise<Attempt>}
   */
  #send(record, kind, wire) {
    const run = async () => {
      /** @type {Attempt} */
      const entry = { at: new Date().toISOString(), kind, status: null };
      record.attempts.push(entry);
      if (!this.url) {
        entry.error = 'no webhook URL configured';
        return entry;
      }
      try {
        const res = await fetch(this.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'webhook-id': record.id,
            'webhook-timestamp': String(wire.timestamp),
            'webhook-signature': wire.signature,
          },
          body: wire.body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        entry.status = res.status;
        await res.arrayBuffer().catch(() => undefined);
      } catch (e) {
        entry.error = /** @type {Error} */ (e).message;
      }
      return entry;
    };
    const p = run();
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
    return p;
  }
}
