import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { RpcReply } from '@hp/contracts';
import { context as otelContext, SpanKind } from '@opentelemetry/api';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { catchError, map, of, type Observable } from 'rxjs';
import { ServiceMetrics } from '../metrics/service-metrics.js';
import { contextOfTraceFields, endSpan, startSpan } from '../tracing/tracing.js';
import { rpcFailure } from './rpc-failure.js';

/**
 * Every @MessagePattern answers an RpcReply: the handler's value becomes `{ ok: true, data }`, a thrown
 * DomainError (or anything else, as INTERNAL) becomes `{ ok: false, error }`. Pipes run inside this, so
 * validation failures are covered too. Each answer is timed in `hp_command_duration_seconds` by subject and outcome
 * (`ok` or the error code), a failure also counted in `hp_command_errors_total`. With tracing on, each runs in a server
 * span named by its subject, continuing the caller's trace (the envelope's `meta.traceparent`).
 */
@Injectable()
export class RpcEnvelopeInterceptor implements NestInterceptor {
  constructor(
    @InjectPinoLogger('rpc') private readonly logger: PinoLogger,
    private readonly metrics: ServiceMetrics,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    // The subject of a subscription the service made (one per @OnCommand), so a bounded label.
    const pattern = context.switchToRpc().getContext<{ getSubject?: () => string }>().getSubject?.();
    const subject = pattern ?? 'unknown';
    const timer = this.metrics.commandSeconds.startTimer({ subject });
    const traced = startSpan(
      `process ${subject}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.operation.name': 'process',
          'messaging.destination.name': subject,
        },
      },
      contextOfTraceFields(context.switchToRpc().getData<{ meta?: unknown }>()?.meta),
    );
    // Nest binds the handler to the async context handle() is called in: the span is active while it runs.
    const handled = traced ? otelContext.with(traced.context, () => next.handle()) : next.handle();
    return handled.pipe(
      map((data): RpcReply<unknown> => {
        timer({ outcome: 'ok' });
        if (traced) endSpan(traced.span);
        return { ok: true, data };
      }),
      catchError((error: unknown) => {
        const reply = rpcFailure(error, this.logger, pattern);
        const code = reply.ok ? 'INTERNAL' : reply.error.code;
        timer({ outcome: code });
        this.metrics.commandErrors.inc({ subject, code });
        if (traced) endSpan(traced.span, { errorCode: code, unexpected: code === 'INTERNAL', error });
        return of(reply);
      }),
    );
  }
}
