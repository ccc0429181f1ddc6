import { randomUUID } from 'node:crypto';
import { RpcErrorSchema, type RpcReply, type RpcRequest } from '@hp/contracts';
import { z } from 'zod/mini';

/**
 * The services are NestJS microservices (`@MessagePattern` on the NATS transport), so requests and replies
 * travel in Nest's packet format. The gateway speaks it with the plain NATS client (see NatsRpcClient for why):
 *
 *   request  `{ pattern, data, id }`               - without `id` Nest treats the message as an event
 *   reply    `{ id, response, isDisposed: true }`  - `response` is our RpcReply
 *        or  `{ id, err, isDisposed: true }`       - an exception escaped the service's RpcReply filter
 */
export function encodeNestRequest<T>(subject: string, request: RpcRequest<T>): string {
  return JSON.stringify({ pattern: subject, data: request, id: randomUUID() });
}

const RpcReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: RpcErrorSchema }),
]);

export type DecodedReply =
  | { kind: 'reply'; reply: RpcReply<unknown> }
  /** The service answered, but not with an RpcReply (an escaped exception, no handler, or garbage). */
  | { kind: 'broken'; detail: string };

const utf8 = new TextDecoder();

export function decodeNestReply(payload: Uint8Array): DecodedReply {
  let packet: unknown;
  try {
    packet = JSON.parse(utf8.decode(payload));
  } catch {
    return { kind: 'broken', detail: 'reply is not JSON' };
  }
  if (typeof packet !== 'object' || packet === null)
    return { kind: 'broken', detail: 'reply is not an object' };

  // A service that replies with a bare RpcReply (no Nest envelope) is understood too.
  const candidate = 'ok' in packet ? packet : (packet as { response?: unknown }).response;
  const parsed = RpcReplySchema.safeParse(candidate);
  if (parsed.success) return { kind: 'reply', reply: parsed.data as RpcReply<unknown> };

  const err = (packet as { err?: unknown }).err;
  if (err !== undefined) return { kind: 'broken', detail: `service error: ${JSON.stringify(err)}` };
  return { kind: 'broken', detail: `reply is not an RpcReply: ${parsed.error.message}` };
}
