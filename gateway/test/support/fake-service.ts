import type { RpcReply, RpcRequest } from '@hp/contracts';
import { connect, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';

export interface ReceivedCall {
  subject: string;
  request: RpcRequest<Record<string, unknown>>;
  headers: MsgHdrs | undefined;
}

/** What a fake handler returns: a reply, a raw Nest packet, `'silence'` to never answer, or a reply sent late. */
export type FakeAnswer =
  RpcReply<unknown> | { rawPacket: unknown } | 'silence' | { afterMs: number; reply: RpcReply<unknown> };

/**
 * A stand-in for a NestJS microservice on NATS, speaking Nest's packet format, for gateway tests that must
 * control the reply (timeouts, broken replies, exact envelopes). The account flows use the real auth service.
 */
export class FakeService {
  readonly calls: ReceivedCall[] = [];

  private constructor(private readonly connection: NatsConnection) {}

  static async start(
    natsUrl: string,
    handlers: Record<string, (call: ReceivedCall) => FakeAnswer>,
    credentials: { user?: string; pass?: string } = {},
  ): Promise<FakeService> {
    const connection = await connect({ servers: natsUrl, name: 'gateway-test-fake-service', ...credentials });
    const service = new FakeService(connection);
    for (const [subject, handler] of Object.entries(handlers)) {
      connection.subscribe(subject, {
        callback: (error, message) => {
          if (error) return;
          const packet = message.json<{ id: string; data: ReceivedCall['request'] }>();
          const received = { subject, request: packet.data, headers: message.headers };
          service.calls.push(received);
          const answer = handler(received);
          if (answer === 'silence') return;
          if ('afterMs' in answer) {
            const late = { id: packet.id, response: answer.reply, isDisposed: true };
            setTimeout(() => message.respond(JSON.stringify(late)), answer.afterMs);
            return;
          }
          const body =
            'rawPacket' in answer ? answer.rawPacket : { id: packet.id, response: answer, isDisposed: true };
          message.respond(JSON.stringify(body));
        },
      });
    }
    await connection.flush();
    return service;
  }

  async stop(): Promise<void> {
    await this.connection.drain();
  }
}
