import { defaultErrorMessage, type RpcError } from '@hp/contracts';
import { DomainError } from './domain-error.js';

/**
 * Domain errors keep their code, message and fields; anything else becomes INTERNAL with the generic message
 * (the caller sees the correlation id, the details stay in our log).
 */
export function toRpcError(error: unknown): { error: RpcError; unexpected: boolean } {
  if (error instanceof DomainError) {
    return {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      unexpected: false,
    };
  }
  return { error: { code: 'INTERNAL', message: defaultErrorMessage.INTERNAL }, unexpected: true };
}
