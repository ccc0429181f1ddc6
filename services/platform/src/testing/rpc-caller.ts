import { randomUUID } from 'node:crypto';
import type { Actor, RpcReply } from '@hp/contracts';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions, type NatsSettings } from '../nats/connection-options.js';
import { decodeNestReply, encodeNestRequest } from '../nats/nest-wire.js';

export interface RpcCaller {
  nats: NatsConnection;
  /** A request exactly as the gateway sends it (Nest's packet over NATS); answers the RpcReply. */
  call<T = unknown>(subject: string, data: unknown, actor?: Actor): Promise<RpcReply<T>>;
  /** Like `call`, for replies expected to succeed. */
  ok<T = unknown>(subject: string, data: unknown, actor?: Actor): Promise<T>;
  close(): Promise<void>;
}

/** Sends commands the way the gateway does (connect it with the gateway's NATS user). */
export async function connectRpcCaller(settings: NatsSettings): Promise<RpcCaller> {
  const nats = await connect(natsConnectionOptions(settings, 'test-caller'));
  const call = async <T>(subject: string, data: unknown, actor?: Actor): Promise<RpcReply<T>> => {
    const request = { meta: { correlationId: `test-${randomUUID()}`, ...(actor ? { actor } : {}) }, data };
    const message = await nats.request(subject, encodeNestRequest(subject, request), { timeout: 10_000 });
    const decoded = decodeNestReply(message.data);
    if (decoded.kind === 'broken') throw new Error(`${subject}: ${decoded.detail}`);
    return decoded.reply as RpcReply<T>;
  };
  return {
    nats,
    call,
    async ok<T>(subject: string, data: unknown, actor?: Actor): Promise<T> {
      const reply = await call<T>(subject, data, actor);
      if (!reply.ok) throw new Error(`${subject} failed: ${JSON.stringify(reply.error)}`);
      return reply.data;
    },
    close: () => nats.close(),
  };
}
