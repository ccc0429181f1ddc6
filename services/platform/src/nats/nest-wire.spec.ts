import { decodeNestReply, encodeNestRequest } from './nest-wire.js';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('Nest NATS wire format', () => {
  it('sends the request as a Nest packet with an id (without one Nest would treat it as an event)', () => {
    const packet = JSON.parse(
      encodeNestRequest('auth.cmd.login.v1', { meta: { correlationId: 'c-1' }, data: { a: 1 } }),
    );
    expect(packet).toEqual({
      pattern: 'auth.cmd.login.v1',
      data: { meta: { correlationId: 'c-1' }, data: { a: 1 } },
      id: expect.any(String),
    });
  });

  it('reads an RpcReply inside a Nest reply packet', () => {
    expect(
      decodeNestReply(bytes({ id: '1', response: { ok: true, data: { x: 1 } }, isDisposed: true })),
    ).toEqual({
      kind: 'reply',
      reply: { ok: true, data: { x: 1 } },
    });
    const failure = { ok: false, error: { code: 'AUTH.EMAIL_TAKEN', message: 'taken' } };
    expect(decodeNestReply(bytes({ id: '1', response: failure, isDisposed: true }))).toEqual({
      kind: 'reply',
      reply: failure,
    });
  });

  it('reads a bare RpcReply', () => {
    expect(decodeNestReply(bytes({ ok: true, data: null }))).toEqual({
      kind: 'reply',
      reply: { ok: true, data: null },
    });
  });

  it('reports escaped exceptions, unknown error codes and garbage as broken', () => {
    expect(decodeNestReply(bytes({ id: '1', err: { message: 'boom' }, isDisposed: true })).kind).toBe(
      'broken',
    );
    expect(
      decodeNestReply(bytes({ response: { ok: false, error: { code: 'NOPE', message: 'x' } } })).kind,
    ).toBe('broken');
    expect(decodeNestReply(new TextEncoder().encode('not json')).kind).toBe('broken');
  });
});
