import { LoginCommandSchema } from '@hp/contracts';
import { DomainError } from './domain-error.js';
import { RpcRequestPipe } from './rpc-request.pipe.js';

describe('RpcRequestPipe', () => {
  const pipe = new RpcRequestPipe(LoginCommandSchema);
  const meta = { correlationId: 'c-1' };

  it('returns the parsed data (normalised by the contract) with the meta', () => {
    const request = pipe.transform({ meta, data: { email: ' A@B.CO ', password: 'x', role: '300' } });
    expect(request).toEqual({ meta, data: { email: 'a@b.co', password: 'x', role: '300' } });
  });

  it('answers VALIDATION.FAILED with one message per field', () => {
    try {
      pipe.transform({ meta, data: { email: 'nope', role: '300' } });
      throw new Error('expected a DomainError');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('VALIDATION.FAILED');
      expect((error as DomainError).fields).toEqual({
        email: 'Please enter a valid email address',
        password: 'Password is required',
      });
    }
  });

  it('rejects an envelope without a correlation id or with a malformed actor', () => {
    expect(() => pipe.transform({ data: {} })).toThrow(DomainError);
    expect(() =>
      pipe.transform({ meta: { correlationId: 'c', actor: { id: 'u', role: '999' } }, data: {} }),
    ).toThrow('The request envelope is not valid.');
  });
});
