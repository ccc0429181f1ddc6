import { createHmac, randomUUID } from 'node:crypto';
import { Verifier } from '@pact-foundation/pact';
import {
  addDays,
  authRoutes,
  bookingRoutes,
  consultationRoutes,
  directoryRoutes,
  notificationRoutes,
  paymentRoutes,
  prescriptionRoutes,
  Role,
  todayInIndia,
  verificationRoutes,
  type AdminRegistrationCodeResponse,
  type CheckoutResponse,
  type ConsultationAnswer,
  type CreatePaymentLinkResponse,
  type DirectoryResponse,
  type EntityType,
  type NotificationListResponse,
  type ProviderListResponse,
} from '@hp/contracts';
import { startAuthService, startServiceProcess, type RunningService } from '../support/service-process.js';
import {
  startGateway,
  TEST_JWT_SECRET,
  TEST_REDIS_URL,
  untilReady,
  type RunningGateway,
} from '../support/gateway.js';
import { call, get, post, uniqueClientIp } from '../support/http.js';
import { startMailbox, type Mailbox } from '../support/mailbox.js';
import {
  pactFilesOf,
  PLURAL_TEST_CREDENTIALS,
  startPluralSimulator,
  startTestNats,
  startTestS3,
  type TestNats,
  type TestPluralSimulator,
  type TestS3,
} from '@hp/service-platform/testing';
import { approvedProvider } from '../support/providers.js';
import { signAccessToken } from '../support/tokens.js';

const isEmptyJson = (body: unknown) =>
  typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && Object.keys(body).length === 0;

/** The patient the provider state "a patient account exists for ..." describes. */
const asha = {
  name: 'Asha Verma',
  phone: '9000000001',
  email: 'asha@example.com',
  password: 'CorrectHorse1',
};

/** A Dental Checkup as the payment page sends it (the order the state "a checkout order exists" makes). */
const dentalCheckup = {
  service: 'dental-checkup',
  order_amount: { value: 50_000, currency: 'INR' },
  purchase_details: {
    customer: {
      email_id: 'asha@example.com',
      first_name: 'Asha',
      last_name: 'Rao',
      mobile_number: '9876543210',
    },
  },
};

/** The admin the admin remote's pact logs in as (provider state "an admin account exists ..."). */
const pactAdmin = { phone: '9876500001', password: 'AdminPass#2026' };
/** The token the admin remote's pact records; the verification puts a real admin token in its place. */
const RECORDED_ADMIN_TOKEN = 'Bearer admin-access-token';
/** A 1x1 PNG: the licence proof of the pharmacies the provider states register. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The token the provider remote's clinic interactions record; the verification puts the state's clinic's in its place. */
const RECORDED_CLINIC_TOKEN = 'Bearer clinic-access-token';
/** The patient of the clinic states (the provider remote's pact expects this name). */
const PACT_PATIENT = 'Pact Patient';

/** The provider accounts the states "a pharmacy ... awaits approval / is approved", "a laboratory ... was rejected" name. */
const PROVIDER_PASSWORD = 'Pharmacy#123';

/** What a provider registers with, besides its kind and e-mail (the directory's states set their own). */
type ProviderFields = Partial<
  Record<
    | 'name'
    | 'address'
    | 'location'
    | 'state'
    | 'hfrId'
    | 'numberOfDoctors'
    | 'specializations'
    | 'acceptsEMI'
    | 'acceptsInsurance',
    string
  >
>;

/**
 * Registers a provider through the gateway (the multipart form, no licence), as the provider remote does; an account
 * that exists already (a state set up twice) is left as it is. Answers its id, or null when it existed.
 */
async function registerProvider(
  baseUrl: string,
  entityType: EntityType,
  email: string,
  own: ProviderFields = {},
): Promise<string | null> {
  const form = new FormData();
  const fields = {
    entityType,
    name: `Pact ${entityType} ${email}`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    email,
    address: '12 Hill Road, Bandra West',
    location: 'Mumbai',
    state: 'IN-MH',
    numberOfDoctors: '2',
    specializations: '[]',
    acceptsEMI: 'no',
    acceptsInsurance: 'yes',
    password: PROVIDER_PASSWORD,
    ...own,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${baseUrl}${verificationRoutes.providerRegister.path}`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': uniqueClientIp() },
  });
  const body = (await response.json()) as { id?: string; code?: string };
  if (response.status === 201 && body.id) return body.id;
  if (response.status === 409 && body.code === 'AUTH.EMAIL_TAKEN') return null;
  throw new Error(`could not register ${email}: ${response.status} ${JSON.stringify(body)}`);
}

/**
 * Waits until auth, which learns decisions from verification's events, answers a login as the decision says: 200
 * once approved; once rejected, 403 with AUTH.ACCOUNT_REJECTED (a pending account's 403 names another code).
 */
async function untilLoginAnswers(
  baseUrl: string,
  entityType: EntityType,
  email: string,
  decision: 'approved' | 'rejected',
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await post(
      baseUrl,
      authRoutes.providerLogin.path,
      { email, password: PROVIDER_PASSWORD, entityType },
      { ip: uniqueClientIp() },
    );
    const code = (answer.body as { code?: string } | undefined)?.code;
    if (decision === 'approved' ? answer.status === 200 : code === 'AUTH.ACCOUNT_REJECTED') return;
    if (Date.now() > deadline) throw new Error(`login of ${email} still answers ${answer.status} ${code ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A registered provider with the admin's decision, as the states describe it. */
async function decidedProvider(
  baseUrl: string,
  entityType: EntityType,
  email: string,
  decision: 'approved' | 'rejected',
  own: ProviderFields = {},
) {
  const id = await registerProvider(baseUrl, entityType, email, own);
  if (id) {
    const token = await signAccessToken({ role: Role.Admin, sub: randomUUID() });
    const answer = await call(
      baseUrl,
      'PATCH',
      `/api/admin/verify/${entityType}/${id}`,
      { status: decision },
      {
        token,
        ip: uniqueClientIp(),
      },
    );
    if (answer.status !== 200)
      throw new Error(`could not decide ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  await untilLoginAnswers(baseUrl, entityType, email, decision);
}

/** The patient remote's placeholders (mfe-patient/pact/care.interactions.ts), replaced here by this run's values. */
const RECORDED_PATIENT_TOKEN = 'Bearer patient-access-token';
const RECORDED_PHARMACY_ID = '0193b3a0-0000-7000-8000-00000000fa01';
const RECORDED_PRESCRIBED_DATE = '2030-01-15';

/**
 * Answers `attempt`'s value once there is one (not null or undefined): a service that learns of a provider from
 * verification's events answers nothing until it has.
 */
async function eventually<T>(what: string, attempt: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await attempt();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still not there after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the directory, which learns approvals from verification's events, lists `name` for `query`. */
async function untilListed(baseUrl: string, query: string, name: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await get<DirectoryResponse>(
      baseUrl,
      `${directoryRoutes.approvedProviders.path}?${query}`,
      {
        ip: uniqueClientIp(),
      },
    );
    const listed = [...answer.body.clinics, ...answer.body.pharmacies, ...answer.body.laboratories];
    if (listed.some((entry) => entry.name === name)) return;
    if (Date.now() > deadline) throw new Error(`${name} is still not listed: ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A provider registered and approved through the gateway (a new e-mail each time); answers its id. */
async function approvedProviderId(baseUrl: string, entityType: EntityType, name: string): Promise<string> {
  const email = `pact.${entityType}.${randomUUID()}@example.com`;
  const own = entityType === 'clinic' ? { name, specializations: '["Dentistry"]' } : { name };
  const id = await registerProvider(baseUrl, entityType, email, own);
  if (!id) throw new Error(`${email} existed already`);
  const token = await signAccessToken({ role: Role.Admin, sub: randomUUID() });
  const answer = await call(
    baseUrl,
    'PATCH',
    verificationRoutes.adminVerifyProvider.path.replace(':type', entityType).replace(':id', id),
    { status: 'approved' },
    { token, ip: uniqueClientIp() },
  );
  if (answer.status !== 200)
    throw new Error(`could not approve ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return id;
}

/**
 * The admin remote's consultation state: an approved clinic (booking learns it from verification's event), and a
 * patient's pending consultation there, booked through the gateway. Answers the consultation's id and a date for
 * the alternative time (both change every run).
 */
async function pendingConsultation(baseUrl: string) {
  const clinicId = await approvedProviderId(baseUrl, 'clinic', 'Pact Clinic');
  const token = await signAccessToken({ role: Role.User, sub: randomUUID() });
  const date = addDays(todayInIndia(), 7);
  const booked = await eventually('the clinic in booking', async () => {
    const answer = await post<{ consultation: { id: string } }>(
      baseUrl,
      consultationRoutes.bookConsultation.path,
      {
        fullName: 'Pact Patient',
        phoneNumber: '9876543210',
        consultationTime: `${date} 10:00 AM`,
        purpose: 'Tooth ache since Monday',
        service: clinicId,
        serviceType: 'Clinic',
      },
      { token, ip: uniqueClientIp() },
    );
    if (answer.status === 201) return answer.body.consultation.id;
    if (answer.status >= 500 || answer.status === 401 || answer.status === 403)
      throw new Error(`booking failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return null;
  });
  return { id: booked, alternativeDate: addDays(todayInIndia(), 8) };
}

/**
 * The admin remote's prescription state: an approved laboratory (the prescription service learns it from
 * verification's event), and a patient's lab test prescription (a PNG) sent to it through the gateway.
 */
async function pendingLabSubmission(baseUrl: string) {
  const labId = await approvedProviderId(baseUrl, 'lab', 'Pact Laboratory');
  const token = await signAccessToken({ role: Role.User, sub: randomUUID() });
  const id = await eventually('the laboratory in prescription', async () => {
    const form = new FormData();
    const fields = {
      type: 'lab',
      providerId: labId,
      service: 'Pact Laboratory',
      username: 'Pact Patient',
      mobile: '9876543210',
      doctor: 'Dr. Pact',
      date: todayInIndia(),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('prescription', new Blob([PNG], { type: 'image/png' }), 'prescription.png');
    const response = await fetch(`${baseUrl}${prescriptionRoutes.submitPrescription.path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': uniqueClientIp() },
    });
    const body = (await response.json()) as { id?: string };
    if (response.status === 201 && body.id) return body.id;
    if (response.status !== 400) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
    return null;
  });
  return { id };
}

/**
 * Provider verification: every interaction the remotes recorded is replayed against the real gateway,
 * forwarding to the real auth, booking, payment, verification and directory services (fresh databases, private NATS, S3 and
 * mailbox; the payment service talks to a local Plural simulator).
 */
describe('gateway as a Pact provider', () => {
  let nats: TestNats;
  let s3: TestS3;
  let mailbox: Mailbox;
  let authService: RunningService;
  let bookingService: RunningService;
  let plural: TestPluralSimulator;
  let paymentService: RunningService;
  let verificationService: RunningService;
  let directoryService: RunningService;
  let prescriptionService: RunningService;
  let notificationService: RunningService;
  let patientToken: string;
  /** The approved clinic and pharmacy of the patient remote's states, made once per run. */
  let careClinic: Promise<string> | undefined;
  let carePharmacy: Promise<string> | undefined;
  let careDays = 0;
  let gateway: RunningGateway;
  let adminToken: string;
  let pharmacies = 0;
  /** The clinic of the latest clinic state, signed in: its token replaces the recorded one. */
  let clinicToken: string | null = null;

  /**
   * A clinic registered and approved through the gateway (verification), signed in (auth), known to booking (it
   * learns clinics from verification's events), with one consultation booked by Pact Patient. A new clinic for each
   * state, so that its list holds exactly what the state says.
   */
  async function clinicWithPatient() {
    const clinic = await approvedProvider(gateway.url, 'clinic', adminToken);
    clinicToken = clinic.token;
    const patient = await signAccessToken({ role: Role.User, sub: randomUUID() });
    const day = addDays(todayInIndia(), 7);
    const slots = `${consultationRoutes.consultationSlots.path}?service=${clinic.id}&date=${day}`;
    const deadline = Date.now() + 20_000;
    while ((await get(gateway.url, slots, { token: patient })).status !== 200) {
      if (Date.now() > deadline) throw new Error('booking never learnt of the approved clinic');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const booked = await post<ConsultationAnswer>(
      gateway.url,
      consultationRoutes.bookConsultation.path,
      {
        fullName: PACT_PATIENT,
        phoneNumber: '9876543210',
        consultationTime: `${day} 10:30 AM`,
        purpose: 'Tooth pain on the lower left side',
        service: clinic.id,
        serviceType: 'Clinic',
      },
      { token: patient },
    );
    if (booked.status !== 201)
      throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
    return {
      consultationId: booked.body.consultation.id,
      clinicId: clinic.id,
      // A payment link's expiry must lie ahead of the verification's clock: the dialog's 30 days.
      expireBy: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    };
  }

  /** A pharmacy registered through the gateway (multipart, with a PNG licence), pending; answers its id. */
  async function registerPharmacy(): Promise<string> {
    pharmacies += 1;
    const email = `pact.pharmacy.${Date.now()}.${pharmacies}@example.com`;
    const form = new FormData();
    const fields = {
      entityType: 'pharmacy',
      name: `Pact Pharmacy ${pharmacies}`,
      phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email,
      address: '12 Hill Road, Bandra West',
      location: 'Mumbai',
      state: 'IN-MH',
      numberOfDoctors: '2',
      specializations: '[]',
      acceptsEMI: 'no',
      acceptsInsurance: 'yes',
      password: 'Provider#123',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('licenseProof', new Blob([PNG], { type: 'image/png' }), 'licence.png');
    const registered = await fetch(`${gateway.url}${verificationRoutes.providerRegister.path}`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': uniqueClientIp() },
    });
    if (registered.status !== 201)
      throw new Error(`pharmacy registration failed: ${registered.status} ${await registered.text()}`);
    const listed = await get<ProviderListResponse>(
      gateway.url,
      `${verificationRoutes.adminListProviders.path}?search=${encodeURIComponent(email)}`,
      { token: adminToken },
    );
    const id = listed.body.items[0]?.id;
    if (!id)
      throw new Error(`the registered pharmacy ${email} is not listed: ${JSON.stringify(listed.body)}`);
    return id;
  }

  /** An approved provider listed by the directory under `name`; answers its id. */
  async function listedProvider(type: EntityType, email: string, name: string): Promise<string> {
    // A clinic needs a specialization to register.
    await decidedProvider(gateway.url, type, email, 'approved', {
      name,
      numberOfDoctors: '2',
      acceptsEMI: 'yes',
      ...(type === 'clinic' ? { specializations: '["Dentistry"]' } : {}),
    });
    const list = type === 'clinic' ? 'clinics' : type === 'pharmacy' ? 'pharmacies' : 'laboratories';
    return eventually(`${name} in the directory`, async () => {
      const answer = await get<DirectoryResponse>(
        gateway.url,
        `${directoryRoutes.approvedProviders.path}?type=${type}`,
        {
          ip: uniqueClientIp(),
        },
      );
      return answer.body[list].find((entry) => entry.name === name)?.id;
    });
  }

  /** Pact Care Clinic, approved, listed and known to booking (its slots answer). */
  const theCareClinic = () =>
    (careClinic ??= (async () => {
      const id = await listedProvider('clinic', 'care.clinic@example.com', 'Pact Care Clinic');
      await eventually('Pact Care Clinic at booking', async () => {
        const slots = await get(
          gateway.url,
          `/api/user/consultation-slots?service=${id}&date=${addDays(todayInIndia(), 1)}`,
          {
            token: patientToken,
            ip: uniqueClientIp(),
          },
        );
        return slots.status === 200 ? true : undefined;
      });
      return id;
    })());

  /** A day of its own for each state (two places per slot: the states never fill one). */
  const nextCareDay = () => addDays(todayInIndia(), 7 + (careDays++ % 60));

  async function bookAsPatient(clinicId: string, date: string, token = patientToken): Promise<string> {
    const booked = await post<ConsultationAnswer>(
      gateway.url,
      '/api/user/consultations',
      {
        fullName: 'Asha Verma',
        phoneNumber: '9876543210',
        consultationTime: `${date} 2:30 PM`,
        purpose: 'Tooth ache for a week',
        service: clinicId,
        serviceType: 'Clinic',
      },
      { token, ip: uniqueClientIp() },
    );
    if (booked.status !== 201)
      throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
    return booked.body.consultation.id;
  }

  /** Sends a prescription as the pact patient (multipart, a PNG); answers the status. */
  async function sendPrescription(pharmacyId: string): Promise<number> {
    const form = new FormData();
    const fields = {
      type: 'pharmacy',
      providerId: pharmacyId,
      service: 'Pact Care Pharmacy',
      username: 'Asha Verma',
      mobile: '9876543210',
      doctor: 'Dr. Rao',
      date: todayInIndia(),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('prescription', new Blob([PNG], { type: 'image/png' }), 'scan.png');
    const sent = await fetch(`${gateway.url}/api/user/prescriptions`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${patientToken}`, 'x-forwarded-for': uniqueClientIp() },
    });
    await sent.arrayBuffer();
    return sent.status;
  }

  /** Pact Care Pharmacy, approved and known to the prescription service (a prescription to it is taken). */
  const theCarePharmacy = () =>
    (carePharmacy ??= (async () => {
      const id = await listedProvider('pharmacy', 'care.pharmacy@example.com', 'Pact Care Pharmacy');
      await eventually('Pact Care Pharmacy at prescription', async () =>
        (await sendPrescription(id)) === 201 ? true : undefined,
      );
      return id;
    })());

  /** The pact patient's consultation at Pact Care Clinic, approved by an admin for another time. */
  async function offerAlternative() {
    const date = nextCareDay();
    const consultationId = await bookAsPatient(await theCareClinic(), date);
    const decided = await call(
      gateway.url,
      'PATCH',
      '/api/admin/update-status',
      {
        consultationId,
        status: 'approved',
        alternativeDate: addDays(date, 1),
        alternativeTime: '4:00 PM',
      },
      { token: adminToken, ip: uniqueClientIp() },
    );
    if (decided.status !== 200)
      throw new Error(`approval failed: ${decided.status} ${JSON.stringify(decided.body)}`);
    return { consultationId };
  }

  /**
   * The reminder link of an approved consultation (mfe-patient's /reminder/:token): the token is
   * the notification service's HMAC of the consultation's id with its REMINDER_LINK_SECRET (the local default here),
   * usable once the service has planned the reminders from booking's approval (the link answers 200).
   */
  async function reminderLink() {
    // Another patient than the pact patient, whose bell the shell's pact reads (every item offered another time).
    const consultationId = await bookAsPatient(
      await theCareClinic(),
      nextCareDay(),
      await signAccessToken({ role: Role.User, sub: randomUUID() }),
    );
    const approved = await call(
      gateway.url,
      'PATCH',
      '/api/admin/update-status',
      { consultationId, status: 'approved' },
      { token: adminToken, ip: uniqueClientIp() },
    );
    if (approved.status !== 200)
      throw new Error(`approval failed: ${approved.status} ${JSON.stringify(approved.body)}`);
    const reminderToken = createHmac('sha256', 'hp-local-reminder-link-secret-dev-only')
      .update(`reminder-link:${consultationId}`)
      .digest('base64url');
    await eventually('the reminder link', async () => {
      const answer = await get(gateway.url, `/api/reminders/${reminderToken}`, { ip: uniqueClientIp() });
      return answer.status === 200 ? true : null;
    });
    return { reminderToken };
  }

  beforeAll(async () => {
    nats = await startTestNats();
    s3 = await startTestS3();
    mailbox = await startMailbox();
    authService = await startAuthService({
      natsUrl: nats.url,
      redisUrl: TEST_REDIS_URL,
      jwtSecret: TEST_JWT_SECRET,
      smtpPort: mailbox.smtpPort,
    });
    plural = await startPluralSimulator();
    paymentService = await startServiceProcess('payment', {
      natsUrl: nats.url,
      smtpPort: mailbox.smtpPort,
      env: {
        PLURAL_BASE_URL: plural.url,
        ...PLURAL_TEST_CREDENTIALS,
        PLURAL_TIMEOUT_MS: '5000',
        PAYMENT_SITE_URL: 'http://localhost:8080',
      },
    });
    verificationService = await startServiceProcess('verification', {
      natsUrl: nats.url,
      smtpPort: mailbox.smtpPort,
      env: s3.env,
    });
    // After verification, whose events stream they read (verification makes the stream when it starts): booking keeps
    // a copy of the approved clinics, prescription of the approved pharmacies and laboratories.
    bookingService = await startServiceProcess('booking', { natsUrl: nats.url, smtpPort: mailbox.smtpPort });
    prescriptionService = await startServiceProcess('prescription', {
      natsUrl: nats.url,
      smtpPort: mailbox.smtpPort,
      env: { ...s3.env, S3_PUBLIC_ENDPOINT: s3.env.S3_ENDPOINT!.replace('127.0.0.1', 'localhost') },
    });
    // The bell's notifications come from the other services' events (it waits for their streams).
    notificationService = await startServiceProcess('notification', {
      natsUrl: nats.url,
      smtpPort: mailbox.smtpPort,
    });
    directoryService = await startServiceProcess('directory', {
      natsUrl: nats.url,
      smtpPort: mailbox.smtpPort,
      env: { REDIS_URL: TEST_REDIS_URL },
    });
    gateway = await startGateway({ NATS_URL: nats.url, ...s3.env });
    await untilReady(gateway);
    adminToken = await signAccessToken({ role: Role.Admin, sub: randomUUID() });
    patientToken = await signAccessToken({ role: Role.User, sub: randomUUID() });
    await plural.sendWebhooksTo(`${gateway.url}${paymentRoutes.paymentWebhook.path}`);
  }, 90_000);

  afterAll(async () => {
    await gateway?.stop();
    await authService?.stop();
    await bookingService?.stop();
    await paymentService?.stop();
    await verificationService?.stop();
    await directoryService?.stop();
    await prescriptionService?.stop();
    await notificationService?.stop();
    await s3?.stop();
    await plural?.stop();
    await mailbox?.stop();
    await nats?.stop();
  });

  it('honours every interaction of the consumer pacts', async () => {
    let carePharmacyId: string | undefined;
    await new Verifier({
      provider: 'gateway',
      providerBaseUrl: gateway.url,
      pactUrls: pactFilesOf('gateway'),
      logLevel: 'warn',
      // Pact 16.4's proxy re-serialises JSON bodies it parsed but drops an empty `{}` while keeping its
      // Content-Length, so the request never completes (logout sends `{}`). Hand it the raw bytes instead.
      requestFilter: (
        request: { body?: unknown; headers: Record<string, string | undefined> },
        _response: unknown,
        next: () => void,
      ) => {
        const body = request.body;
        if (isEmptyJson(body)) request.body = Buffer.from(JSON.stringify(body));
        // A POST without a body (opening a review) would go on chunked, which Fastify reads as a body of no
        // type; browsers send it with `Content-Length: 0`.
        if (body === undefined && !request.headers['content-type']) request.headers['content-length'] = '0';
        // The admin remote records a placeholder token; the gateway checks a real one (signed like auth signs them).
        if (request.headers.authorization === RECORDED_ADMIN_TOKEN)
          request.headers.authorization = `Bearer ${adminToken}`;
        // The patient remote's placeholder token is this run's pact patient; its recorded prescription names the
        // state's pharmacy and a prescribed date of today (both the same length, so the body's length stays).
        if (request.headers.authorization === RECORDED_PATIENT_TOKEN)
          request.headers.authorization = `Bearer ${patientToken}`;
        if (Buffer.isBuffer(body) && body.includes(RECORDED_PHARMACY_ID) && carePharmacyId)
          request.body = Buffer.from(
            body
              .toString('latin1')
              .replace(RECORDED_PHARMACY_ID, carePharmacyId)
              .replace(RECORDED_PRESCRIBED_DATE, todayInIndia()),
            'latin1',
          );
        // The provider remote's clinic: the one the interaction's state made.
        if (request.headers.authorization === RECORDED_CLINIC_TOKEN && clinicToken)
          request.headers.authorization = `Bearer ${clinicToken}`;
        next();
      },
      stateHandlers: {
        // A consultation may be asked for from today to 90 days ahead: the request gets a date of this run's day.
        'a consultation date within the next 90 days': () =>
          Promise.resolve({ consultationDate: addDays(todayInIndia(), 7) }),
        // Each verification run has a database of its own, so nobody has registered this address yet.
        'no account exists for new.patient@example.com': () => Promise.resolve(undefined),
        [`a patient account exists for ${asha.email} with password ${asha.password}`]: async () => {
          const answer = await post(gateway.url, authRoutes.userRegister.path, asha);
          if (answer.status !== 201 && answer.body.code !== 'AUTH.EMAIL_TAKEN') {
            throw new Error(
              `could not create ${asha.email}: ${answer.status} ${JSON.stringify(answer.body)}`,
            );
          }
          return undefined;
        },
        // Admin registration needs a one-time code: an admin creates one, then the pact's admin registers with it.
        [`an admin account exists for phone ${pactAdmin.phone} with password ${pactAdmin.password}`]:
          async () => {
            const code = await post<AdminRegistrationCodeResponse>(
              gateway.url,
              authRoutes.adminCreateRegistrationCode.path,
              undefined,
              { token: adminToken },
            );
            if (code.status !== 201)
              throw new Error(`no registration code: ${code.status} ${JSON.stringify(code.body)}`);
            const answer = await post(gateway.url, authRoutes.adminRegister.path, {
              ...pactAdmin,
              registrationCode: code.body.code,
            });
            if (answer.status !== 201 && answer.body.code !== 'AUTH.PHONE_TAKEN') {
              throw new Error(`could not create the admin: ${answer.status} ${JSON.stringify(answer.body)}`);
            }
            return undefined;
          },
        // The provider's id is generated: the pact's paths take it from the state (`${id}`).
        'a pharmacy with a PNG licence awaits review': async () => ({ id: await registerPharmacy() }),
        'a pharmacy has been approved': async () => {
          const id = await registerPharmacy();
          const approved = await call(
            gateway.url,
            'PATCH',
            verificationRoutes.adminVerifyProvider.path.replace(':type', 'pharmacy').replace(':id', id),
            { status: 'approved' },
            { token: adminToken },
          );
          if (approved.status !== 200)
            throw new Error(`approval failed: ${approved.status} ${JSON.stringify(approved.body)}`);
          return { id };
        },
        'an appointment request from Pact Visitor was received': async () => {
          const answer = await post(
            gateway.url,
            bookingRoutes.submitAppointmentRequest.path,
            {
              name: 'Pact Visitor',
              phoneNumber: '9876543210',
              location: 'Thane',
              treatment: 'Teeth Whitening',
              preferredDate: todayInIndia(),
              preferredTime: '11:00 AM',
            },
            { ip: uniqueClientIp() },
          );
          if (answer.status !== 201)
            throw new Error(`enquiry failed: ${answer.status} ${JSON.stringify(answer.body)}`);
          return undefined;
        },
        // The admin dashboard's consultations and prescriptions (issue 14): made through the gateway, ids from the run.
        'a consultation from Pact Patient awaits review at an approved clinic': () =>
          pendingConsultation(gateway.url),
        'a lab test prescription from Pact Patient was sent to an approved laboratory': () =>
          pendingLabSubmission(gateway.url),
        // Providers join through the gateway, as the provider remote registers them; an admin decides.
        'no provider account exists for new.pharmacy@example.com': () => Promise.resolve(undefined),
        [`a pharmacy pending.pharmacy@example.com with password ${PROVIDER_PASSWORD} awaits approval`]:
          async () => {
            await registerProvider(gateway.url, 'pharmacy', 'pending.pharmacy@example.com');
            return undefined;
          },
        [`a pharmacy approved.pharmacy@example.com with password ${PROVIDER_PASSWORD} is approved`]:
          async () => {
            await decidedProvider(gateway.url, 'pharmacy', 'approved.pharmacy@example.com', 'approved');
            return undefined;
          },
        [`a laboratory rejected.lab@example.com with password ${PROVIDER_PASSWORD} was rejected`]:
          async () => {
            await decidedProvider(gateway.url, 'lab', 'rejected.lab@example.com', 'rejected');
            return undefined;
          },
        // The public directory (mfe-marketing's /demo): approved through the gateway, listed by the directory.
        'an approved pharmacy Pact Directory Pharmacy in Thane with EMI is listed in the directory':
          async () => {
            const name = 'Pact Directory Pharmacy';
            await decidedProvider(gateway.url, 'pharmacy', 'directory.pharmacy@example.com', 'approved', {
              name,
              address: '12 Hill Road, Thane West',
              location: 'Thane',
              acceptsEMI: 'yes',
              acceptsInsurance: 'no',
            });
            await untilListed(gateway.url, 'type=pharmacy&area=Thane&emi=true', name);
            return undefined;
          },
        // The patient's care on /clinicmain (mfe-patient): an approved clinic and pharmacy, the pact patient's requests.
        'an approved clinic Pact Care Clinic takes bookings': async () => ({
          clinicId: await theCareClinic(),
          consultationDate: nextCareDay(),
        }),
        'the pact patient has a pending consultation at Pact Care Clinic': async () => {
          await bookAsPatient(await theCareClinic(), nextCareDay());
          return undefined;
        },
        'the pact patient has been offered an alternative time': () => offerAlternative(),
        // The reminder link (mfe-patient's /reminder/:token): one link to confirm, another to cancel.
        'an approved consultation has a reminder link': () => reminderLink(),
        'a second approved consultation has a reminder link': () => reminderLink(),
        // The bell (shell): the offer above reaches the notification service as booking's event.
        'the pact patient has an unread notification of an alternative time': async () => {
          await offerAlternative();
          const notificationId = await eventually('the notification of the offer', async () => {
            const answer = await get<NotificationListResponse>(
              gateway.url,
              notificationRoutes.getNotifications.path,
              { token: patientToken, ip: uniqueClientIp() },
            );
            return answer.body.data?.notifications.find((item) => !item.read)?._id;
          });
          return { notificationId };
        },
        'an approved pharmacy Pact Care Pharmacy receives prescriptions': async () => {
          carePharmacyId = await theCarePharmacy();
          return undefined;
        },
        'the pact patient has sent a prescription to Pact Care Pharmacy': async () => {
          // Making the pharmacy known sends one already; another makes sure.
          const status = await sendPrescription(await theCarePharmacy());
          if (status !== 201) throw new Error(`prescription failed: ${status}`);
          return undefined;
        },
        // The clinic dashboard (mfe-provider): a clinic of its own per state, its patient booked through the gateway.
        'an approved clinic has a consultation from Pact Patient': () => clinicWithPatient(),
        'an approved clinic has a payment link for its consultation from Pact Patient': async () => {
          const state = await clinicWithPatient();
          const made = await post<CreatePaymentLinkResponse>(
            gateway.url,
            paymentRoutes.paymentCreateLink.path,
            {
              amount: { value: 50_000, currency: 'INR' },
              expire_by: state.expireBy,
              customer: { email_id: 'pact.patient@example.com', mobile_number: '9876543210' },
              merchant_metadata: { requestId: state.consultationId, entityType: 'clinic' },
            },
            { token: clinicToken! },
          );
          if (made.status !== 200)
            throw new Error(`payment link failed: ${made.status} ${JSON.stringify(made.body)}`);
          return { ...state, paymentLinkId: made.body.payment_link_id };
        },
        // A real checkout through the gateway: the payment service stores the order and opens it at Plural.
        'a checkout order exists': async () => {
          const answer = await post<CheckoutResponse>(
            gateway.url,
            paymentRoutes.paymentCheckout.path,
            dentalCheckup,
            {
              headers: { 'idempotency-key': `pact-state-${Date.now()}` },
            },
          );
          if (answer.status !== 200) {
            throw new Error(
              `checkout for the provider state failed: ${answer.status} ${JSON.stringify(answer.body)}`,
            );
          }
          return { reference: answer.body.data.order_reference };
        },
      },
    }).verifyProvider();
  });
});
