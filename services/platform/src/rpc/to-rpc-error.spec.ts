import { httpStatusByErrorCode } from '@hp/contracts';
import { DomainError } from './domain-error.js';
import { isDatabaseUnavailable } from '../database/database.js';
import { DATABASE_UNAVAILABLE_MESSAGE, toRpcError } from './to-rpc-error.js';

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

  describe('with the database unreachable', () => {
    const unavailable = { code: 'UPSTREAM.UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE };
    const prismaError = (name: string, code?: string, message = 'x') =>
      Object.assign(new Error(message), { name, ...(code ? { code } : {}) });

    it.each([
      ['Prisma P1001 (not reachable)', prismaError('PrismaClientKnownRequestError', 'P1001')],
      ['Prisma P1017 (connection closed)', prismaError('PrismaClientKnownRequestError', 'P1017')],
      ['Prisma initialisation', prismaError('PrismaClientInitializationError')],
      [
        'the adapter kind',
        Object.assign(new Error('x'), {
          name: 'DriverAdapterError',
          cause: { kind: 'DatabaseNotReachable' },
        }),
      ],
      ['57P01 admin shutdown', Object.assign(new Error('x'), { cause: { kind: 'postgres', code: '57P01' } })],
      [
        'ECONNREFUSED as a cause',
        new Error('query failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }),
      ],
      ['pg ending the connection', new Error('Connection terminated unexpectedly')],
      [
        "Prisma's message",
        prismaError(
          'PrismaClientUnknownRequestError',
          undefined,
          "Can't reach database server at 127.0.0.1:5433",
        ),
      ],
    ])('%s answers UPSTREAM.UNAVAILABLE (503)', (_, error) => {
      expect(toRpcError(error)).toEqual({ error: unavailable, unexpected: true });
      expect(httpStatusByErrorCode['UPSTREAM.UNAVAILABLE']).toBe(503);
    });

    it('leaves a query error (a unique violation, P2002) alone', () => {
      const error = prismaError('PrismaClientKnownRequestError', 'P2002');
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(toRpcError(error).error.code).toBe('INTERNAL');
    });

    it('does not loop on a cyclic cause', () => {
      const error = new Error('a') as Error & { cause?: unknown };
      error.cause = error;
      expect(isDatabaseUnavailable(error)).toBe(false);
    });
  });
});
