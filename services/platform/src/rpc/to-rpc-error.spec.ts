import { DomainError } from './domain-error.js';
import { toRpcError } from './to-rpc-error.js';

describe('toRpcError', () => {
  it('keeps the code, message and fields of a domain error', () => {
    const error = new DomainError('VALIDATION.FAILED', 'Some fields are not valid.', { email: 'Bad' });
    expect(toRpcError(error)).toEqual({
      error: { code: 'VALIDATION.FAILED', message: 'Some fields are not valid.', fields: { email: 'Bad' } },
      unexpected: false,
    });
  });

  it('uses the catalogue message when the thrower gave none', () => {
    expect(toRpcError(new DomainError('AUTH.EMAIL_TAKEN')).error).toEqual({
      code: 'AUTH.EMAIL_TAKEN',
      message: 'An account with this email already exists.',
    });
  });

  it('hides unknown errors behind INTERNAL', () => {
    const result = toRpcError(new Error('connection refused to 10.0.0.5'));
    expect(result.unexpected).toBe(true);
    expect(result.error).toEqual({ code: 'INTERNAL', message: 'Something went wrong on the server.' });
  });
});
