import { randomBytes } from 'node:crypto';
import { paymentCommands, paymentRoutes } from '@hp/contracts';
import { startTracing, stopTracing } from '@hp/service-platform/http';
import {
  PLURAL_TEST_CREDENTIALS,
  startOtlpReceiver,
  startPluralSimulator,
  startServiceProcess,
  startTestNats,
  type ReceivedSpan,
  type TestNats,
  type TestOtlpReceiver,
  type TestPluralSimulator,
} from '@hp/service-platform/testing';
import { gatewayNatsEnv, startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { post, uniqueClientIp } from './support/http.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import type { RunningService } from './support/service-process.js';

const SERVER = 2;
const CLIENT = 3;

/**
 * One checkout traced end to end: nginx's traceparent -> the gateway's server span -> its NATS client span -> the
 * payment service's server span (another process, the production bundle) -> Prisma's query spans and its call to
 * Plural, all exported over OTLP/HTTP to a local receiver, in one trace.
 */
describe('traces through the gateway into a service (OTLP)', () => {
  let receiver: TestOtlpReceiver;
  let nats: TestNats;
  let mailbox: Mailbox;
  let plural: TestPluralSimulator;
  let payment: RunningService;
  let gateway: RunningGateway;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // The gateway runs in this process: its tracing is started here, as its main.ts does.
    expect(
      await startTracing({ service: 'gateway', env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } }),
    ).toBe(true);
    nats = await startTestNats({ services: ['payment'] });
    mailbox = await startMailbox();
    plural = await startPluralSimulator();
    payment = await startServiceProcess('payment', {
      natsUrl: nats.url,
      nats: nats.as('payment'),
      smtpPort: mailbox.smtpPort,
      env: {
        PLURAL_BASE_URL: plural.url,
        ...PLURAL_TEST_CREDENTIALS,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      },
    });
    gateway = await startGateway(gatewayNatsEnv(nats));
    await untilReady(gateway);
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await payment?.stop();
    await plural?.stop();
    await mailbox?.stop();
    await nats?.stop();
    await stopTracing();
    await receiver?.stop();
  });

  it('makes one trace of a checkout: gateway server span -> client span -> payment server span -> Prisma queries and the Plural call', async () => {
    // As nginx sends it: the trace id is its $request_id, the parent its own hop.
    const traceId = randomBytes(16).toString('hex');
    const edgeSpanId = randomBytes(8).toString('hex');
    const answer = await post(
      gateway.url,
      paymentRoutes.paymentCheckout.path,
      {
        service: 'dental-checkup',
        purchase_details: {
          customer: {
            email_id: 'trace@example.com',
            first_name: 'Tra',
            last_name: 'Ce',
            mobile_number: '9876543210',
          },
        },
      },
      {
        ip: uniqueClientIp(),
        headers: { traceparent: `00-${traceId}-${edgeSpanId}-01`, 'idempotency-key': `trace-${traceId}` },
      },
    );
    expect(answer.status).toBe(200);

    const subject = paymentCommands.checkout.subject;
    // Both processes export in batches, every 5 s.
    const expected = [
      `POST ${paymentRoutes.paymentCheckout.path}`,
      `send ${subject}`,
      `process ${subject}`,
      'prisma:client:db_query',
      'POST',
    ];
    const trace = await receiver.until((spans) => {
      const ofTrace = spans.filter((span) => span.traceId === traceId);
      return expected.every((name) => ofTrace.some((span) => span.name === name)) ? ofTrace : undefined;
    }, 30_000);

    const one = (name: string, service: string): ReceivedSpan => {
      const found = trace.filter((span) => span.name === name && span.service === service);
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    const server = one(`POST ${paymentRoutes.paymentCheckout.path}`, 'gateway');
    expect(server).toMatchObject({ kind: SERVER, parentSpanId: edgeSpanId, statusCode: 0 });
    expect(server.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': paymentRoutes.paymentCheckout.path,
      'http.response.status_code': 200,
    });
    const client = one(`send ${subject}`, 'gateway');
    expect(client).toMatchObject({ kind: CLIENT, parentSpanId: server.spanId });
    const handler = one(`process ${subject}`, 'payment');
    expect(handler).toMatchObject({ kind: SERVER, parentSpanId: client.spanId });

    // Prisma's spans hang below the handler's span; its SQL queries name their statement.
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const ancestorsOf = (span: ReceivedSpan): string[] => {
      const parent = byId.get(span.parentSpanId);
      return parent ? [parent.spanId, ...ancestorsOf(parent)] : [];
    };
    const queries = trace.filter((span) => span.name === 'prisma:client:db_query');
    for (const query of queries) {
      expect(query.service).toBe('payment');
      expect(ancestorsOf(query)).toContain(handler.spanId);
      expect(query.attributes['db.query.text']).toEqual(expect.any(String));
    }
    expect(queries.some((query) => /INSERT INTO/i.test(String(query.attributes['db.query.text'])))).toBe(
      true,
    );

    // The calls to Pine Labs Plural (its simulator here), its token and then the order, are client spans of the
    // payment service under the handler.
    const pluralCalls = trace.filter(
      (span) =>
        span.service === 'payment' &&
        (span.attributes['url.full'] as string | undefined)?.startsWith(plural.url),
    );
    expect(pluralCalls.map((span) => span.attributes['url.path']).sort()).toEqual([
      '/api/auth/v1/token',
      '/api/checkout/v1/orders',
    ]);
    for (const call of pluralCalls) {
      expect(call).toMatchObject({ kind: CLIENT, name: 'POST' });
      expect(call.attributes).toMatchObject({
        'http.request.method': 'POST',
        'http.response.status_code': 200,
      });
      expect(ancestorsOf(call)).toContain(handler.spanId);
    }

    // Nothing of this request went to another trace, and the service's background queries (the outbox relay polls
    // every second) make no traces of their own.
    expect(
      receiver.spans().filter((span) => span.traceId !== traceId && span.name.includes(subject)),
    ).toEqual([]);
    expect(receiver.spans().filter((span) => span.name.startsWith('prisma:') && !span.parentSpanId)).toEqual(
      [],
    );
    printTree(trace);
  });
});

/** The span tree, for the test's log (TRACE_TREE=1). */
function printTree(spans: ReceivedSpan[]): void {
  if (!process.env.TRACE_TREE) return;
  const ids = new Set(spans.map((span) => span.spanId));
  const lines: string[] = [];
  const walk = (span: ReceivedSpan, depth: number) => {
    lines.push(
      `${'  '.repeat(depth)}${span.name} [${span.service}] ${span.spanId} <- ${span.parentSpanId || 'root'}`,
    );
    for (const child of spans.filter((other) => other.parentSpanId === span.spanId)) walk(child, depth + 1);
  };
  for (const root of spans.filter((span) => !ids.has(span.parentSpanId))) walk(root, 0);
  console.log(lines.join('\n'));
}
