import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { RpcReply } from '@hp/contracts';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { catchError, map, of, type Observable } from 'rxjs';
import { ServiceMetrics } from '../metrics/service-metrics.js';
import { rpcFailure } from './rpc-failure.js';

/**
 * Every @MessagePattern answers an RpcReply: the handler's value becomes `{ ok: true, data }`, a thrown
 * DomainError (or anything else, as INTERNAL) becomes `{ ok: false, error }`. Pipes run inside this, so
 * validation failures are covered too. Each answer is timed in `hp_command_duration_seconds` by subject and outcome
 * (`ok` or the error code), a failure also counted in `hp_command_errors_total`.
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
    return next.handle().pipe(
      map((data): RpcReply<unknown> => {
        timer({ outcome: 'ok' });
        return { ok: true, data };
      }),
      catchError((error: unknown) => {
        const reply = rpcFailure(error, this.logger, pattern);
        const code = reply.ok ? 'INTERNAL' : reply.error.code;
        timer({ outcome: code });
        this.metrics.commandErrors.inc({ subject, code });
        return of(reply);
      }),
    );
  }
}
