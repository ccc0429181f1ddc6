import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ApiError, configureApi, useSession } from '@hp/shell-sdk';
import { addDays, todayInIndia } from '@hp/contracts';
import {
  decideProvider,
  getConsultation,
  getProvider,
  getSubmission,
  listConsultations,
  listEnquiries,
  listSubmissions,
  updateConsultationStatus,
  updateSubmissionStatus,
  listProviders,
  openReview,
  saveReview,
} from '../src/api/admin';
import { loginAdmin, registerAdmin } from '../src/api/account';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

/*
 * The admin remote's calls, as consumer `mfe-admin` of provider `gateway`. The gateway's verification
 * (gateway/test/pact/verify.pact-spec.ts) sets up these provider states by their exact names, signs a real admin
 * token in place of the one recorded here, and fills the provider's id into the paths.
 */
const PACT_DIR = fileURLToPath(new URL('../../contracts/pacts', import.meta.url));
export const ADMIN_EXISTS = 'an admin account exists for phone 9876500001 with password AdminPass#2026';
export const PHARMACY_AWAITS_REVIEW = 'a pharmacy with a PNG licence awaits review';
export const PHARMACY_APPROVED = 'a pharmacy has been approved';
export const ENQUIRY_RECEIVED = 'an appointment request from Pact Visitor was received';
/** Gives `id` (the consultation's) and `alternativeDate` (a day ahead of the verification's own day). */
export const CONSULTATION_PENDING = 'a consultation from Pact Patient awaits review at an approved clinic';
/** Gives `id` (the submission's). */
export const LAB_SUBMISSION_PENDING =
  'a lab test prescription from Pact Patient was sent to an approved laboratory';

const pact = new PactV4({ consumer: 'mfe-admin', provider: 'gateway', dir: PACT_DIR, logLevel: 'warn' });

const EXAMPLE_ID = '0193a5b0-7e1a-7c3d-9f00-000000000001';
const jsonRequest = { 'Content-Type': 'application/json' };
const jsonResponse = { 'Content-Type': regex(/application\/json/.source, 'application/json; charset=utf-8') };
const bearer = { Authorization: regex(/^Bearer .+$/.source, 'Bearer admin-access-token') };

/** The gateway's error body; `message` and `correlationId` vary, `code` is the contract. */
const errorBody = (code: string, message: string) => ({
  message: string(message),
  code,
  correlationId: string('6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10'),
});

/** A provider as lists show it: the pharmacy of the provider state. */
const summary = (status: string) => ({
  id: string(EXAMPLE_ID),
  _id: string(EXAMPLE_ID),
  entityType: 'pharmacy',
  name: string('Pact Pharmacy'),
  email: string('pact.pharmacy@example.com'),
  phone: string('9820012345'),
  address: string('12 Hill Road, Bandra West'),
  location: string('Mumbai'),
  // The state's ISO 3166-2:IN code; the pact's pharmacy gave no HFR ID.
  state: regex(/^IN-[A-Z]{2}$/.source, 'IN-MH'),
  hfrId: null,
  numberOfDoctors: integer(2),
  specializations: [],
  acceptsEMI: boolean(false),
  acceptsInsurance: boolean(true),
  status,
  hasLicence: true,
  createdAt: string('2026-11-25T10:00:00.000Z'),
});

const decision = (action: string, from: string, to: string, note: string | null) => ({
  action,
  fromStatus: from,
  toStatus: to,
  note: note === null ? null : string(note),
  actorId: string('0193a5b0-0000-7000-8000-000000000009'),
  at: string('2026-11-25T10:01:00.000Z'),
});

/** One provider in the Review modal: the licence as a presigned link, the review and the audit trail. */
const detail = (
  status: string,
  decisions: unknown = eachLike(decision('review_opened', 'pending', 'under_review', null)),
) => ({
  ...summary(status),
  licence: {
    fileName: string('licence.png'),
    kind: 'png',
    size: integer(68),
    url: string('http://127.0.0.1:9000/hp-private/licences/0193a5b0?X-Amz-Signature=abc'),
    expiresAt: string('2026-11-25T10:05:00.000Z'),
  },
  review: like({
    checklist: { licenceValid: false, detailsMatch: false, contactVerified: false, servicesConfirmed: false },
    notes: '',
    updatedAt: null,
    updatedBy: null,
  }),
  decisions,
});

const providerPath = (suffix = '') =>
  fromProviderState(`/api/admin/providers/\${id}${suffix}`, `/api/admin/providers/${EXAMPLE_ID}${suffix}`);

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
  rmSync(`${PACT_DIR}/mfe-admin-gateway.json`, { force: true });
});

const signedInAsAdmin = () =>
  useSession.setState({
    status: 'authenticated',
    accessToken: 'admin-access-token',
    user: { id: 'adm_1', email: null, role: '500', isApproved: true, status: 'approved' },
  });
const signedOut = () => useSession.setState({ status: 'anonymous', accessToken: null, user: null });

describe('admin account', () => {
  beforeEach(signedOut);

  it('logs an admin in by phone', async () => {
    await pact
      .addInteraction()
      .given(ADMIN_EXISTS)
      .uponReceiving('an admin login with the right password')
      .withRequest('POST', '/api/admin/loginadmin', (request) =>
        request.headers(jsonRequest).jsonBody({ phone: '9876500001', password: 'AdminPass#2026' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          token: string('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1fMSJ9.c2lnbmF0dXJl'),
          message: string('Login successful'),
          role: '500',
          expiresIn: integer(900),
          admin: { _id: string('adm_1'), phone: '9876500001', email: null, isApproved: true },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await loginAdmin({ phone: '9876500001', password: 'AdminPass#2026' });
        expect(answer).toMatchObject({ role: '500', admin: { phone: '9876500001' } });
      });
  });

  it('refuses a wrong password with a message for the red banner', async () => {
    await pact
      .addInteraction()
      .given(ADMIN_EXISTS)
      .uponReceiving('an admin login with a wrong password')
      .withRequest('POST', '/api/admin/loginadmin', (request) =>
        request.headers(jsonRequest).jsonBody({ phone: '9876500001', password: 'WrongPass#1' }),
      )
      .willRespondWith(401, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(errorBody('AUTH.INVALID_CREDENTIALS', 'Invalid phone or password.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() => loginAdmin({ phone: '9876500001', password: 'WrongPass#1' }));
        expect(error).toMatchObject({ status: 401, code: 'AUTH.INVALID_CREDENTIALS' });
        expect(error.message).toBeTruthy();
      });
  });

  it('refuses a registration with an unknown code', async () => {
    await pact
      .addInteraction()
      .uponReceiving('an admin registration with an unknown code')
      .withRequest('POST', '/api/admin/registeradmin', (request) =>
        request
          .headers(jsonRequest)
          .jsonBody({ phone: '9876500002', password: 'AdminPass#2026', registrationCode: 'NOT-A-CODE' }),
      )
      .willRespondWith(403, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(errorBody('AUTH.ADMIN_CODE_INVALID', 'The admin registration code is not valid.')),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() =>
          registerAdmin({ phone: '9876500002', password: 'AdminPass#2026', registrationCode: 'NOT-A-CODE' }),
        );
        expect(error).toMatchObject({ status: 403, code: 'AUTH.ADMIN_CODE_INVALID' });
      });
  });
});

describe('provider verification', () => {
  beforeEach(signedInAsAdmin);

  it('lists the pharmacies awaiting review with the five counters', async () => {
    await pact
      .addInteraction()
      .given(PHARMACY_AWAITS_REVIEW)
      .uponReceiving('a list of pending pharmacies')
      .withRequest('GET', '/api/admin/providers', (request) =>
        request.headers(bearer).query({ search: 'pact.pharmacy', status: 'pending', type: 'pharmacy' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          items: eachLike(summary('pending')),
          counts: {
            all: integer(1),
            pending: integer(1),
            under_review: integer(0),
            approved: integer(0),
            rejected: integer(0),
          },
          nextCursor: null,
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await listProviders({ search: 'pact.pharmacy', status: 'pending', type: 'pharmacy' });
        expect(answer.items[0]).toMatchObject({ entityType: 'pharmacy', status: 'pending' });
        expect(answer.counts.pending).toBeGreaterThan(0);
      });
  });

  it('opens the review: the pharmacy is now under review, with its licence link', async () => {
    await pact
      .addInteraction()
      .given(PHARMACY_AWAITS_REVIEW)
      .uponReceiving('opening the review of a pending pharmacy')
      .withRequest('POST', providerPath('/review'), (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.headers(jsonResponse).jsonBody(detail('under_review')))
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await openReview(EXAMPLE_ID);
        expect(answer.status).toBe('under_review');
        expect(answer.licence?.url).toEqual(expect.any(String));
      });
  });

  it('reads one provider', async () => {
    await pact
      .addInteraction()
      .given(PHARMACY_APPROVED)
      .uponReceiving('reading an approved pharmacy')
      .withRequest('GET', providerPath(), (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(detail('approved', [decision('approved', 'pending', 'approved', null)])),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        expect((await getProvider(EXAMPLE_ID)).status).toBe('approved');
      });
  });

  it('saves the checklist and notes', async () => {
    const review = {
      checklist: { licenceValid: true, detailsMatch: true, contactVerified: false, servicesConfirmed: false },
      notes: 'Licence checked.',
    };
    await pact
      .addInteraction()
      .given(PHARMACY_AWAITS_REVIEW)
      .uponReceiving('saving the review of a pharmacy')
      .withRequest('PUT', providerPath('/review'), (request) =>
        request.headers({ ...bearer, ...jsonRequest }).jsonBody(review),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          ...detail('pending'),
          status: string('pending'),
          review: {
            checklist: review.checklist,
            notes: 'Licence checked.',
            updatedAt: string('2026-11-25T10:02:00.000Z'),
            updatedBy: string('0193a5b0-0000-7000-8000-000000000009'),
          },
          decisions: [],
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await saveReview(EXAMPLE_ID, review);
        expect(answer.review).toMatchObject(review);
      });
  });

  it('approves a pharmacy awaiting review', async () => {
    await pact
      .addInteraction()
      .given(PHARMACY_AWAITS_REVIEW)
      .uponReceiving('approving a pending pharmacy')
      .withRequest(
        'PATCH',
        fromProviderState('/api/admin/verify/pharmacy/${id}', `/api/admin/verify/pharmacy/${EXAMPLE_ID}`),
        (request) =>
          request.headers({ ...bearer, ...jsonRequest }).jsonBody({ status: 'approved', note: 'All good.' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          message: string('Pharmacy has been approved successfully.'),
          provider: detail('approved', [decision('approved', 'pending', 'approved', 'All good.')]),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await decideProvider('pharmacy', EXAMPLE_ID, {
          status: 'approved',
          note: 'All good.',
        });
        expect(answer.provider.status).toBe('approved');
      });
  });

  it('refuses to decide a provider that was decided already (409)', async () => {
    await pact
      .addInteraction()
      .given(PHARMACY_APPROVED)
      .uponReceiving('rejecting a pharmacy that is already approved')
      .withRequest(
        'PATCH',
        fromProviderState('/api/admin/verify/pharmacy/${id}', `/api/admin/verify/pharmacy/${EXAMPLE_ID}`),
        (request) => request.headers({ ...bearer, ...jsonRequest }).jsonBody({ status: 'rejected' }),
      )
      .willRespondWith(409, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody(
            errorBody(
              'VERIFICATION.DECISION_NOT_ALLOWED',
              'This provider is already approved; only a pending or under-review provider can be approved or rejected.',
            ),
          ),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const error = await failureOf(() => decideProvider('pharmacy', EXAMPLE_ID, { status: 'rejected' }));
        expect(error).toMatchObject({ status: 409, code: 'VERIFICATION.DECISION_NOT_ALLOWED' });
      });
  });
});

describe('enquiries', () => {
  beforeEach(signedInAsAdmin);

  it('lists the enquiries the public site stored', async () => {
    await pact
      .addInteraction()
      .given(ENQUIRY_RECEIVED)
      .uponReceiving('a search of the appointment requests')
      .withRequest('GET', '/api/admin/enquiries', (request) =>
        request.headers(bearer).query({ search: 'Pact Visitor', kind: 'appointment' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          items: eachLike({
            id: string(EXAMPLE_ID),
            kind: 'appointment',
            name: string('Pact Visitor'),
            phone: string('9876543210'),
            email: null,
            details: like({ location: 'Thane', treatment: 'Teeth Whitening' }),
            createdAt: string('2026-11-25T10:00:00.000Z'),
          }),
          counts: {
            all: integer(1),
            appointment: integer(1),
            insurance: integer(0),
            consultation: integer(0),
            feedback: integer(0),
          },
          nextCursor: null,
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await listEnquiries({ search: 'Pact Visitor', kind: 'appointment' });
        expect(answer.items[0]).toMatchObject({ kind: 'appointment' });
      });
  });
});

// ---- consultations (booking) ---------------------------------------------------------------------

const CONSULTATION_ID = '0193a5b0-7e1a-7c3d-9f00-0000000000c1';
const consultationPath = fromProviderState(
  '/api/admin/consultations/${id}',
  `/api/admin/consultations/${CONSULTATION_ID}`,
);
const consultationIdField = fromProviderState('${id}', CONSULTATION_ID);

/** A consultation as the admin's list and details show it (the state's: Pact Patient at an approved clinic). */
const consultation = (status: string, extra: Record<string, unknown> = {}) => ({
  id: string(CONSULTATION_ID),
  _id: string(CONSULTATION_ID),
  fullName: 'Pact Patient',
  phoneNumber: string('9876543210'),
  purpose: string('Tooth ache since Monday'),
  consultationTime: string('2026-12-01 10:00 AM'),
  date: string('2026-12-01'),
  time: string('10:00 AM'),
  dateTime: string('2026-12-01T04:30:00.000Z'),
  service: like({
    id: EXAMPLE_ID,
    _id: EXAMPLE_ID,
    name: 'Pact Clinic',
    location: 'Mumbai',
    address: '12 Hill Road, Bandra West',
    phone: '9820012345',
    specializations: ['Dentistry'],
  }),
  serviceType: 'Clinic',
  status,
  alternativeTime: null,
  alternative: null,
  adminNote: null,
  patientId: string('0193a5b0-0000-7000-8000-0000000000b1'),
  decidedAt: null,
  createdAt: string('2026-11-25T10:00:00.000Z'),
  ...extra,
});

describe('consultations', () => {
  beforeEach(signedInAsAdmin);

  it("searches the pending consultations with the server's counters", async () => {
    await pact
      .addInteraction()
      .given(CONSULTATION_PENDING)
      .uponReceiving('a search of the pending consultations')
      .withRequest('GET', '/api/admin/pending-clinic-requests', (request) =>
        request.headers(bearer).query({ search: 'Pact Patient', status: 'pending' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          consultations: eachLike(consultation('pending')),
          counts: {
            all: integer(1),
            pending: integer(1),
            approved: integer(0),
            rejected: integer(0),
            cancelled: integer(0),
          },
          nextCursor: null,
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await listConsultations({ search: 'Pact Patient', status: 'pending' });
        expect(answer.consultations[0]).toMatchObject({ fullName: 'Pact Patient', status: 'pending' });
        expect(answer.counts.pending).toBeGreaterThan(0);
      });
  });

  it('reads one consultation with its audit trail', async () => {
    await pact
      .addInteraction()
      .given(CONSULTATION_PENDING)
      .uponReceiving('reading a pending consultation')
      .withRequest('GET', consultationPath, (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody({ success: true, consultation: consultation('pending'), decisions: [] }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await getConsultation(CONSULTATION_ID);
        expect(answer.consultation.status).toBe('pending');
        expect(answer.decisions).toEqual([]);
      });
  });

  it('approves a pending consultation with an alternative date and time and a note', async () => {
    const alternativeDate = addDays(todayInIndia(), 8);
    await pact
      .addInteraction()
      .given(CONSULTATION_PENDING)
      .uponReceiving('approving a consultation with an alternative time')
      .withRequest('PATCH', '/api/admin/update-status', (request) =>
        request.headers({ ...bearer, ...jsonRequest }).jsonBody({
          consultationId: consultationIdField,
          status: 'approved',
          alternativeDate: fromProviderState('${alternativeDate}', alternativeDate),
          alternativeTime: '11:00 AM',
          adminNote: 'The doctor is away that morning.',
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          message: string('Consultation approved successfully!'),
          consultation: consultation('approved', {
            alternativeTime: string(`${alternativeDate} 11:00 AM`),
            alternative: like({
              date: alternativeDate,
              time: '11:00 AM',
              consultationTime: `${alternativeDate} 11:00 AM`,
              startsAt: `${alternativeDate}T05:30:00.000Z`,
              status: 'offered',
              expiresAt: '2026-11-26T10:00:00.000Z',
              answeredAt: null,
            }),
            adminNote: 'The doctor is away that morning.',
            decidedAt: string('2026-11-25T10:00:00.000Z'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await updateConsultationStatus({
          consultationId: CONSULTATION_ID,
          status: 'approved',
          alternativeDate,
          alternativeTime: '11:00 AM',
          adminNote: 'The doctor is away that morning.',
        });
        expect(answer.consultation).toMatchObject({ status: 'approved', alternative: { status: 'offered' } });
      });
  });

  it('rejects a pending consultation with a reason', async () => {
    await pact
      .addInteraction()
      .given(CONSULTATION_PENDING)
      .uponReceiving('rejecting a consultation with a reason')
      .withRequest('PATCH', '/api/admin/update-status', (request) =>
        request.headers({ ...bearer, ...jsonRequest }).jsonBody({
          consultationId: consultationIdField,
          status: 'rejected',
          adminNote: 'No doctor is available that day.',
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          message: string('Consultation rejected successfully!'),
          consultation: consultation('rejected', {
            adminNote: 'No doctor is available that day.',
            decidedAt: string('2026-11-25T10:00:00.000Z'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await updateConsultationStatus({
          consultationId: CONSULTATION_ID,
          status: 'rejected',
          adminNote: 'No doctor is available that day.',
        });
        expect(answer.consultation.status).toBe('rejected');
      });
  });
});

// ---- prescriptions (prescription) ----------------------------------------------------------------

const SUBMISSION_ID = '0193a5b0-7e1a-7c3d-9f00-0000000000a1';
const submissionPath = (suffix = '') =>
  fromProviderState(
    `/api/admin/submissions/\${id}${suffix}`,
    `/api/admin/submissions/${SUBMISSION_ID}${suffix}`,
  );

/** A lab test prescription as the admin sees it (the state's: a PNG from Pact Patient to an approved lab). */
const submission = (status: string, extra: Record<string, unknown> = {}) => ({
  id: string(SUBMISSION_ID),
  _id: string(SUBMISSION_ID),
  type: 'lab',
  status,
  providerId: string(EXAMPLE_ID),
  providerName: string('Pact Laboratory'),
  providerEmail: string('pact.lab@example.com'),
  service: string('Pact Laboratory'),
  doctor: string('Dr. Pact'),
  date: string('2026-11-25'),
  notes: null,
  prescriptionFile: {
    originalName: string('prescription.png'),
    size: integer(68),
    kind: 'png',
    url: string('http://127.0.0.1:9000/hp-private/prescriptions/0193a5b0?X-Amz-Signature=abc'),
    expiresAt: string('2026-11-25T10:05:00.000Z'),
  },
  userId: string('0193a5b0-0000-7000-8000-0000000000b1'),
  username: 'Pact Patient',
  mobile: string('9876543210'),
  createdAt: string('2026-11-25T10:00:00.000Z'),
  updatedAt: string('2026-11-25T10:00:00.000Z'),
  ...extra,
});

describe('prescription submissions', () => {
  beforeEach(signedInAsAdmin);

  it("searches the pending lab requests with the server's counters", async () => {
    await pact
      .addInteraction()
      .given(LAB_SUBMISSION_PENDING)
      .uponReceiving('a search of the pending lab requests')
      .withRequest('GET', '/api/admin/submissions', (request) =>
        request.headers(bearer).query({ type: 'lab', search: 'Pact Patient', status: 'pending' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          data: {
            all: eachLike(submission('pending')),
            counts: { all: integer(1), pending: integer(1), accepted: integer(0), rejected: integer(0) },
            nextCursor: null,
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await listSubmissions({ type: 'lab', search: 'Pact Patient', status: 'pending' });
        expect(answer.data.all[0]).toMatchObject({ type: 'lab', status: 'pending' });
      });
  });

  it('reads one submission with its file link and audit trail', async () => {
    await pact
      .addInteraction()
      .given(LAB_SUBMISSION_PENDING)
      .uponReceiving('reading a pending lab request')
      .withRequest('GET', submissionPath(), (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response
          .headers(jsonResponse)
          .jsonBody({ success: true, submission: { ...submission('pending'), decisions: [] } }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await getSubmission(SUBMISSION_ID);
        expect(answer.submission.prescriptionFile.url).toEqual(expect.any(String));
      });
  });

  it("changes a submission's status with a note, audited", async () => {
    await pact
      .addInteraction()
      .given(LAB_SUBMISSION_PENDING)
      .uponReceiving('accepting a pending lab request')
      .withRequest('PATCH', submissionPath('/status'), (request) =>
        request
          .headers({ ...bearer, ...jsonRequest })
          .jsonBody({ status: 'accepted', note: 'Sample collected.' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonResponse).jsonBody({
          success: true,
          message: string('Submission accepted successfully.'),
          submission: {
            ...submission('accepted', { notes: 'Sample collected.' }),
            decisions: eachLike({
              fromStatus: 'pending',
              toStatus: 'accepted',
              note: 'Sample collected.',
              actorId: string('0193a5b0-0000-7000-8000-000000000009'),
              at: string('2026-11-25T10:01:00.000Z'),
            }),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        configureApi({ baseUrl: mockServer.url });
        const answer = await updateSubmissionStatus(SUBMISSION_ID, {
          status: 'accepted',
          note: 'Sample collected.',
        });
        expect(answer.submission).toMatchObject({ status: 'accepted', notes: 'Sample collected.' });
      });
  });
});
