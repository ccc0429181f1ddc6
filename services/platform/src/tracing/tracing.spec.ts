import { Writable } from 'node:stream';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { pino } from 'pino';
import { startOtlpReceiver, type TestOtlpReceiver } from '../testing/otlp-receiver.js';
import {
  contextOfTraceFields,
  endSpan,
  flushTracing,
  startSpan,
  startTracing,
  stopTracing,
  traceFieldsOf,
  tracesEndpointOf,
  tracingEnabled,
  traceLogFields,
} from './tracing.js';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('tracing configuration', () => {
  it('reads the OTLP traces URL the way the OpenTelemetry SDKs do', () => {
    expect(tracesEndpointOf({})).toBeUndefined();
    expect(tracesEndpointOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe(
      'http://collector:4318/v1/traces',
    );
    expect(
      tracesEndpointOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:4318/custom',
      }),
    ).toBe('http://traces:4318/custom');
    expect(
      tracesEndpointOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBeUndefined();
  });

  it('does nothing without an endpoint: no span, no trace fields, no parent', async () => {
    expect(await startTracing({ service: 'test', env: {} })).toBe(false);
    expect(tracingEnabled()).toBe(false);
    expect(startSpan('nothing', {})).toBeUndefined();
    expect(traceFieldsOf()).toEqual({});
    const parent = contextOfTraceFields({ traceparent: `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01` });
    expect(trace.getSpanContext(parent)).toBeUndefined();
    expect(traceLogFields()).toEqual({});
  });

  it("lets pino write a line's own fields with no span active (pino merges them into what the mixin returns)", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ mixin: traceLogFields }, sink);
    logger.error({ context: 'Bootstrap' }, 'first');
    logger.error({ context: 'Bootstrap' }, 'second');
    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([
      expect.objectContaining({ context: 'Bootstrap', msg: 'first' }),
      expect.objectContaining({ context: 'Bootstrap', msg: 'second' }),
    ]);
  });
});

describe('trace context over a message envelope', () => {
  let receiver: TestOtlpReceiver;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    expect(
      await startTracing({ service: 'propagation-test', env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } }),
    ).toBe(true);
  });
  afterAll(async () => {
    await stopTracing();
    await receiver?.stop();
  });

  it("puts the sender's span into meta.traceparent and continues it on the receiving side", async () => {
    const sender = startSpan('send test.cmd.v1', { kind: SpanKind.CLIENT })!;
    const meta = { correlationId: 'c-1', ...traceFieldsOf(sender.context) };
    const [, traceId, spanId] = TRACEPARENT.exec(meta.traceparent ?? '') ?? [];
    expect(traceId).toBe(sender.span.spanContext().traceId);
    expect(spanId).toBe(sender.span.spanContext().spanId);

    // What the service does with the envelope it received (JSON on the wire).
    const parent = contextOfTraceFields(JSON.parse(JSON.stringify(meta)));
    expect(trace.getSpanContext(parent)).toMatchObject({ traceId, spanId, isRemote: true });
    const handler = startSpan('process test.cmd.v1', { kind: SpanKind.SERVER }, parent)!;
    // Log lines inside the handler's span name it.
    context.with(handler.context, () =>
      expect(traceLogFields()).toEqual({ trace_id: traceId, span_id: handler.span.spanContext().spanId }),
    );
    endSpan(handler.span, { errorCode: 'INTERNAL', unexpected: true });
    endSpan(sender.span);
    await flushTracing();

    const spans = await receiver.until((all) => (all.length >= 2 ? all : undefined));
    const server = spans.find((span) => span.name === 'process test.cmd.v1');
    expect(server).toMatchObject({
      service: 'propagation-test',
      traceId,
      parentSpanId: spanId,
      kind: 2,
      statusCode: 2,
    });
    expect(server?.attributes['error.type']).toBe('INTERNAL');
    expect(spans.find((span) => span.name === 'send test.cmd.v1')).toMatchObject({
      traceId,
      parentSpanId: '',
      kind: 3,
    });
  });

  it('carries tracestate beside traceparent', () => {
    const remote = contextOfTraceFields({
      traceparent: `00-${'1'.repeat(32)}-${'2'.repeat(16)}-01`,
      tracestate: 'vendor=value',
    });
    expect(traceFieldsOf(remote)).toEqual({
      traceparent: `00-${'1'.repeat(32)}-${'2'.repeat(16)}-01`,
      tracestate: 'vendor=value',
    });
  });

  it('starts a new trace when the envelope has no trace context, or a malformed one (old senders still work)', () => {
    for (const meta of [undefined, {}, { traceparent: 42 }, { traceparent: 'not-a-traceparent' }]) {
      const parent = contextOfTraceFields(meta);
      expect(trace.getSpanContext(parent)).toBeUndefined();
      const root = startSpan('process test.cmd.v1', { kind: SpanKind.SERVER }, parent)!;
      expect(root.span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
      root.span.end();
    }
  });
});
