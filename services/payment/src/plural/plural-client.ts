import { randomUUID } from 'node:crypto';

/** Where Plural is and who we are there (the simulator, UAT or production: only configuration differs). */
export interface PluralSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** One call's time limit. */
  timeoutMs: number;
  /** How many more times a 5xx, a timeout or a network failure is tried. */
  retries: number;
  /** Wait before retry n (1-based); doubles from 200 ms unless a test says otherwise. */
  backoffMs?: (attempt: number) => number;
}

/** Plural's order as its API returns it (only the fields we read). */
export interface PluralOrder {
  order_id: string;
  merchant_order_reference?: string;
  status: string;
  order_amount?: { value: number; currency: string };
}

export interface CreatedPluralOrder {
  order_id: string;
  redirect_url: string;
}

/** The checkout order we ask Plural for (POST /api/checkout/v1/orders). */
export interface PluralCheckoutOrderRequest {
  merchant_order_reference: string;
  order_amount: { value: number; currency: 'INR' };
  pre_auth: false;
  allowed_payment_methods: readonly string[];
  notes: string;
  callback_url: string;
  failure_callback_url: string;
  purchase_details: {
    customer: {
      email_id: string;
      first_name: string;
      last_name: string;
      customer_id: string;
      mobile_number: string;
      billing_address: { address1: string; pincode: string; city: string; state: string; country: string };
    };
  };
}

/** A payment link we ask Plural for (POST /api/pay/v1/paymentlink): one amount, paid on Plural's own page. */
export interface PluralPaymentLinkRequest {
  /** Ours, 1-50 of A-Za-z0-9-_ (a consultation's reference, later). */
  merchant_payment_link_reference: string;
  amount: { value: number; currency: 'INR' };
  description: string;
  /** ISO date-time; Plural allows at most 180 days ahead. */
  expire_by: string;
  allowed_payment_methods: readonly string[];
  customer: {
    email_id?: string;
    mobile_number?: string;
    country_code?: string;
    first_name?: string;
    last_name?: string;
  };
  merchant_metadata?: Record<string, string>;
  product_details?: {
    product_code: string;
    product_amount: { value: number; currency: 'INR' };
    product_coupon_discount_amount?: { value: number; currency: 'INR' } | undefined;
  }[];
}

/** Plural's payment link (only the fields we read); `status` is CREATED, PROCESSED, EXPIRED or CANCELLED. */
export interface PluralPaymentLink {
  payment_link_id: string;
  payment_link: string;
  status: string;
  merchant_payment_link_reference?: string;
  amount?: { value: number; currency: string };
  expire_by?: string;
  /** The order a payment on the link made (its webhooks name this order). */
  order_id?: string | null;
}

/**
 * Plural refused or could not be reached. `message` is Plural's own when it sent one. `retryable` is true for 5xx,
 * timeouts and network failures (tried again), false for Plural's 4xx answers (never repeated).
 */
export class PluralError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PluralError';
  }
}

/** Plural answered, but not with what the call returns (not JSON, or without the fields we read); never retried. */
const invalidResponse = (status: number) =>
  new PluralError('Invalid response format from payment gateway', status, undefined, false);

const TOKEN_REFRESH_MARGIN_MS = 60_000;

/**
 * Plural's REST API: a client-credentials token cached until a minute before it expires, then the calls we make
 * (checkout orders and their lookup; payment links, their lookup and cancelling). Each call has a time limit and is
 * retried with back-off on 5xx and network failures only; every attempt carries the same Request-ID and
 * Idempotency-Key, so a retried create makes one order.
 */
export class PluralClient {
  private token: { value: string; refreshAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;

  constructor(
    private readonly settings: PluralSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** POST /api/checkout/v1/orders: the hosted checkout's order and the address to send the visitor to. */
  async createCheckoutOrder(
    order: PluralCheckoutOrderRequest,
    idempotencyKey: string,
  ): Promise<CreatedPluralOrder> {
    const answer = await this.call<Partial<CreatedPluralOrder>>('POST', '/api/checkout/v1/orders', order, {
      idempotencyKey,
    });
    if (!answer.order_id || !answer.redirect_url) {
      throw invalidResponse(200);
    }
    return { order_id: answer.order_id, redirect_url: answer.redirect_url };
  }

  /** GET /api/pay/v1/orders/{order_id}: the order's status, for reconciliation. */
  async getOrder(orderId: string): Promise<PluralOrder> {
    const answer = await this.call<{ data?: PluralOrder }>(
      'GET',
      `/api/pay/v1/orders/${encodeURIComponent(orderId)}`,
    );
    if (!answer.data?.status) throw invalidResponse(200);
    return answer.data;
  }

  /** POST /api/pay/v1/paymentlink: a link to send to a patient (the Idempotency-Key goes with every attempt). */
  async createPaymentLink(
    link: PluralPaymentLinkRequest,
    idempotencyKey: string,
  ): Promise<PluralPaymentLink> {
    return this.paymentLinkAnswer(
      await this.call('POST', '/api/pay/v1/paymentlink', link, { idempotencyKey }),
    );
  }

  /** GET /api/pay/v1/paymentlink/{id}: the link's status, for reconciliation. */
  async getPaymentLink(paymentLinkId: string): Promise<PluralPaymentLink> {
    return this.paymentLinkAnswer(
      await this.call('GET', `/api/pay/v1/paymentlink/${encodeURIComponent(paymentLinkId)}`),
    );
  }

  /** PUT /api/pay/v1/paymentlink/{id}/cancel: only a link not yet paid (status CREATED) can be cancelled. */
  async cancelPaymentLink(paymentLinkId: string): Promise<PluralPaymentLink> {
    return this.paymentLinkAnswer(
      await this.call('PUT', `/api/pay/v1/paymentlink/${encodeURIComponent(paymentLinkId)}/cancel`),
    );
  }

  private paymentLinkAnswer(answer: unknown): PluralPaymentLink {
    const link = answer as Partial<PluralPaymentLink>;
    if (!link.payment_link_id || !link.payment_link || !link.status) throw invalidResponse(200);
    return link as PluralPaymentLink;
  }

  /** One API call with the bearer token; a 401 once fetches a new token and tries again. */
  private async call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    { idempotencyKey }: { idempotencyKey?: string } = {},
  ): Promise<T> {
    const requestId = randomUUID();
    const send = async (token: string) =>
      this.withRetries(() =>
        this.send(method, path, body, {
          Authorization: `Bearer ${token}`,
          'Request-ID': requestId,
          'Request-Timestamp': new Date(this.now()).toISOString(),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        }),
      );
    try {
      return (await send(await this.accessToken())) as T;
    } catch (error) {
      if (!(error instanceof PluralError) || error.status !== 401) throw error;
      this.token = undefined;
      return (await send(await this.accessToken())) as T;
    }
  }

  private accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.refreshAt) return Promise.resolve(this.token.value);
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const answer = (await this.withRetries(() =>
      this.send(
        'POST',
        '/api/auth/v1/token',
        {
          client_id: this.settings.clientId,
          client_secret: this.settings.clientSecret,
          grant_type: 'client_credentials',
        },
        { 'Request-ID': randomUUID(), 'Request-Timestamp': new Date(this.now()).toISOString() },
      ),
    )) as { access_token?: string; expires_in?: number; expires_at?: string };
    if (!answer.access_token)
      throw new PluralError('Invalid token response from payment gateway', 200, undefined, false);
    const expiresAt = answer.expires_at
      ? Date.parse(answer.expires_at)
      : this.now() + (answer.expires_in ?? 300) * 1000;
    this.token = { value: answer.access_token, refreshAt: expiresAt - TOKEN_REFRESH_MARGIN_MS };
    return answer.access_token;
  }

  private async withRetries(attempt: () => Promise<unknown>): Promise<unknown> {
    const backoff = this.settings.backoffMs ?? ((n: number) => 200 * 2 ** (n - 1));
    for (let tries = 0; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof PluralError) || !error.retryable || tries >= this.settings.retries)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, backoff(tries + 1)));
      }
    }
  }

  private async send(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.settings.baseUrl), {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PluralError(
        timedOut ? 'The payment gateway did not answer in time' : 'The payment gateway could not be reached',
        undefined,
        undefined,
        true,
      );
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = undefined;
    }
    if (response.ok) {
      if (json === undefined) throw invalidResponse(response.status);
      return json;
    }
    const { code, message } = (json ?? {}) as { code?: string; message?: string };
    throw new PluralError(
      message ?? `Payment gateway answered ${response.status}`,
      response.status,
      code,
      response.status >= 500,
    );
  }
}
