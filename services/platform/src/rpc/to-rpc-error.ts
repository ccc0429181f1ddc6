import { defaultErrorMessage, type RpcError } from '@hp/contracts';
import { isDatabaseUnavailable } from '../database/database.js';
import { DomainError } from './domain-error.js';

/** What a caller reads while the service's database is down (503, UPSTREAM.UNAVAILABLE). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service's database is unavailable for the moment. Please try again shortly.";

/**
 * Domain errors keep their code, message and fields; the database being unreachable becomes UPSTREAM.UNAVAILABLE
 * (503, logged as unexpected: someone should look); anything else becomes INTERNAL with the generic message
 * (the caller sees the correlation id, the details stay in our log).
 */
export function toRpcError(error: unknown): { error: RpcError; unexpected: boolean } {
  if (error instanceof DomainError) {
    return {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      unexpected: false,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      error: { code: 'UPSTREAM.UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE },
      unexpected: true,
    };
  }
  return { error: { code: 'INTERNAL', message: defaultErrorMessage.INTERNAL }, unexpected: true };
}
