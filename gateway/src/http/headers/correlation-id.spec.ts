import type { IncomingMessage } from 'node:http';
import { correlationIdFor } from './correlation-id.js';

const requestWith = (headers: IncomingMessage['headers']) => ({ headers }) as IncomingMessage;

describe('correlationIdFor', () => {
  it('keeps a sane id from the caller', () => {
    expect(correlationIdFor(requestWith({ 'x-correlation-id': 'abc-123' }))).toBe('abc-123');
  });

  it('creates a UUID when none is sent', () => {
    expect(correlationIdFor(requestWith({}))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces ids that could pollute logs', () => {
    const id = correlationIdFor(requestWith({ 'x-correlation-id': 'x\n{"level":60}' }));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(correlationIdFor(requestWith({ 'x-correlation-id': 'a'.repeat(129) }))).not.toBe('a'.repeat(129));
  });
});
