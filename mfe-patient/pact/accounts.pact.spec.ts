import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, configureApi } from '@hp/shell-sdk';
import {
  loginUser,
  logout,
  registerUser,
  requestPasswordReset,
  resetPassword,
  verifyOtp,
} from '../src/api/accounts';
import { describeCareInteractions } from './care.interactions';
import { describeReminderInteractions } from './reminder.interactions';

const { boolean, integer, regex, string } = MatchersV3;

/*
 * The patient remote's account calls, as consumer `mfe-patient` of provider `gateway`. The gateway's
 * verification replays these against the real gateway and sets up the provider states by these exact names.
 */
const PACT_DIR = fileURLToPath(new URL('../../contracts/pacts', import.meta.url));
const ASHA_EXISTS = 'a patient account exists for asha@example.com with password CorrectHorse1';
const NEW_PATIENT_ABSENT = 'no account exists for new.patient@example.com';

const pact = new PactV4({ consumer: 'mfe-patient', provider: 'gateway', dir: PACT_DIR, logLevel: 'warn' });

const jsonRequest = { 'Content-Type': 'application/json' };
const jsonResponse = { 'Content-Type': regex(/application\/json/.source, 'application/json; charset=utf-8') };

/** The gateway's error body; `message` and `correlationId` vary, `code` is the contract. */
const errorBody = (code: string, message: string, extra: Record<string, unknown> = {}) => ({
  message: string(message),
  code,
  ...extra,
  correlationId: string('6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10'),
});

/** Runs `call` against the mock server and returns what it threw. */
async function failureOf(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(() => {
  // Interactions are merged into an existing file; start clean so a removed interaction disappears.
  rmSync(`${PACT_DIR}/mfe-patient-gateway.json`, { force: true });
});

describe('registration', () => {
  it('creates a patient account', async () => {
    await pact
      .addInteraction()
      .given(NEW_PATIENT_ABSENT)
      .uponReceiving('a registration of a new patient')
      .withRequest('POST', '/api/user/register', (request) =>
        request.headers(jsonRequest).jsonBody({
          name: 'New Patient',
          phone: '9876543210',
          email: 'new.patient@example.com',
          password: 'CorrectHorse1',
        }),
      )
      .willRespondWith(201, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody({ message: string('Registration successful'), id: string('usr_1') }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await registerUser({
          name: 'New Patient',
          phone: '9876543210',
          email: 'new.patient@example.com',
          password: 'CorrectHorse1',
        });
        expect(answer.id).toEqual(expect.any(String));
      });
  });

  it('refuses an e-mail that already has an account', async () => {
    await pact
      .addInteraction()
      .given(ASHA_EXISTS)
      .uponReceiving('a registration with an e-mail that is already taken')
      .withRequest('POST', '/api/user/register', (request) =>
        request.headers(jsonRequest).jsonBody({
          name: 'Asha Again',
          phone: '9811122233',
          email: 'asha@example.com',
          password: 'CorrectHorse1',
        }),
      )
      .willRespondWith(409, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(errorBody('AUTH.EMAIL_TAKEN', 'An account with this email already exists.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() =>
          registerUser({
            name: 'Asha Again',
            phone: '9811122233',
            email: 'asha@example.com',
            password: 'CorrectHorse1',
          }),
        );
        expect(error).toMatchObject({ status: 409, code: 'AUTH.EMAIL_TAKEN' });
        expect(error.message).toBeTruthy();
      });
  });

  it('names the invalid field', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a registration with an invalid phone number')
      .withRequest('POST', '/api/user/register', (request) =>
        request.headers(jsonRequest).jsonBody({
          name: 'New Patient',
          phone: '12345',
          email: 'new.patient@example.com',
          password: 'CorrectHorse1',
        }),
      )
      .willRespondWith(400, (response) =>
        response.headers(jsonResponse).jsonBody(
          errorBody('VALIDATION.FAILED', 'Some fields are not valid.', {
            fields: {
              phone: string('Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9'),
            },
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() =>
          registerUser({
            name: 'New Patient',
            phone: '12345',
            email: 'new.patient@example.com',
            password: 'CorrectHorse1',
          }),
        );
        expect(error).toMatchObject({ status: 400, code: 'VALIDATION.FAILED' });
        expect(error.fields?.phone).toBeTruthy();
      });
  });
});

describe('login', () => {
  it('answers the session of a patient', async () => {
    await pact
      .addInteraction()
      .given(ASHA_EXISTS)
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/api/user/login', (request) =>
        request
          .headers(jsonRequest)
          .jsonBody({ email: 'asha@example.com', password: 'CorrectHorse1', role: '300' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          token: string('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfMSJ9.c2lnbmF0dXJl'),
          id: string('usr_1'),
          role: '300',
          email: 'asha@example.com',
          isApproved: boolean(true),
          status: 'approved',
          expiresIn: integer(900),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const session = await loginUser({ email: 'asha@example.com', password: 'CorrectHorse1' });
        expect(session).toMatchObject({ role: '300', email: 'asha@example.com', status: 'approved' });
        expect(session.token).toEqual(expect.any(String));
      });
  });

  it('refuses a wrong password', async () => {
    await pact
      .addInteraction()
      .given(ASHA_EXISTS)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/user/login', (request) =>
        request
          .headers(jsonRequest)
          .jsonBody({ email: 'asha@example.com', password: 'WrongHorse99', role: '300' }),
      )
      .willRespondWith(401, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(errorBody('AUTH.INVALID_CREDENTIALS', 'Invalid email or password.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() =>
          loginUser({ email: 'asha@example.com', password: 'WrongHorse99' }),
        );
        expect(error).toMatchObject({ status: 401, code: 'AUTH.INVALID_CREDENTIALS' });
      });
  });
});

describe('password recovery', () => {
  it('sends an OTP (the same answer whether or not the account exists)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for a password reset OTP')
      .withRequest('POST', '/api/user/forgot-password', (request) =>
        request.headers(jsonRequest).jsonBody({ email: 'asha@example.com', role: '300' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          message: string('If the account exists, an OTP has been sent.'),
          email: string('asha@example.com'),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await requestPasswordReset({ email: 'asha@example.com' });
        expect(answer.message).toEqual(expect.any(String));
      });
  });

  it('refuses a wrong OTP', async () => {
    await pact
      .addInteraction()
      .uponReceiving('an OTP check with a wrong code')
      .withRequest('POST', '/api/user/verify-otp', (request) =>
        request.headers(jsonRequest).jsonBody({ email: 'asha@example.com', otp: '000000', role: '300' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(jsonResponse).jsonBody(errorBody('AUTH.INVALID_OTP', 'Invalid or expired OTP.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() => verifyOtp({ email: 'asha@example.com', otp: '000000' }));
        expect(error).toMatchObject({ status: 400, code: 'AUTH.INVALID_OTP' });
      });
  });

  it('refuses a new password before the OTP is verified', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a password reset without a verified OTP')
      .withRequest('POST', '/api/user/reset-password', (request) =>
        request
          .headers(jsonRequest)
          .jsonBody({ email: 'asha@example.com', newPassword: 'BatteryStaple2', role: '300' }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(
            errorBody('AUTH.OTP_NOT_VERIFIED', 'Please verify the OTP before setting a new password.'),
          ),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() =>
          resetPassword({ email: 'asha@example.com', newPassword: 'BatteryStaple2' }),
        );
        expect(error).toMatchObject({ status: 400, code: 'AUTH.OTP_NOT_VERIFIED' });
      });
  });
});

describe('logout', () => {
  it('ends the session (also when there is none)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a logout')
      .withRequest('POST', '/api/user/logout', (request) => request.headers(jsonRequest).jsonBody({}))
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({ message: string('Logged out successfully') }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        await expect(logout()).resolves.toEqual({ message: expect.any(String) });
      });
  });
});

/** The same multipart recording as the provider remote's: a fixed boundary, so that the verification can replay it. */
const BOUNDARY = 'hp-patient-pact-boundary';
async function multipartOf(form: FormData): Promise<Buffer> {
  const encoded = new Response(form);
  const boundary = /boundary=(.+)$/.exec(encoded.headers.get('content-type') ?? '')?.[1] ?? '';
  const bytes = Buffer.from(await encoded.arrayBuffer()).toString('latin1');
  return Buffer.from(bytes.replaceAll(boundary, BOUNDARY), 'latin1');
}
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = async (input, init) =>
    init?.body instanceof FormData
      ? realFetch(input, {
          ...init,
          body: new Uint8Array(await multipartOf(init.body)),
          headers: { ...(init.headers as Record<string, string>), 'Content-Type': multipartType },
        })
      : realFetch(input, init);
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

describeCareInteractions(pact, {
  of: multipartOf,
  type: multipartType,
  headers: { 'Content-Type': regex(/multipart\/form-data; boundary=.+/.source, multipartType) },
});

describeReminderInteractions(pact);
