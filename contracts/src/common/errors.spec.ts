import { ErrorCodeSchema, defaultErrorMessage, fieldErrorsFromZod, httpStatusByErrorCode } from './errors.js';
import { RegisterUserRequestSchema } from '../auth/schemas.js';

describe('error catalogue', () => {
  it('maps every code to an HTTP error status and a default message', () => {
    for (const code of ErrorCodeSchema.options) {
      expect(httpStatusByErrorCode[code]).toBeGreaterThanOrEqual(400);
      expect(defaultErrorMessage[code].length).toBeGreaterThan(0);
    }
  });

  it('turns schema failures into one message per field', () => {
    const result = RegisterUserRequestSchema.safeParse({
      name: 'A',
      phone: '12345',
      email: 'nope',
      password: 'x',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual({
      name: 'Name must be at least 2 characters long',
      phone: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    });
  });

  it('normalises e-mail addresses', () => {
    const parsed = RegisterUserRequestSchema.parse({
      name: ' Asha ',
      phone: '9876543210',
      email: ' Asha@Example.COM ',
      password: 'longenough',
    });
    expect(parsed.email).toBe('asha@example.com');
    expect(parsed.name).toBe('Asha');
  });
});
