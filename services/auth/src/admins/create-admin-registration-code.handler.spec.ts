import { jest } from '@jest/globals';
import { as } from '../testing/fakes.js';
import { CreateAdminRegistrationCodeHandler } from './create-admin-registration-code.handler.js';
import { hashRegistrationCode } from './registration-code.js';

describe('CreateAdminRegistrationCodeHandler', () => {
  const now = new Date('2030-01-01T00:00:00.000Z');

  function setup() {
    const codes = {
      createCode: jest.fn((_hash: string, _by: string, _expires: Date) => Promise.resolve(undefined)),
    };
    return { handler: new CreateAdminRegistrationCodeHandler(as(codes)), codes };
  }

  it('gives an admin a random code valid for 24 hours and stores only its hash', async () => {
    const { handler, codes } = setup();
    const answer = await handler.execute(
      { correlationId: 'c', actor: { id: 'adm-1', role: '500', sessionId: 's' } },
      now,
    );
    expect(answer.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(answer.expiresAt).toBe('2030-01-02T00:00:00.000Z');
    expect(codes.createCode).toHaveBeenCalledWith(
      hashRegistrationCode(answer.code),
      'adm-1',
      new Date(answer.expiresAt),
    );
  });

  it('refuses callers who are not admins', async () => {
    const { handler, codes } = setup();
    await expect(handler.execute({ correlationId: 'c' }, now)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
    await expect(
      handler.execute({ correlationId: 'c', actor: { id: 'u', role: '300', sessionId: 's' } }, now),
    ).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    expect(codes.createCode).not.toHaveBeenCalled();
  });
});
