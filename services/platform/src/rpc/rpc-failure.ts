import type { RpcReply } from '@hp/contracts';
import type { PinoLogger } from 'nestjs-pino';
import { toRpcError } from './to-rpc-error.js';

/** The reply for a failed message; unexpected errors are logged (with the correlation id of the context). */
export function rpcFailure(error: unknown, logger: PinoLogger, pattern: unknown): RpcReply<never> {
  const { error: rpcError, unexpected } = toRpcError(error);
  if (unexpected) {
    logger.error({ err: error, pattern }, 'Unexpected error while handling a message');
  } else {
    logger.info({ code: rpcError.code, pattern }, 'Request refused');
  }
  return { ok: false, error: rpcError };
}
