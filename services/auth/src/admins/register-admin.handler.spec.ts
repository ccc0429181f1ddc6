import { jest } from '@jest/globals';
import { as, fakePasswordHasher } from '../testing/fakes.js';
import type { AdminRegistration, AdminRegistrationInput } from './admin-codes.repository.js';
import { RegisterAdminHandler } from './register-admin.handler.js';
import { hashRegistrationCode } from './registration-code.js';

describe('RegisterAdminHandler', () => {
  const command = { phone: '9876543210', password: 'longenough', registrationCode: 'operator-code-1234' };

  function setup(outcome: AdminRegistration, operatorCode?: string) {
    const codes = { registerAdmin: jest.fn((_input: AdminRegistrationInput) => Promise.resolve(outcome)) };
    const handler = new RegisterAdminHandler(as(codes), as(fakePasswordHasher()), {
      ADMIN_REGISTRATION_CODE: operatorCode,
    });
    return { handler, codes };
  }

  it("recognises the operator's code and registers with the hashed password", async () => {
    const { handler, codes } = setup({ outcome: 'created', accountId: 'adm-1' }, 'operator-code-1234');
    await expect(handler.execute(command)).resolves.toEqual({ message: 'Admin registered successfully' });
    expect(codes.registerAdmin).toHaveBeenCalledWith({
      codeHash: hashRegistrationCode('operator-code-1234'),
      isOperatorCode: true,
      phone: '9876543210',
      passwordHash: 'hash:longenough',
    });
  });

  it('treats any other code as one created by an admin', async () => {
    const { handler, codes } = setup({ outcome: 'created', accountId: 'adm-1' }, 'a-different-operator-code');
    await handler.execute(command);
    expect(codes.registerAdmin.mock.calls[0]?.[0].isOperatorCode).toBe(false);
  });

  it('refuses an unknown, used or expired code', async () => {
    const { handler } = setup({ outcome: 'code-invalid' });
    await expect(handler.execute(command)).rejects.toMatchObject({ code: 'AUTH.ADMIN_CODE_INVALID' });
  });

  it('refuses a phone that already has an admin', async () => {
    const { handler } = setup({ outcome: 'phone-taken' });
    await expect(handler.execute(command)).rejects.toMatchObject({ code: 'AUTH.PHONE_TAKEN' });
  });
});
