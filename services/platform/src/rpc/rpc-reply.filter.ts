import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { of, type Observable } from 'rxjs';
import { ServiceMetrics } from '../metrics/service-metrics.js';
import { rpcFailure } from './rpc-failure.js';

/** Safety net for failures outside the interceptor (guards, other interceptors): still an RpcReply. */
@Catch()
export class RpcReplyFilter implements ExceptionFilter {
  constructor(
    @InjectPinoLogger('rpc') private readonly logger: PinoLogger,
    private readonly metrics: ServiceMetrics,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<unknown> {
    const pattern = host.switchToRpc().getContext<{ getSubject?: () => string }>().getSubject?.();
    const reply = rpcFailure(exception, this.logger, pattern);
    if (!reply.ok) this.metrics.commandErrors.inc({ subject: pattern ?? 'unknown', code: reply.error.code });
    return of(reply);
  }
}
