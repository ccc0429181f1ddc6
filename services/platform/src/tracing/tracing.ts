import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type SpanOptions,
} from '@opentelemetry/api';
import type { Env } from '../config/service-config.js';

export interface TracingOptions {
  /** `service.name` of the process's spans: `gateway`, `payment`, ... */
  service: string;
  /** Where the OTEL_* variables are read (process.env unless a test gives its own). */
  env?: Env;
  /** Also Prisma's spans (its operations and SQL queries), for a process with a database. */
  prisma?: boolean;
}

/**
 * The OTLP/HTTP traces URL the environment configures, or undefined (tracing off): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
 * as it is, else OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`, as the OpenTelemetry SDKs read them; OTEL_SDK_DISABLED=true
 * turns it off.
 */
export function tracesEndpointOf(env: Env): string | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

interface RunningSdk {
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

let sdk: RunningSdk | undefined;

/**
 * Starts the trace SDK when the environment names an OTLP endpoint; otherwise does nothing, and the SDK's modules are
 * never loaded (an idle service stays as small as without tracing: only @opentelemetry/api, whose calls are no-ops).
 * Call before the process handles anything. Returns whether tracing is on.
 */
export async function startTracing(options: TracingOptions): Promise<boolean> {
  if (sdk) return true;
  const url = tracesEndpointOf(options.env ?? process.env);
  if (!url) return false;
  const { startSdk } = await import('./sdk.js');
  sdk = await startSdk({
    service: options.service,
    url,
    prisma: options.prisma ?? false,
    env: options.env ?? process.env,
  });
  return true;
}

export const tracingEnabled = (): boolean => sdk !== undefined;

/** Exports the spans still buffered (the platform's shutdown paths call it); never throws. */
export async function flushTracing(): Promise<void> {
  await sdk?.forceFlush().catch(() => undefined);
}

/** Flushes and stops the SDK, unregistering it (tests). */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown().catch(() => undefined);
}

const tracer = () => trace.getTracer('@hp/service-platform');

/** A started span and the context that has it active. */
export interface StartedSpan {
  span: Span;
  context: Context;
}

/** Starts a span under `parent` (the active context by default) when tracing is on; undefined when it is off. */
export function startSpan(
  name: string,
  options: SpanOptions,
  parent: Context = context.active(),
): StartedSpan | undefined {
  if (!sdk) return undefined;
  const span = tracer().startSpan(name, options, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/**
 * Ends a span with the outcome of its work: `errorCode` (a code of the contracts' catalogue) as `error.type`, and the
 * span's status ERROR when the failure is ours (`unexpected`), not an expected refusal such as a validation error.
 */
export function endSpan(
  span: Span,
  failure?: { errorCode: string; unexpected: boolean; error?: unknown },
): void {
  if (failure) {
    span.setAttribute('error.type', failure.errorCode);
    if (failure.unexpected) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: failure.errorCode });
      if (failure.error instanceof Error) span.recordException(failure.error);
    }
  }
  span.end();
}

/** The W3C trace context a message carries beside its payload (an RPC envelope's meta, an event envelope). */
export interface TraceFields {
  traceparent?: string;
  tracestate?: string;
}

/** `traceparent` (and `tracestate`) of the given context's span; `{}` when tracing is off or no span is active. */
export function traceFieldsOf(from: Context = context.active()): TraceFields {
  const fields: TraceFields = {};
  if (sdk) propagation.inject(from, fields);
  return fields;
}

/** The context of a remote parent named by a message's trace fields (`{}`, junk or nothing: no parent). */
export function contextOfTraceFields(carrier: unknown): Context {
  if (!sdk || typeof carrier !== 'object' || carrier === null) return ROOT_CONTEXT;
  const { traceparent, tracestate } = carrier as Record<string, unknown>;
  if (typeof traceparent !== 'string') return ROOT_CONTEXT;
  return propagation.extract(
    ROOT_CONTEXT,
    typeof tracestate === 'string' ? { traceparent, tracestate } : { traceparent },
  );
}

/**
 * For pino's `mixin`: the active span's ids on every log line written inside it (nothing when tracing is off). A new
 * object each time: pino merges the line's own fields into it.
 */
export function traceLogFields(): object {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
