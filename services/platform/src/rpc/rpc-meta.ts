import type { RpcRequest } from '@hp/contracts';

/** Who is calling and the correlation id, as the gateway sent them. */
export type RpcMeta = RpcRequest<unknown>['meta'];

/** Reads the correlation id of a raw message without trusting its shape. */
export function correlationIdOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const meta = (payload as { meta?: unknown }).meta;
  if (typeof meta !== 'object' || meta === null) return undefined;
  const id = (meta as { correlationId?: unknown }).correlationId;
  return typeof id === 'string' ? id : undefined;
}
