import { CORRELATION_HEADER, defineCommand } from '@hp/contracts';
import { connect, type NatsConnection, type Msg } from '@nats-io/transport-node';
import { z } from 'zod/mini';
import { NatsRpcClient, RpcCallError } from '../src/nats/rpc-client.js';
import { eventually } from '../src/testing/eventually.js';
import { startTestNats, type TestNats } from '../src/testing/nats-server.js';

const echo = defineCommand({
  subject: 'echo.cmd.say.v1',
  request: z.object({ text: z.string() }),
  reply: z.object({ said: z.string() }),
});
const meta = { correlationId: 'c-rpc-1' };
const nestReply = (response: unknown) => JSON.stringify({ id: '1', response, isDisposed: true });

/** The services' NATS client as the gateway uses it, against a real nats-server and a hand-made responder. */
describe('NatsRpcClient', () => {
  let nats: TestNats;
  let responder: NatsConnection;
  let client: NatsRpcClient;
  let answer: (message: Msg) => void;

  beforeAll(async () => {
    nats = await startTestNats();
    responder = await connect({ servers: nats.url });
    responder.subscribe(echo.subject, { callback: (_error, message) => answer(message) });
    client = new NatsRpcClient({ nats: nats.as('gateway'), name: 'test-client', timeoutMs: 500 });
    client.start();
    await eventually(async () => expect(await client.isReachable(500)).toBe(true));
  });

  afterAll(async () => {
    await client?.close();
    await responder?.close();
    await nats?.stop();
  });

  it("sends Nest's packet with the correlation id and returns the reply's data, checked by its schema", async () => {
    let received: unknown;
    answer = (message) => {
      received = { header: message.headers?.get(CORRELATION_HEADER), packet: message.json() };
      message.respond(nestReply({ ok: true, data: { said: 'hello' } }));
    };
    await expect(client.request(echo, { text: 'hello' }, meta)).resolves.toEqual({ said: 'hello' });
    expect(received).toMatchObject({
      header: 'c-rpc-1',
      packet: { pattern: echo.subject, data: { meta, data: { text: 'hello' } } },
    });
  });

  it("throws the service's error, and INTERNAL for a reply that breaks the contract", async () => {
    answer = (message) =>
      message.respond(nestReply({ ok: false, error: { code: 'NOT_FOUND', message: 'No such echo.' } }));
    await expect(client.request(echo, { text: 'x' }, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No such echo.',
    });

    answer = (message) => message.respond(nestReply({ ok: true, data: { said: 42 } }));
    await expect(client.request(echo, { text: 'x' }, meta)).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('tells nobody listening (UPSTREAM.UNAVAILABLE, at once) from nobody answering in time (UPSTREAM.TIMEOUT)', async () => {
    const started = Date.now();
    const unknown = { ...echo, subject: 'echo.cmd.nobody.v1' };
    const noResponders = await client.request(unknown, { text: 'x' }, meta).catch((error: unknown) => error);
    expect(noResponders).toBeInstanceOf(RpcCallError);
    expect(noResponders).toMatchObject({ code: 'UPSTREAM.UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(400);

    answer = () => undefined;
    await expect(client.request(echo, { text: 'x' }, meta, 200)).rejects.toMatchObject({
      code: 'UPSTREAM.TIMEOUT',
    });
  });

  it('fails at once with UPSTREAM.UNAVAILABLE once closed', async () => {
    const closed = new NatsRpcClient({ nats: nats.as('gateway'), name: 'closed', timeoutMs: 500 });
    await closed.close();
    await expect(closed.request(echo, { text: 'x' }, meta)).rejects.toMatchObject({
      code: 'UPSTREAM.UNAVAILABLE',
    });
    expect(await closed.isReachable(100)).toBe(false);
  });
});
