import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { RpcReply } from '@hp/contracts';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { catchError, map, of, type Observable } from 'rxjs';
import { rpcFailure } from './rpc-failure.js';

/**
 * Every @MessagePattern answers an RpcReply: the handler's value becomes `{ ok: true, data }`, a thrown
 * DomainError (or anything else, as INTERNAL) becomes `{ ok: false, error }`. Pipes run inside this, so
 * validation failures are covered too.
 */
@Injectable()
export class RpcEnvelopeInterceptor implements NestInterceptor {
  constructor(@InjectPinoLogger('rpc') private readonly logger: PinoLogger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const pattern = context.switchToRpc().getContext<{ getSubject?: () => string }>().getSubject?.();
    return next.handle().pipe(
      map((data): RpcReply<unknown> => ({ ok: true, data })),
      catchError((error: unknown) => of(rpcFailure(error, this.logger, pattern))),
    );
  }
}
