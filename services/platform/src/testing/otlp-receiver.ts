import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eventually } from './eventually.js';

/** One exported span as a test reads it: ids in hex, the exporting process's `service.name`. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
}

export interface TestOtlpReceiver {
  /** Give it as OTEL_EXPORTER_OTLP_ENDPOINT: the exporters post to `<url>/v1/traces`. */
  url: string;
  spans(): ReceivedSpan[];
  /** Waits until `found` returns something for the spans received so far. */
  until<T>(found: (spans: ReceivedSpan[]) => T | undefined, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

interface OtlpAnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpAnyValue[] };
}
interface OtlpKeyValue {
  key: string;
  value?: OtlpAnyValue;
}
interface OtlpJsonExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpKeyValue[] };
    scopeSpans?: Array<{
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        attributes?: OtlpKeyValue[];
        status?: { code?: number };
      }>;
    }>;
  }>;
}

const valueOf = (value: OtlpAnyValue | undefined): unknown =>
  value?.arrayValue
    ? (value.arrayValue.values ?? []).map(valueOf)
    : (value?.stringValue ?? value?.intValue ?? value?.doubleValue ?? value?.boolValue);

const attributesOf = (list: OtlpKeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/**
 * A local OTLP/HTTP trace receiver (a collector's stand-in) on a free port of 127.0.0.1: keeps every span posted to
 * `/v1/traces` in OTLP's JSON encoding (what @opentelemetry/exporter-trace-otlp-http sends; ids are hex strings),
 * gzip or not. Anything else (protobuf) is answered 415 and fails `until`.
 */
export async function startOtlpReceiver(): Promise<TestOtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const problems: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const type = request.headers['content-type'] ?? '';
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !type.startsWith('application/json')) {
        problems.push(`${request.method} ${request.url} (${type})`);
        response.writeHead(415).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      const exported = JSON.parse(body.toString('utf8')) as OtlpJsonExport;
      for (const resourceSpans of exported.resourceSpans ?? []) {
        const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            received.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind ?? 0,
              attributes: attributesOf(span.attributes),
              statusCode: span.status?.code ?? 0,
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the OTLP receiver did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    spans: () => [...received],
    until: <T>(found: (spans: ReceivedSpan[]) => T | undefined, timeoutMs = 20_000) =>
      eventually(() => {
        if (problems.length) throw new Error(`the OTLP receiver refused: ${problems.join('; ')}`);
        const result = found([...received]);
        if (result === undefined) throw new Error(`not yet (${received.length} spans received)`);
        return Promise.resolve(result);
      }, timeoutMs),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
