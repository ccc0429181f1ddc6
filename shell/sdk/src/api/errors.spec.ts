/** @jest-environment node */
import { apiErrorFrom } from './errorBody';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('apiErrorFrom', () => {
  it('reads the gateway error body', async () => {
    const error = await apiErrorFrom(
      json(400, {
        message: 'Some fields are not valid.',
        code: 'VALIDATION.FAILED',
        fields: { email: 'Please enter a valid email address' },
        correlationId: 'c-1',
      }),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'VALIDATION.FAILED',
      message: 'Some fields are not valid.',
      fields: { email: 'Please enter a valid email address' },
      correlationId: 'c-1',
    });
  });

  it('falls back to the status for a code it does not know, keeping the message', async () => {
    const error = await apiErrorFrom(
      json(409, { message: 'Clinic already listed', code: 'DIRECTORY.DUPLICATE' }),
    );
    expect(error).toMatchObject({ status: 409, code: 'INTERNAL', message: 'Clinic already listed' });
    const limited = await apiErrorFrom(json(429, { code: 'SOMETHING.NEW' }));
    expect(limited).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait and try again.',
    });
  });

  it('copes with a proxy page instead of JSON, taking the correlation id from the header', async () => {
    const error = await apiErrorFrom(
      new Response('<html>502 Bad Gateway</html>', {
        status: 502,
        headers: { 'x-correlation-id': 'edge-7' },
      }),
    );
    expect(error).toMatchObject({ status: 502, code: 'UPSTREAM.UNAVAILABLE', correlationId: 'edge-7' });
    expect(error.message).toMatch(/temporarily unavailable/);
    expect(error.fields).toBeUndefined();
  });
});
