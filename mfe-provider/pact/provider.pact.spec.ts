import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, configureApi } from '@hp/shell-sdk';
import { loginProvider, logout, requestPasswordReset, verifyOtp } from '../src/api/accounts';
import { registerProvider, registrationForm } from '../src/api/registration';

const { boolean, integer, regex, string } = MatchersV3;

/*
 * The provider remote's calls, as consumer `mfe-provider` of provider `gateway`. The gateway's verification replays
 * these against the real gateway, verification and auth services and sets up the provider states by these exact names.
 */
const PACT_DIR = fileURLToPath(new URL('../../contracts/pacts', import.meta.url));
const PASSWORD = 'Pharmacy#123';
const NEW_PHARMACY_ABSENT = 'no provider account exists for new.pharmacy@example.com';
const PENDING_PHARMACY = `a pharmacy pending.pharmacy@example.com with password ${PASSWORD} awaits approval`;
const APPROVED_PHARMACY = `a pharmacy approved.pharmacy@example.com with password ${PASSWORD} is approved`;
const REJECTED_LAB = `a laboratory rejected.lab@example.com with password ${PASSWORD} was rejected`;

const pact = new PactV4({ consumer: 'mfe-provider', provider: 'gateway', dir: PACT_DIR, logLevel: 'warn' });

const jsonRequest = { 'Content-Type': 'application/json' };
const jsonResponse = { 'Content-Type': regex(/application\/json/.source, 'application/json; charset=utf-8') };

/** The gateway's error body; `message` and `correlationId` vary, `code` is the contract. */
const errorBody = (code: string, message: string, extra: Record<string, unknown> = {}) => ({
  message: string(message),
  code,
  ...extra,
  correlationId: string('6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10'),
});

async function failureOf(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const pharmacy = (email: string) => ({
  entityType: 'pharmacy' as const,
  name: 'Pact Pharmacy',
  phone: '9876500011',
  email,
  address: '12 Hill Road, Bandra West',
  location: 'Mumbai',
  numberOfDoctors: 2,
  specializations: [],
  acceptsEMI: 'no' as const,
  acceptsInsurance: 'yes' as const,
  password: PASSWORD,
});

/**
 * The request body the pact records: the same form the page sends (`registrationForm`), encoded with a fixed
 * boundary so that the verification can replay it. Pact compares multipart bodies part by part, so the consumer's
 * own boundary does not matter.
 */
const BOUNDARY = 'hp-provider-pact-boundary';
async function multipartOf(form: FormData): Promise<Buffer> {
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type') ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1] ?? '';
  // latin1 maps each byte to one character and back, so the file's bytes stay as they are.
  const bytes = Buffer.from(await encoded.arrayBuffer()).toString('latin1');
  return Buffer.from(bytes.replaceAll(boundary, BOUNDARY), 'latin1');
}
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
const multipartHeaders = { 'Content-Type': regex(/multipart\/form-data; boundary=.+/.source, multipartType) };
/**
 * Pact reads each part of a multipart body as a file and checks its bytes against a content type, which text fields
 * do not have: each field's part is matched by its type instead (the file keeps the check of its PNG bytes).
 */
const FIELD_PARTS = [
  'entityType',
  'name',
  'phone',
  'email',
  'address',
  'location',
  'numberOfDoctors',
  'specializations',
  'acceptsEMI',
  'acceptsInsurance',
  'password',
];
const multipartRules = {
  body: FIELD_PARTS.map((name) => ({ path: `$.${name}`, rules: [{ 'pact:matcher:type': 'type' }] })),
};

const licence = () => new File([PNG], 'licence.png', { type: 'image/png' });

const realFetch = globalThis.fetch;

beforeAll(() => {
  // Interactions are merged into an existing file; start clean so a removed interaction disappears.
  rmSync(`${PACT_DIR}/mfe-provider-gateway.json`, { force: true });
  // Pact's mock server compares the multipart boundary too, and every sender picks its own: the form the remote
  // sends is encoded here with the recorded one (its fields, file and order stay the remote's).
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

describe('registration (multipart)', () => {
  it('registers a pharmacy with its licence', async () => {
    const registration = pharmacy('new.pharmacy@example.com');
    const body = await multipartOf(registrationForm(registration, licence()));
    await pact
      .addInteraction()
      .given(NEW_PHARMACY_ABSENT)
      .uponReceiving('a registration of a new pharmacy with a PNG licence')
      .withRequest('POST', '/api/clinic/register', (request) =>
        request.headers(multipartHeaders).body(multipartType, body).matchingRules(multipartRules),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonResponse).jsonBody({
          message: string('Registration received; waiting for admin approval.'),
          id: string('prv_1'),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const progress: number[] = [];
        const answer = await registerProvider({
          registration,
          licenseProof: licence(),
          onProgress: ({ loaded, total }) => progress.push(loaded / total),
        });
        expect(answer.id).toEqual(expect.any(String));
        expect(progress.at(-1)).toBe(1);
      });
  });

  it('refuses an e-mail that already has an account', async () => {
    const registration = pharmacy('pending.pharmacy@example.com');
    const body = await multipartOf(registrationForm(registration, null));
    await pact
      .addInteraction()
      .given(PENDING_PHARMACY)
      .uponReceiving('a registration with an e-mail that is already taken')
      .withRequest('POST', '/api/clinic/register', (request) =>
        request.headers(multipartHeaders).body(multipartType, body).matchingRules(multipartRules),
      )
      .willRespondWith(409, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(errorBody('AUTH.EMAIL_TAKEN', 'An account with this email already exists.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() => registerProvider({ registration, licenseProof: null }));
        expect(error).toMatchObject({ status: 409, code: 'AUTH.EMAIL_TAKEN' });
      });
  });
});

describe('login', () => {
  const loginRequest = (email: string, entityType: string) => ({
    email,
    password: PASSWORD,
    entityType,
    role: '400',
  });

  it('answers the session of an approved pharmacy', async () => {
    await pact
      .addInteraction()
      .given(APPROVED_PHARMACY)
      .uponReceiving('a login of an approved pharmacy')
      .withRequest('POST', '/api/clinic/login', (request) =>
        request.headers(jsonRequest).jsonBody(loginRequest('approved.pharmacy@example.com', 'pharmacy')),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          token: string('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwcnZfMSJ9.c2lnbmF0dXJl'),
          id: string('prv_1'),
          role: '400',
          email: 'approved.pharmacy@example.com',
          isApproved: boolean(true),
          status: 'approved',
          entityType: 'pharmacy',
          expiresIn: integer(900),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const session = await loginProvider({
          email: 'approved.pharmacy@example.com',
          password: PASSWORD,
          entityType: 'pharmacy',
        });
        expect(session).toMatchObject({ role: '400', status: 'approved', entityType: 'pharmacy' });
      });
  });

  it('refuses a pharmacy awaiting approval (403)', async () => {
    await pact
      .addInteraction()
      .given(PENDING_PHARMACY)
      .uponReceiving('a login of a pharmacy awaiting approval')
      .withRequest('POST', '/api/clinic/login', (request) =>
        request.headers(jsonRequest).jsonBody(loginRequest('pending.pharmacy@example.com', 'pharmacy')),
      )
      .willRespondWith(403, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(
            errorBody('AUTH.ACCOUNT_PENDING_APPROVAL', 'Your account is waiting for admin approval.'),
          ),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() =>
          loginProvider({
            email: 'pending.pharmacy@example.com',
            password: PASSWORD,
            entityType: 'pharmacy',
          }),
        );
        expect(error).toMatchObject({ status: 403, code: 'AUTH.ACCOUNT_PENDING_APPROVAL' });
      });
  });

  it('refuses a rejected laboratory (403)', async () => {
    await pact
      .addInteraction()
      .given(REJECTED_LAB)
      .uponReceiving('a login of a rejected laboratory')
      .withRequest('POST', '/api/clinic/login', (request) =>
        request.headers(jsonRequest).jsonBody(loginRequest('rejected.lab@example.com', 'lab')),
      )
      .willRespondWith(403, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(errorBody('AUTH.ACCOUNT_REJECTED', 'Your registration was not approved.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() =>
          loginProvider({ email: 'rejected.lab@example.com', password: PASSWORD, entityType: 'lab' }),
        );
        expect(error).toMatchObject({ status: 403, code: 'AUTH.ACCOUNT_REJECTED' });
      });
  });
});

describe('password recovery', () => {
  it('sends an OTP to a provider of the chosen kind', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a provider request for a password reset OTP')
      .withRequest('POST', '/api/clinic/forgot-password', (request) =>
        request
          .headers(jsonRequest)
          .jsonBody({ email: 'approved.pharmacy@example.com', entityType: 'pharmacy', role: '400' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          message: string('If the account exists, an OTP has been sent.'),
          email: string('approved.pharmacy@example.com'),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await requestPasswordReset({
          email: 'approved.pharmacy@example.com',
          entityType: 'pharmacy',
        });
        expect(answer.message).toEqual(expect.any(String));
      });
  });

  it('refuses a wrong OTP', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a provider OTP check with a wrong code')
      .withRequest('POST', '/api/clinic/verify-otp', (request) =>
        request.headers(jsonRequest).jsonBody({
          email: 'approved.pharmacy@example.com',
          entityType: 'pharmacy',
          role: '400',
          otp: '000000',
        }),
      )
      .willRespondWith(400, (response) =>
        response.headers(jsonResponse).jsonBody(errorBody('AUTH.INVALID_OTP', 'Invalid or expired OTP.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() =>
          verifyOtp({ email: 'approved.pharmacy@example.com', entityType: 'pharmacy', otp: '000000' }),
        );
        expect(error).toMatchObject({ status: 400, code: 'AUTH.INVALID_OTP' });
      });
  });
});

describe('logout', () => {
  it('ends the provider session (also when there is none)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a provider logout')
      .withRequest('POST', '/api/clinic/logout', (request) => request.headers(jsonRequest).jsonBody({}))
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({ message: string('Logged out successfully') }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        await expect(logout()).resolves.toEqual({ message: expect.any(String) });
      });
  });
});
