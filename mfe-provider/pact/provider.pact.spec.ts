import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, configureApi, useSession } from '@hp/shell-sdk';
import { loginProvider, logout, requestPasswordReset, verifyOtp } from '../src/api/accounts';
import { createPaymentLink, listMyPatients, paymentLinkStatus } from '../src/api/clinic';
import { registerProvider, registrationForm } from '../src/api/registration';
import { paymentLinkDefaults, paymentLinkRequest } from '../src/pages/clinic/paymentLinkRequest';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

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
/** A clinic approved by an admin, signed in, with one consultation booked by Pact Patient (no payment link yet). */
export const CLINIC_WITH_PATIENT = 'an approved clinic has a consultation from Pact Patient';
/** The same, with a payment link made for that consultation. */
export const CLINIC_WITH_LINK =
  'an approved clinic has a payment link for its consultation from Pact Patient';
/** The token the clinic's interactions record; the verification puts the state's clinic's real token in its place. */
export const RECORDED_CLINIC_TOKEN = 'Bearer clinic-access-token';

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
  state: 'IN-MH' as const,
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
  'state',
  'hfrId',
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
    // With its ABDM facility id (the taken e-mail's registration below has none: the part is left out).
    const registration = { ...pharmacy('new.pharmacy@example.com'), hfrId: 'IN2710000123' };
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

describe('the clinic dashboard', () => {
  const CONSULTATION_ID = '0193a5b0-7e1a-7c3d-9f00-00000000c0c1';
  const CLINIC_ID = '0193a5b0-7e1a-7c3d-9f00-0000000c11c1';
  const bearer = { Authorization: regex(/^Bearer .+$/.source, RECORDED_CLINIC_TOKEN) };
  const uuid = (example: string) =>
    regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.source, example);
  const isoTime = (example: string) =>
    regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.source, example);

  beforeEach(() =>
    useSession.setState({
      status: 'authenticated',
      accessToken: 'clinic-access-token',
      user: {
        id: 'prv_1',
        email: 'clinic@example.com',
        role: '400',
        isApproved: true,
        status: 'approved',
        entityType: 'clinic',
      },
    }),
  );
  afterEach(() => useSession.setState({ status: 'anonymous', accessToken: null, user: null }));

  /** The consultation the dashboard lists and makes a link for (what the page reads of it). */
  const consultation = {
    id: CONSULTATION_ID,
    fullName: 'Pact Patient',
    phoneNumber: '9876543210',
    purpose: 'Tooth pain on the lower left side',
    serviceType: 'Clinic' as const,
    service: { id: CLINIC_ID },
  };

  it("lists the signed-in clinic's own consultations, with their payment status", async () => {
    await pact
      .addInteraction()
      .given(CLINIC_WITH_PATIENT)
      .uponReceiving("a clinic's request for its own patients")
      .withRequest('GET', '/api/clinic/my-patients', (request) =>
        request.headers(bearer).query({ limit: '50' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          message: string('Consultations retrieved successfully'),
          consultations: eachLike({
            id: uuid(CONSULTATION_ID),
            _id: uuid(CONSULTATION_ID),
            fullName: 'Pact Patient',
            phoneNumber: string('9876543210'),
            purpose: string('Tooth pain on the lower left side'),
            consultationTime: regex(/^\d{4}-\d\d-\d\d \d{1,2}:\d\d (AM|PM)$/.source, '2026-12-08 10:30 AM'),
            date: regex(/^\d{4}-\d\d-\d\d$/.source, '2026-12-08'),
            time: string('10:30 AM'),
            dateTime: isoTime('2026-12-08T05:00:00.000Z'),
            service: like({
              id: uuid(CLINIC_ID),
              _id: uuid(CLINIC_ID),
              name: string('Pact Clinic'),
              location: string('Mumbai'),
              address: string('12 Hill Road, Bandra West'),
              phone: string('9876500000'),
              specializations: eachLike('Dentistry'),
            }),
            serviceType: 'Clinic',
            status: 'pending',
            alternativeTime: null,
            alternative: null,
            adminNote: null,
            patientId: string('0193a5b0-7e1a-7c3d-9f00-00000000a001'),
            decidedAt: null,
            // No link yet: both null until the clinic makes one (then its id and pending, paid, partial or failed).
            paymentLinkId: null,
            paymentStatus: null,
            createdAt: isoTime('2026-12-01T04:00:00.000Z'),
          }),
          nextCursor: null,
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await listMyPatients({ limit: 50 });
        expect(answer.consultations[0]).toMatchObject({ fullName: 'Pact Patient', paymentStatus: null });
      });
  });

  /** The dialog's request for the state's consultation (its id, clinic and an expiry of the verification's day). */
  const linkRequest = () => {
    const values = {
      ...paymentLinkDefaults(),
      amount: '500',
      email: 'pact.patient@example.com',
      phone: '+91 98765 43210',
      productName: 'Dental Checkup',
    };
    return paymentLinkRequest(values, consultation);
  };
  const linkRequestBody = (request: ReturnType<typeof linkRequest>, consultationId: unknown) => ({
    ...request,
    // Fixed examples, so that the pact file stays the same from run to run (the request's own are matched by type).
    expire_by: fromProviderState('${expireBy}', '2030-01-15T18:29:59.000Z'),
    merchant_payment_link_reference: regex(/^CL[A-Za-z0-9]{1,48}$/.source, 'CL000c11c10000c0c1mwx4q1gz'),
    customer: { ...request.customer, customer_id: consultationId },
    merchant_metadata: {
      ...request.merchant_metadata,
      requestId: consultationId,
      clinicId: fromProviderState('${clinicId}', CLINIC_ID),
    },
  });

  it("makes a payment link for the clinic's own consultation", async () => {
    const request = linkRequest();
    await pact
      .addInteraction()
      .given(CLINIC_WITH_PATIENT)
      .uponReceiving("a clinic's payment link for its own consultation")
      .withRequest('POST', '/api/payment/create-link', (builder) =>
        builder
          .headers({ ...bearer, ...jsonRequest })
          .jsonBody(linkRequestBody(request, fromProviderState('${consultationId}', CONSULTATION_ID))),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          message: string('Payment Link Generated'),
          payment_link: regex(/^https?:\/\/.+/.source, 'http://127.0.0.1:3310/pay/link/pl_1'),
          payment_link_id: string('pl_1'),
          status: 'pending',
          expire_by: isoTime('2026-12-31T18:29:59.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await createPaymentLink(request);
        expect(answer).toMatchObject({ status: 'pending', payment_link_id: expect.any(String) });
      });
  });

  it("answers 404 for a consultation that is not the clinic's", async () => {
    const other = { ...consultation, id: '0193a5b0-7e1a-7c3d-9f00-0000000e0e0e' };
    const request = paymentLinkRequest(
      { ...paymentLinkDefaults(), amount: '500', email: 'pact.patient@example.com', phone: '9876543210' },
      other,
    );
    await pact
      .addInteraction()
      .given(CLINIC_WITH_PATIENT)
      .uponReceiving("a clinic's payment link for a consultation that is not its own")
      .withRequest('POST', '/api/payment/create-link', (builder) =>
        builder.headers({ ...bearer, ...jsonRequest }).jsonBody(linkRequestBody(request, other.id)),
      )
      .willRespondWith(404, (response) =>
        response.headers(jsonResponse).jsonBody(errorBody('NOT_FOUND', 'Consultation not found.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() => createPaymentLink(request));
        expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      });
  });

  it("tells where the clinic's own link stands", async () => {
    await pact
      .addInteraction()
      .given(CLINIC_WITH_LINK)
      .uponReceiving("a clinic's check of its own payment link")
      .withRequest(
        'GET',
        fromProviderState('/api/payment/payment-status/${paymentLinkId}', '/api/payment/payment-status/pl_1'),
        (request) => request.headers(bearer),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          status: regex(/^(pending|paid|partial|failed)$/.source, 'pending'),
          payment_link_id: string('pl_1'),
          payment_link: regex(/^https?:\/\/.+/.source, 'http://127.0.0.1:3310/pay/link/pl_1'),
          consultationId: uuid(CONSULTATION_ID),
          amount: { value: integer(50_000), currency: 'INR' },
          expire_by: isoTime('2026-12-31T18:29:59.000Z'),
          updatedAt: isoTime('2026-12-01T04:00:00.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await paymentLinkStatus('pl_1');
        expect(answer.status).toBe('pending');
      });
  });

  it('answers 404 for a payment link the clinic does not have', async () => {
    await pact
      .addInteraction()
      .given(CLINIC_WITH_PATIENT)
      .uponReceiving("a clinic's check of a payment link that is not its own")
      .withRequest('GET', '/api/payment/payment-status/pl_unknown', (request) => request.headers(bearer))
      .willRespondWith(404, (response) =>
        response.headers(jsonResponse).jsonBody(errorBody('NOT_FOUND', 'Payment link not found.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() => paymentLinkStatus('pl_unknown'));
        expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      });
  });

  it('answers 401 without a session (the page then sends the clinic to its login)', async () => {
    useSession.setState({ status: 'anonymous', accessToken: null, user: null });
    await pact
      .addInteraction()
      .uponReceiving('a payment status check without a session')
      .withRequest('GET', '/api/payment/payment-status/pl_1')
      .willRespondWith(401, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(errorBody('AUTH.UNAUTHENTICATED', 'Please log in to continue.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() => paymentLinkStatus('pl_1'));
        expect(error).toMatchObject({ status: 401, code: 'AUTH.UNAUTHENTICATED' });
      });
  });
});
