import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { CORRELATION_HEADER } from '@hp/contracts';

/** What a caller may send as a correlation id; anything else is replaced so logs stay clean. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `x-correlation-id` when it looks sane, otherwise a new UUID.
 * The result is `request.id`, which the request log and the error filter report and NATS requests carry.
 */
export function correlationIdFor(request: IncomingMessage): string {
  const supplied = request.headers[CORRELATION_HEADER];
  const value = Array.isArray(supplied) ? supplied[0] : supplied;
  return value && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}
