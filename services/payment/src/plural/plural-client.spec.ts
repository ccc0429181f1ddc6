import { createServer, type IncomingMessage, type Server } from 'node:http';
import { PluralClient, PluralError } from './plural-client.js';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A tiny stand-in for Plural's HTTP API (node:http, inside this test only): answers each call with the next of
 * `script` for its path, or 404.
 */
async function fakePlural(script: Record<string, Array<{ status: number; body?: unknown } | 'hang'>>) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      seen.push({ method: request.method ?? '', path, headers: request.headers, body });
      const next = script[path]?.shift();
      if (next === 'hang') return;
      response.writeHead(next?.status ?? 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next?.body ?? { code: 'NOT_FOUND', message: 'Not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const token = (value: string, expiresIn = 3600) => ({
  status: 200,
  body: { access_token: value, token_type: 'Bearer', expires_in: expiresIn },
});
const created = {
  status: 200,
  body: { order_id: 'v1-1', redirect_url: 'https://pay.example/c?token=t', token: 't' },
};
const order = {
  merchant_order_reference: 'HP-1',
  order_amount: { value: 50_000, currency: 'INR' as const },
  pre_auth: false as const,
  allowed_payment_methods: ['CARD', 'UPI'],
  notes: 'n',
  callback_url: 'http://localhost:8080/payment/success',
  failure_callback_url: 'http://localhost:8080/payment/failure',
  purchase_details: {
    customer: {
      email_id: 'a@example.com',
      first_name: 'A',
      last_name: 'B',
      customer_id: 'C1',
      mobile_number: '9876543210',
      billing_address: {
        address1: 'x',
        pincode: '400001',
        city: 'Mumbai',
        state: 'Maharashtra',
        country: 'INDIA',
      },
    },
  },
};

describe('PluralClient', () => {
  let plural: Awaited<ReturnType<typeof fakePlural>> | undefined;
  afterEach(async () => {
    await plural?.close();
    plural = undefined;
  });
  const client = (url: string, now?: () => number) =>
    new PluralClient(
      {
        baseUrl: url,
        clientId: 'id',
        clientSecret: 'secret',
        timeoutMs: 300,
        retries: 2,
        backoffMs: () => 1,
      },
      now,
    );

  it('creates a checkout order with a client-credentials token, Request-ID, Request-Timestamp and Idempotency-Key', async () => {
    plural = await fakePlural({
      '/api/auth/v1/token': [token('tok-1')],
      '/api/checkout/v1/orders': [created],
    });
    await expect(client(plural.url).createCheckoutOrder(order, 'HP-1')).resolves.toEqual({
      order_id: 'v1-1',
      redirect_url: 'https://pay.example/c?token=t',
    });
    const [tokenCall, orderCall] = plural.seen;
    expect(JSON.parse(tokenCall!.body)).toEqual({
      client_id: 'id',
      client_secret: 'secret',
      grant_type: 'client_credentials',
    });
    expect(orderCall!.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'idempotency-key': 'HP-1',
      'request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'request-timestamp': expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.parse(orderCall!.body)).toEqual(order);
  });

  it('keeps the token until shortly before it expires, then fetches a new one', async () => {
    plural = await fakePlural({
      '/api/auth/v1/token': [token('tok-1', 3600), token('tok-2', 3600)],
      '/api/checkout/v1/orders': [created, created, created],
    });
    let now = Date.parse('2030-01-01T00:00:00Z');
    const api = client(plural.url, () => now);
    await api.createCheckoutOrder(order, 'k1');
    now += 58 * 60_000;
    await api.createCheckoutOrder(order, 'k2');
    now += 60_000; // within the last minute of the hour
    await api.createCheckoutOrder(order, 'k3');
    const auth = plural.seen
      .filter((s) => s.path === '/api/checkout/v1/orders')
      .map((s) => s.headers.authorization);
    expect(auth).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2']);
  });

  it('retries 5xx and timeouts with the same Request-ID and Idempotency-Key, then succeeds', async () => {
    plural = await fakePlural({
      '/api/auth/v1/token': [token('tok')],
      '/api/checkout/v1/orders': [
        { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'busy' } },
        'hang',
        created,
      ],
    });
    await expect(client(plural.url).createCheckoutOrder(order, 'HP-1')).resolves.toMatchObject({
      order_id: 'v1-1',
    });
    const tries = plural.seen.filter((s) => s.path === '/api/checkout/v1/orders');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.headers['request-id'])).size).toBe(1);
    expect(new Set(tries.map((t) => t.headers['idempotency-key']))).toEqual(new Set(['HP-1']));
  });

  it("never retries Plural's 4xx answer and carries its message", async () => {
    plural = await fakePlural({
      '/api/auth/v1/token': [token('tok')],
      '/api/checkout/v1/orders': [
        { status: 400, body: { code: 'INVALID_REQUEST', message: 'Invalid mobile number' } },
      ],
    });
    const failure = await client(plural.url)
      .createCheckoutOrder(order, 'HP-1')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PluralError);
    expect(failure).toMatchObject({
      message: 'Invalid mobile number',
      status: 400,
      code: 'INVALID_REQUEST',
      retryable: false,
    });
    expect(plural.seen.filter((s) => s.path === '/api/checkout/v1/orders')).toHaveLength(1);
  });

  it('gives up after the retries when Plural stays down, or cannot be reached at all', async () => {
    plural = await fakePlural({
      '/api/auth/v1/token': [token('tok')],
      '/api/checkout/v1/orders': [{ status: 502 }, { status: 502 }, { status: 502 }, created],
    });
    await expect(client(plural.url).createCheckoutOrder(order, 'k')).rejects.toMatchObject({
      status: 502,
      retryable: true,
    });
    await expect(client('http://127.0.0.1:9').createCheckoutOrder(order, 'k')).rejects.toMatchObject({
      message: 'The payment gateway could not be reached',
    });
  });

  it('fetches a new token once when Plural says the token is no longer valid', async () => {
    plural = await fakePlural({
      '/api/auth/v1/token': [token('old'), token('new')],
      '/api/pay/v1/orders/v1-1': [
        { status: 401, body: { code: 'UNAUTHORIZED', message: 'expired' } },
        { status: 200, body: { data: { order_id: 'v1-1', status: 'PROCESSED' } } },
      ],
    });
    await expect(client(plural.url).getOrder('v1-1')).resolves.toMatchObject({ status: 'PROCESSED' });
  });
});
