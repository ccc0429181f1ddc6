// The OpenTelemetry trace SDK, loaded only when tracing is configured (see startTracing): in the bundle it is a chunk
// of its own, which a service without an OTLP endpoint never reads.
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  defaultResource,
  detectResources,
  envDetector,
  hostDetector,
  resourceFromAttributes,
  serviceInstanceIdDetector,
} from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  SamplingDecision,
  TracerProvider,
  type Sampler,
} from '@opentelemetry/sdk-trace';
import type { Env } from '../config/service-config.js';

/**
 * Every trace that starts here is kept, except one Prisma would start itself: a query outside any traced work (the
 * outbox relay's poll every second, readiness pings, the metrics' backlog count) would be a trace of its own each time.
 */
const noOrphanQueries: Sampler = {
  shouldSample: (_context, _traceId, name) => ({
    decision: name.startsWith('prisma:') ? SamplingDecision.NOT_RECORD : SamplingDecision.RECORD_AND_SAMPLED,
  }),
  toString: () => 'NoOrphanQueries',
};

export async function startSdk(options: { service: string; url: string; prisma: boolean; env: Env }) {
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector, hostDetector, serviceInstanceIdDetector] }))
    .merge(
      resourceFromAttributes({
        'service.name': options.service,
        'service.namespace': 'healthcare-platform',
        'deployment.environment.name': options.env.NODE_ENV ?? 'development',
      }),
    );
  // Batched: spans leave in the background (every 5 s, or 512 at a time), never on a request's path.
  const provider = new TracerProvider({
    resource,
    sampler: new ParentBasedSampler({ root: noOrphanQueries }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: options.url }) })],
  });
  const contextManager = new AsyncLocalStorageContextManager();
  context.setGlobalContextManager(contextManager.enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  // Prisma's client asks a global helper for spans (no require hook: it works in the bundle too).
  const prisma = options.prisma
    ? new (await import('@prisma/instrumentation')).PrismaInstrumentation({ enabled: false })
    : undefined;
  prisma?.setTracerProvider(provider);
  prisma?.enable();
  // Outgoing fetch calls (the Pine Labs Plural API) as client spans, from Node's diagnostics channels for undici:
  // no require hook either. Node's http module (the minio client's S3 calls) and ioredis are not traced: their
  // instrumentations patch the modules at require time, which a bundle's inlined copies never go through.
  // Enabled as it is made (its requests check the config's `enabled`, so it cannot be made disabled and enabled later).
  // Only inside traced work, as for Prisma: a call outside any (a background job's) starts no trace of its own and
  // sends no traceparent.
  const undici = new (await import('@opentelemetry/instrumentation-undici')).UndiciInstrumentation({
    requireParentforSpans: true,
  });
  undici.setTracerProvider(provider);

  return {
    forceFlush: () => provider.forceFlush(),
    async shutdown() {
      prisma?.disable();
      undici.disable();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
