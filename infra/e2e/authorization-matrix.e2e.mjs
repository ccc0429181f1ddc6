// The authorization matrix (issues 13 and 14): EVERY HTTP route the gateway serves x role x ownership, against the
// running product through nginx (plain fetch, no browser).
//
//   no token                      -> 401 (a route open to everyone: anything but 401/403)
//   a forged or logged-out token   -> 401 (signed with another key, alg none, a session ended by its logout)
//   a valid token of a wrong role -> 403 (also a provider of the wrong kind: a pharmacy on a clinic's route)
//   another owner's object        -> 404 (another patient's consultation, another clinic's consultation or payment
//                                         link, another pharmacy's prescription; a pending provider as the target)
//   the right role, its own object -> 2xx (a list: its own objects, none of another owner's)
//   and no 5xx anywhere; then the private files (licences, prescriptions): only through their presigned links.
//
// The routes are not listed here: they are every route group @hp/contracts exports (the gateway's `apiRoutes` is
// built from them) plus what the running gateway serves (its OpenAPI document, generated from its route table:
// the health probes come from there). Each route needs a CASE below (how the right role calls it with its own
// object, and for a route naming an object, how it calls with another owner's). A route without one fails the test,
// naming the route and what to add; so does a case whose route is gone.
//
// Output: infra/e2e/.artifacts/authorization-matrix.md (route, method, then the status each role got). See
// docs/decisions.md, "The authorization matrix".
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@hp/contracts';
import { DEV_DEFAULTS } from '../plural-simulator/server.mjs';
import { signWebhook } from '../plural-simulator/webhooks.mjs';
import { waitFor } from '../lib/net.mjs';
import {
  ARTIFACTS,
  BASE,
  newPatient,
  queryServiceDatabase,
  registerByApi,
  TINY_PNG,
  uniqueId,
  uniquePhone,
} from './helpers.mjs';

const { Role, pathParamNames, addDays, todayInIndia } = contracts;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The matrix's columns: no token, then a token of each kind of account. */
/** @typedef {'anon' | 'patient' | 'clinic' | 'pharmacy' | 'lab' | 'admin'} Column */
/** @type {Record<Exclude<Column, 'anon'>, string>} */
const ROLE_OF = {
  patient: Role.User,
  clinic: Role.Provider,
  pharmacy: Role.Provider,
  lab: Role.Provider,
  admin: Role.Admin,
};

// ---- the routes ------------------------------------------------------------------------------------------------

/** @typedef {{ method: string, path: string, access: 'public' | 'optional' | readonly string[], params?: any, query?: any, body?: any, multipart?: any }} Route */

const isRoute = (/** @type {any} */ value) =>
  value !== null &&
  typeof value === 'object' &&
  typeof value.method === 'string' &&
  typeof value.path === 'string' &&
  'access' in value &&
  'successStatus' in value;

/** Every route of every route group @hp/contracts exports (an object whose values are all routes), by "METHOD path". */
function contractRoutes() {
  /** @type {Map<string, Route & { name: string }>} */
  const routes = new Map();
  for (const value of Object.values(contracts)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const entries = Object.entries(value);
    if (!entries.length || !entries.every(([, route]) => isRoute(route))) continue;
    for (const [name, route] of entries) routes.set(`${route.method} ${route.path}`, { ...route, name });
  }
  return routes;
}

/** What the running gateway serves, from its OpenAPI document (built from its route table): "METHOD path" -> access. */
async function servedRoutes() {
  const res = await fetch(`${BASE}/api/docs/openapi.json`);
  expect(res.status).toBe(200);
  const document =
    /** @type {{ paths: Record<string, Record<string, { operationId: string, description?: string }>> }} */ (
      await res.json()
    );
  /** @type {Map<string, Route & { name: string }>} */
  const served = new Map();
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    const routePath = openApiPath.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const note = operation.description ?? '';
      const roles = /Roles: ([\d, ]+)\./.exec(note);
      const access = roles
        ? roles[1].split(',').map((role) => role.trim())
        : /** @type {'public' | 'optional'} */ (/Access: (public|optional)\./.exec(note)?.[1] ?? 'public');
      served.set(`${method.toUpperCase()} ${routePath}`, {
        method: method.toUpperCase(),
        path: routePath,
        access,
        name: operation.operationId,
      });
    }
  }
  return served;
}

/** Does a zod (mini) schema name an object: a uuid field, or a key ending in "id" (at any depth; cursors aside)? */
function namesAnObject(/** @type {any} */ schema, depth = 0) {
  const def = schema?._zod?.def;
  if (!def || depth > 6) return false;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'pipe')
    return namesAnObject(def.innerType ?? def.in, depth + 1);
  if (def.type !== 'object') return false;
  return Object.entries(def.shape).some(
    ([key, field]) =>
      key !== 'cursor' &&
      (/^_?id$|Id$|_id$|ID$/.test(key) || isUuid(field) || namesAnObject(field, depth + 1)),
  );
}
const isUuid = (/** @type {any} */ field) => {
  let def = field?._zod?.def;
  while (def && (def.type === 'optional' || def.type === 'default' || def.type === 'nullable'))
    def = def.innerType?._zod?.def;
  return def?.format === 'uuid';
};

/** Whether a route names an object: a path parameter, or an id in its query, body or form fields. */
const hasObject = (/** @type {Route} */ route) =>
  pathParamNames(route.path).length > 0 ||
  namesAnObject(route.query) ||
  namesAnObject(route.body) ||
  namesAnObject(route.multipart?.fields);

// ---- tokens that must not work --------------------------------------------------------------------------------------

const base64url = (/** @type {unknown} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Access tokens of `column`'s role that the gateway must refuse (401): one signed with a key that is not the
 * product's, and one with `alg: none`. Issuer, audience and lifetime are right; only the signature is wrong.
 * @param {Exclude<Column, 'anon'>} column
 */
function forgedTokens(column) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: randomUUID(),
    role: ROLE_OF[column],
    ...(column === 'clinic' || column === 'pharmacy' || column === 'lab' ? { entityType: column } : {}),
    sid: randomUUID(),
    iss: contracts.ACCESS_TOKEN_ISSUER,
    aud: contracts.ACCESS_TOKEN_AUDIENCE,
    iat: now,
    exp: now + 600,
  };
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  const signature = createHmac('sha256', `not-the-product-key-${randomUUID()}`)
    .update(unsigned)
    .digest('base64url');
  return {
    'wrong key': `${unsigned}.${signature}`,
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
  };
}

// ---- calling the API -------------------------------------------------------------------------------------------

/**
 * One request of a case: path parameters, query, a JSON body or a form, extra headers; `token` replaces the
 * column's token (a session made for this call, e.g. for a logout).
 * @typedef {{ path?: Record<string, string>, query?: Record<string, string>, body?: unknown, form?: () => FormData, headers?: Record<string, string>, token?: string, rawBody?: string }} Call
 */

/**
 * @param {Route} route
 * @param {Call} call
 * @param {string | undefined} token
 * @returns {Promise<{ status: number, body: any }>}
 */
async function send(route, call, token) {
  let url = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name) =>
    encodeURIComponent(call.path?.[name] ?? randomUUID()),
  );
  if (call.query && Object.keys(call.query).length) url += `?${new URLSearchParams(call.query)}`;
  /** @type {Record<string, string>} */
  const headers = { ...(call.headers ?? {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  /** @type {BodyInit | undefined} */
  let body;
  if (call.form) body = call.form();
  else if (call.rawBody !== undefined) {
    body = call.rawBody;
    headers['content-type'] = 'application/json';
  } else if (route.method !== 'GET' && call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  const controller = new AbortController();
  const res = await fetch(`${BASE}${url}`, {
    method: route.method,
    headers,
    body,
    signal: controller.signal,
  });
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    controller.abort(); // a stream: its status and headers are the answer
    return { status: res.status, body: null };
  }
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

/** @param {string} path @param {unknown} body @param {string} [token] */
const post = async (path, body, token, method = 'POST') => {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
};
/** @param {string} path @param {string} [token] */
const get = async (path, token) => {
  const res = await fetch(`${BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, json: await res.json().catch(() => null) };
};
/** @param {{ status: number, json: any }} answer @param {number} status @param {string} what */
function must(answer, status, what) {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} (expected ${status}) ${JSON.stringify(answer.json)}`);
  return answer.json;
}

// ---- the fixture: two owners of everything ----------------------------------------------------------------------

/** An admin made as the README says (`npm run admin:create`): its phone and password. */
function createAdmin() {
  const admin = { phone: uniquePhone(), password: `Admin#${uniqueId()}` };
  const made = spawnSync(
    process.execPath,
    ['infra/scripts/admin-create.mjs', '--phone', admin.phone, '--password', admin.password],
    { cwd: ROOT, encoding: 'utf8', env: process.env },
  );
  if (made.status !== 0)
    throw new Error(`admin:create failed (${made.status}): ${made.stdout}\n${made.stderr}`);
  return admin;
}

/** A provider's registration form (multipart, with a PNG licence). @param {'clinic' | 'pharmacy' | 'lab'} entityType */
function providerForm(entityType) {
  const id = uniqueId();
  const fields = {
    entityType,
    name: `E2E Authz ${entityType} ${id}`,
    phone: uniquePhone(),
    email: `e2e.authz.${entityType}.${id}@example.com`,
    address: '7, Station Road, Andheri East',
    location: 'Andheri',
    state: 'IN-MH',
    numberOfDoctors: '3',
    specializations: entityType === 'clinic' ? '["Dentistry"]' : '[]',
    acceptsEMI: 'yes',
    acceptsInsurance: 'yes',
    password: `Provider#${id}`,
  };
  const form = () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append('licenseProof', new Blob([TINY_PNG], { type: 'image/png' }), 'licence.png');
    return data;
  };
  return { fields, form };
}

/** Registers a provider (pending): its fields and id. @param {'clinic' | 'pharmacy' | 'lab'} entityType */
async function pendingProvider(entityType) {
  const { fields, form } = providerForm(entityType);
  const res = await fetch(`${BASE}/api/clinic/register`, { method: 'POST', body: form() });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`register ${entityType}: ${res.status} ${JSON.stringify(json)}`);
  return { ...fields, id: /** @type {string} */ (json.id) };
}

/**
 * A provider registered, approved by the admin, and signed in (once auth knows of the approval).
 * @param {'clinic' | 'pharmacy' | 'lab'} entityType @param {string} adminToken
 */
async function approvedProvider(entityType, adminToken) {
  const provider = await pendingProvider(entityType);
  must(
    await post(`/api/admin/verify/${entityType}/${provider.id}`, { status: 'approved' }, adminToken, 'PATCH'),
    200,
    `approve ${entityType}`,
  );
  const token = await providerLogin(provider);
  return { ...provider, token };
}

/** A provider's fresh session token (waits while auth has not yet learnt of the approval). */
async function providerLogin(
  /** @type {{ entityType: string, email: string, password: string }} */ provider,
) {
  return waitFor(
    async () => {
      const login = await post('/api/clinic/login', {
        entityType: provider.entityType,
        email: provider.email,
        password: provider.password,
      });
      return login.status === 200 ? /** @type {string} */ (login.json.token) : null;
    },
    { timeoutMs: 20_000, intervalMs: 300, what: `${provider.email} to sign in after approval` },
  );
}

/** A patient registered and signed in: its details and token. */
async function signedInPatient() {
  const patient = newPatient();
  expect((await registerByApi(patient)).status).toBe(201);
  return { ...patient, token: await patientLogin(patient) };
}
const patientLogin = async (/** @type {{ email: string, password: string }} */ patient) =>
  /** @type {string} */ (
    must(await post('/api/user/login', { email: patient.email, password: patient.password }), 200, 'login')
      .token
  );
const adminLogin = async (/** @type {{ phone: string, password: string }} */ admin) =>
  /** @type {string} */ (must(await post('/api/admin/loginadmin', admin), 200, 'admin login').token);

/** A day a week or more ahead (consultations), India's calendar. */
const dayAhead = (/** @type {number} */ days) => addDays(todayInIndia(), days);

/** @param {string} token @param {{ id: string }} clinic @param {string} day @param {string} time */
async function book(token, clinic, day, time) {
  const answer = must(
    await post(
      '/api/user/consultations',
      {
        fullName: 'Authz Patient',
        phoneNumber: '9876543210',
        consultationTime: `${day} ${time}`,
        purpose: 'A check-up of my teeth, please',
        service: clinic.id,
        serviceType: 'Clinic',
      },
      token,
    ),
    201,
    'book',
  );
  return /** @type {string} */ (answer.consultation.id);
}

/** The admin approves a consultation with an alternative time (held 24 h for the patient). */
async function offerAlternative(/** @type {string} */ adminToken, /** @type {string} */ consultationId) {
  must(
    await post(
      '/api/admin/update-status',
      {
        consultationId,
        status: 'approved',
        alternativeDate: dayAhead(9),
        alternativeTime: '11:00 AM',
        adminNote: 'Another time suits the clinic better',
      },
      adminToken,
      'PATCH',
    ),
    200,
    'offer an alternative',
  );
}

const REMINDER_LINK_SECRET = process.env.REMINDER_LINK_SECRET || 'hp-local-reminder-link-secret-dev-only';

/**
 * The token of an approved consultation's reminder link, as the notification service makes it (an HMAC of the id
 * with REMINDER_LINK_SECRET), once the service keeps the link (its sha256 in reminded_consultations).
 */
async function reminderLinkOf(/** @type {string} */ consultationId) {
  const token = createHmac('sha256', REMINDER_LINK_SECRET)
    .update(`reminder-link:${consultationId}`)
    .digest('base64url');
  const stored = await waitFor(
    async () =>
      (
        await queryServiceDatabase(
          'notification',
          'SELECT token_hash FROM reminded_consultations WHERE consultation_id = $1',
          [consultationId],
        )
      )[0] ?? null,
    { timeoutMs: 20_000, intervalMs: 300, what: 'the reminder link of an approved consultation' },
  );
  expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  return token;
}

/** A payment link a clinic makes for one of its consultations: its id. */
async function paymentLink(/** @type {string} */ clinicToken, /** @type {string} */ consultationId) {
  const answer = must(
    await post('/api/payment/create-link', linkBody(consultationId), clinicToken),
    200,
    'link',
  );
  return /** @type {string} */ (answer.paymentLinkId ?? answer.payment_link_id ?? answer.id);
}
const linkBody = (/** @type {string} */ consultationId) => ({
  amount: { value: 50_000, currency: 'INR' },
  description: 'Dental Checkup',
  expire_by: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  allowed_payment_methods: ['CARD', 'UPI'],
  customer: { email_id: 'authz.patient@example.com', mobile_number: '9876543210' },
  merchant_metadata: { requestId: consultationId },
});

/** The prescription form a patient sends to a pharmacy or lab. @param {'pharmacy' | 'lab'} type @param {string} providerId */
const prescriptionForm = (type, providerId) => () => {
  const data = new FormData();
  const fields = {
    type,
    providerId,
    service: type === 'lab' ? 'Blood test' : 'Medicines',
    username: 'Authz Patient',
    mobile: '9876543210',
    doctor: 'Dr Rao',
    date: addDays(todayInIndia(), 1),
  };
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('prescription', new Blob([TINY_PNG], { type: 'image/png' }), 'prescription.png');
  return data;
};

/**
 * A patient's prescription to a provider: the submission's id. Sent once prescription knows of the approval (read
 * in its database: the upload route counts in the 'enquiry' rate-limit bucket, so it is not polled).
 */
async function submitPrescription(
  /** @type {string} */ patientToken,
  /** @type {'pharmacy' | 'lab'} */ type,
  /** @type {string} */ providerId,
) {
  await waitFor(
    async () =>
      (
        await queryServiceDatabase(
          'prescription',
          'SELECT 1 FROM approved_providers WHERE provider_id = $1',
          [providerId],
        )
      ).length > 0 || null,
    { timeoutMs: 20_000, intervalMs: 300, what: `prescription to learn of the approved ${type}` },
  );
  const res = await fetch(`${BASE}/api/user/prescriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${patientToken}` },
    body: prescriptionForm(type, providerId)(),
  });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`submit a prescription: ${res.status} ${JSON.stringify(json)}`);
  return /** @type {string} */ (json.id);
}

const MAIL_API = process.env.E2E_MAIL_API ?? `http://127.0.0.1:${process.env.MAILDEV_WEB_PORT || 1080}`;

/**
 * The 6-digit code e-mailed to `who.email` after asking `forgotPath` for it. Asked again (up to 4 times) when no
 * mail comes within 8 s: an SMTP server shared with other work on the machine may restart meanwhile.
 */
async function recoveryOtp(/** @type {string} */ forgotPath, /** @type {Record<string, string>} */ who) {
  const mailsTo = async () =>
    /** @type {any[]} */ (
      (await (await fetch(`${MAIL_API}/email`).catch(() => null))?.json().catch(() => [])) ?? []
    ).filter((m) =>
      (m.to ?? []).some((/** @type {any} */ t) => t.address.toLowerCase() === who.email.toLowerCase()),
    );
  for (let attempt = 1; ; attempt += 1) {
    // Only a mail that arrives after this request: an earlier one's code is no longer valid.
    const seen = new Set((await mailsTo()).map((m) => m.id));
    must(await post(forgotPath, who), 200, 'forgot-password');
    for (const stop = Date.now() + 8_000; Date.now() < stop;) {
      const mail = (await mailsTo()).find((m) => !seen.has(m.id));
      const code = mail && /\b(\d{6})\b/.exec(`${mail.subject ?? ''}\n${mail.text ?? ''}`)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    if (attempt === 4) throw new Error(`no recovery code for ${who.email} in ${MAIL_API} after 4 requests`);
  }
}

/**
 * Everything the cases use: a token of each column, two owners of each kind of object, and what the public and
 * admin routes act on. Built once (about 20 accounts: well within the register and login buckets).
 */
async function buildFixture() {
  const admin = createAdmin();
  const adminToken = await adminLogin(admin);
  const [clinicA, clinicB, pharmacyA, pharmacyB, labA, labB, labR] = await Promise.all([
    approvedProvider('clinic', adminToken),
    approvedProvider('clinic', adminToken),
    approvedProvider('pharmacy', adminToken),
    approvedProvider('pharmacy', adminToken),
    approvedProvider('lab', adminToken),
    approvedProvider('lab', adminToken),
    approvedProvider('lab', adminToken),
  ]);
  const [pendingClinic, pendingPharmacy, toReview, toDecide] = await Promise.all([
    pendingProvider('clinic'),
    pendingProvider('pharmacy'),
    pendingProvider('pharmacy'),
    pendingProvider('lab'),
  ]);
  const [patientA, patientB, patientR] = await Promise.all([
    signedInPatient(),
    signedInPatient(),
    signedInPatient(),
  ]);

  // Booking learns of approved clinics from verification's events.
  await waitFor(
    async () => {
      const [a, b] = await Promise.all(
        [clinicA, clinicB].map((clinic) =>
          get(`/api/user/consultation-slots?service=${clinic.id}&date=${dayAhead(7)}`, patientA.token),
        ),
      );
      return (a.status === 200 && b.status === 200) || null;
    },
    { timeoutMs: 30_000, intervalMs: 300, what: 'booking to learn of the approved clinics' },
  );
  const day = dayAhead(7);
  const own = {
    plain: await book(patientA.token, clinicA, day, '9:30 AM'),
    toAccept: await book(patientA.token, clinicA, day, '10:00 AM'),
    toDecline: await book(patientA.token, clinicA, day, '10:30 AM'),
    toDecide: await book(patientA.token, clinicA, day, '11:00 AM'),
  };
  const other = {
    plain: await book(patientB.token, clinicB, day, '9:30 AM'),
    offered: await book(patientB.token, clinicB, day, '10:00 AM'),
  };
  await offerAlternative(adminToken, own.toAccept);
  await offerAlternative(adminToken, own.toDecline);
  await offerAlternative(adminToken, other.offered);
  // Two consultations approved at the time asked: the notification service keeps a reminder link of each (one to
  // confirm, one to cancel: routes run in path order, and a cancelled one cannot be confirmed).
  const reminded = {
    toConfirm: await book(patientA.token, clinicA, day, '11:30 AM'),
    toCancel: await book(patientA.token, clinicA, day, '2:00 PM'),
  };
  for (const consultationId of Object.values(reminded))
    must(
      await post('/api/admin/update-status', { consultationId, status: 'approved' }, adminToken, 'PATCH'),
      200,
      'approve',
    );
  const reminderLinks = {
    toConfirm: await reminderLinkOf(reminded.toConfirm),
    toCancel: await reminderLinkOf(reminded.toCancel),
  };

  const linkA = await paymentLink(clinicA.token, own.plain);
  const linkB = await paymentLink(clinicB.token, other.plain);

  const prescriptions = {
    pharmacyA: await submitPrescription(patientA.token, 'pharmacy', pharmacyA.id),
    labA: await submitPrescription(patientA.token, 'lab', labA.id),
    pharmacyB: await submitPrescription(patientB.token, 'pharmacy', pharmacyB.id),
    labB: await submitPrescription(patientB.token, 'lab', labB.id),
  };

  // A checkout's order reference (the public order-status route reads it).
  const catalogue = must(await get('/api/payment/catalogue'), 200, 'catalogue');
  const checkout = must(await post('/api/payment/checkout', checkoutBody(catalogue)), 200, 'checkout');

  // The pending provider cannot sign in at all: there is no token of a pending provider to put in the matrix.
  const pendingLogin = await post('/api/clinic/login', {
    entityType: 'pharmacy',
    email: pendingPharmacy.email,
    password: pendingPharmacy.password,
  });
  expect(pendingLogin.status).toBeGreaterThanOrEqual(400);
  expect(pendingLogin.status).toBeLessThan(500);
  expect(pendingLogin.json.token).toBeUndefined();

  // A session of each kind ended by its logout: its access token must stop working at once.
  const fresh = {
    patient: () => patientLogin(patientA),
    clinic: () => providerLogin(clinicA),
    pharmacy: () => providerLogin(pharmacyA),
    lab: () => providerLogin(labA),
    admin: () => adminLogin(admin),
  };
  const logoutPath = { patient: '/api/user/logout', admin: '/api/admin/logout' };
  /** @type {Record<string, string>} */
  const revokedTokens = {};
  for (const [column, login] of Object.entries(fresh)) {
    const token = await login();
    must(await post(logoutPath[column] ?? '/api/clinic/logout', {}, token), 200, `${column} logout`);
    revokedTokens[column] = token;
  }

  return {
    admin,
    adminToken,
    revokedTokens,
    tokens: /** @type {Record<Exclude<Column, 'anon'>, string>} */ ({
      patient: patientA.token,
      clinic: clinicA.token,
      pharmacy: pharmacyA.token,
      lab: labA.token,
      admin: adminToken,
    }),
    patientA,
    patientB,
    patientR,
    clinicA,
    clinicB,
    pharmacyA,
    pharmacyB,
    labA,
    labB,
    labR,
    pendingClinic,
    pendingPharmacy,
    toReview,
    toDecide,
    own,
    other,
    linkA,
    linkB,
    prescriptions,
    catalogue,
    orderReference: /** @type {string} */ (checkout.data.order_reference),
    day,
    reminderLinks,
  };
}
/** @typedef {Awaited<ReturnType<typeof buildFixture>>} Fixture */

/** A checkout of the catalogue's first priced service. @param {{ services: { value: string, priceRupees: number | null }[] }} catalogue */
function checkoutBody(catalogue) {
  const service = catalogue.services.find((item) => item.priceRupees !== null);
  return {
    service: service?.value,
    purchase_details: {
      customer: {
        email_id: 'authz.payer@example.com',
        first_name: 'Authz',
        last_name: 'Payer',
        mobile_number: '9876543210',
      },
    },
  };
}

// ---- the cases: how the right role calls each route ------------------------------------------------------------

/**
 * One route's case.
 * - `as`: the columns that may call it (its roles, narrowed to the kinds of provider the service serves; 'anon'
 *   for a public or optional route). Every other column of the route's roles must get 403.
 * - `ok(f, column)`: that column's call on its own object: 2xx (or `okStatus`).
 * - `other(f, column)`: for a route naming an object, the same call on another owner's object: `otherStatus`
 *   (404 unless said). Or `owner`: why the route has no owner (an admin's route sees everything).
 * - `foreign(f, column)` / `mine(f, column)`: for a list, ids of other owners' objects its 2xx answer must not
 *   contain, and of the caller's own that it must (so that an empty list cannot pass for a private one).
 * - `ownsNone`: columns the route lets in that own no such object in the fixture (an admin has no notification):
 *   the call with `as[0]`'s object must answer them 404, like any other owner's.
 * @typedef {{ as: readonly Column[], ok: (f: Fixture, column: Column) => Call | Promise<Call>, other?: (f: Fixture, column: Column) => Call | Promise<Call>, otherStatus?: number, owner?: string, foreign?: (f: Fixture, column: Column) => string[], mine?: (f: Fixture, column: Column) => string[], ownsNone?: readonly Column[] }} Case
 */

const ALL_ACCOUNTS = /** @type {const} */ (['patient', 'clinic', 'pharmacy', 'lab', 'admin']);
const ADMIN_SEES_ALL = 'none: an admin route sees every object';
const PUBLIC_BY_REFERENCE = 'none: public, the unguessable reference is the key';

/** A fresh session of `column` (for a logout, which ends the session it is given). */
async function freshToken(/** @type {Fixture} */ f, /** @type {Column} */ column) {
  if (column === 'anon') return undefined;
  if (column === 'patient') return patientLogin(f.patientA);
  if (column === 'admin') return adminLogin(f.admin);
  return providerLogin({ clinic: f.clinicA, pharmacy: f.pharmacyA, lab: f.labA }[column]);
}
const logoutCase = /** @type {Case} */ ({
  as: ['anon', ...ALL_ACCOUNTS],
  ok: async (f, column) => ({ body: {}, token: await freshToken(f, column) }),
  owner: "none: the body's ids are ignored, the caller's own session ends",
});

/** @type {Record<string, Case>} */
const CASES = {
  // -- platform -----------------------------------------------------------------------------------------------
  'GET /api/healthz': { as: ['anon'], ok: () => ({}) },
  'GET /api/readyz': { as: ['anon'], ok: () => ({}) },

  // -- accounts -------------------------------------------------------------------------------------------------
  'POST /api/user/register': { as: ['anon'], ok: () => ({ body: newPatient() }) },
  'POST /api/user/login': {
    as: ['anon'],
    ok: (f) => ({ body: { email: f.patientA.email, password: f.patientA.password } }),
  },
  'POST /api/user/logout': logoutCase,
  'POST /api/user/forgot-password': { as: ['anon'], ok: (f) => ({ body: { email: f.patientR.email } }) },
  'POST /api/user/verify-otp': {
    as: ['anon'],
    ok: async (f) => {
      const otp = await recoveryOtp('/api/user/forgot-password', { email: f.patientR.email });
      return { body: { email: f.patientR.email, otp } };
    },
  },
  'POST /api/user/reset-password': {
    as: ['anon'],
    ok: async (f) => {
      const otp = await recoveryOtp('/api/user/forgot-password', { email: f.patientR.email });
      must(await post('/api/user/verify-otp', { email: f.patientR.email, otp }), 200, 'verify-otp');
      return { body: { email: f.patientR.email, newPassword: `Reset#${uniqueId()}` } };
    },
  },
  'POST /api/clinic/login': {
    as: ['anon'],
    ok: (f) => ({ body: { entityType: 'clinic', email: f.clinicA.email, password: f.clinicA.password } }),
  },
  'POST /api/clinic/logout': logoutCase,
  'POST /api/clinic/forgot-password': {
    as: ['anon'],
    ok: (f) => ({ body: { entityType: 'lab', email: f.labR.email } }),
  },
  'POST /api/clinic/verify-otp': {
    as: ['anon'],
    ok: async (f) => {
      const who = { entityType: 'lab', email: f.labR.email };
      const otp = await recoveryOtp('/api/clinic/forgot-password', who);
      return { body: { ...who, otp } };
    },
  },
  'POST /api/clinic/reset-password': {
    as: ['anon'],
    ok: async (f) => {
      const who = { entityType: 'lab', email: f.labR.email };
      const otp = await recoveryOtp('/api/clinic/forgot-password', who);
      must(await post('/api/clinic/verify-otp', { ...who, otp }), 200, 'provider verify-otp');
      return { body: { ...who, newPassword: `Reset#${uniqueId()}` } };
    },
  },
  'POST /api/admin/registeradmin': {
    as: ['anon'],
    ok: async (f) => {
      const { code } = must(await post('/api/admin/registration-codes', {}, f.adminToken), 201, 'code');
      return { body: { phone: uniquePhone(), password: `Admin#${uniqueId()}`, registrationCode: code } };
    },
  },
  'POST /api/admin/loginadmin': { as: ['anon'], ok: (f) => ({ body: f.admin }) },
  'POST /api/admin/logout': logoutCase,
  'POST /api/admin/registration-codes': { as: ['admin'], ok: () => ({ body: {} }) },
  'GET /api/user/membership': { as: ['patient'], ok: () => ({}) },
  'POST /api/auth/refresh': {
    as: ['anon'],
    ok: async (f) => {
      const res = await fetch(`${BASE}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: f.patientA.email, password: f.patientA.password }),
      });
      expect(res.status).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      return { headers: { cookie } };
    },
  },

  // -- enquiries (public forms) ---------------------------------------------------------------------------------
  'POST /api/enquiries/appointments': {
    as: ['anon'],
    ok: () => ({
      body: {
        name: 'Authz Visitor',
        phoneNumber: '9876543210',
        location: contracts.BOOKING_LOCATIONS[0],
        treatment: contracts.BOOKING_TREATMENTS[0],
        preferredDate: dayAhead(3),
        preferredTime: contracts.BOOKING_TIMES[0],
      },
    }),
  },
  'POST /api/enquiries/insurance-quotes': {
    as: ['anon'],
    ok: () => ({
      body: {
        name: 'Authz Visitor',
        address: '7, Station Road, Andheri East',
        mobileNumber: '9876543210',
        email: '',
        dob: '1990-01-15',
        maritalStatus: 'single',
        sex: 'female',
      },
    }),
  },
  'POST /api/enquiries/feedback': {
    as: ['anon'],
    ok: () => ({
      body: { name: 'Authz Visitor', email: 'authz.visitor@example.com', message: 'Lovely clinic.' },
    }),
  },
  'POST /api/enquiries/consultations': {
    as: ['anon'],
    ok: () => ({
      body: {
        fullName: 'Authz Visitor',
        phoneNumber: '9876543210',
        email: '',
        consultationDate: dayAhead(3),
        consultationTime: contracts.CONSULTATION_SLOTS[0],
        purpose: 'A check-up of my teeth, please',
      },
    }),
  },
  'GET /api/admin/enquiries': { as: ['admin'], ok: () => ({}) },

  // -- consultations ---------------------------------------------------------------------------------------------
  'POST /api/user/consultations': {
    as: ['patient'],
    ok: (f) => ({
      body: {
        fullName: 'Authz Patient',
        phoneNumber: '9876543210',
        consultationTime: `${f.day} 2:00 PM`,
        purpose: 'A check-up of my teeth, please',
        service: f.clinicA.id,
        serviceType: 'Clinic',
      },
    }),
    // The object a booking names is the clinic: a pending (unapproved) one is not there to book.
    other: (f) => ({
      body: {
        fullName: 'Authz Patient',
        phoneNumber: '9876543210',
        consultationTime: `${f.day} 2:30 PM`,
        purpose: 'A check-up of my teeth, please',
        service: f.pendingClinic.id,
        serviceType: 'Clinic',
      },
    }),
  },
  'GET /api/user/consultation-slots': {
    as: ['patient'],
    ok: (f) => ({ query: { service: f.clinicA.id, date: f.day } }),
    other: (f) => ({ query: { service: f.pendingClinic.id, date: f.day } }),
  },
  'GET /api/user/consultations': {
    as: ['patient'],
    ok: () => ({}),
    foreign: (f) => [f.other.plain, f.other.offered],
    mine: (f) => [f.own.plain],
  },
  'GET /api/user/consultations/:id': {
    as: ['patient'],
    ok: (f) => ({ path: { id: f.own.plain } }),
    other: (f) => ({ path: { id: f.other.plain } }),
  },
  'POST /api/user/consultations/:id/accept-alternative': {
    as: ['patient'],
    ok: (f) => ({ path: { id: f.own.toAccept } }),
    other: (f) => ({ path: { id: f.other.offered } }),
  },
  'POST /api/user/consultations/:id/decline-alternative': {
    as: ['patient'],
    ok: (f) => ({ path: { id: f.own.toDecline } }),
    other: (f) => ({ path: { id: f.other.offered } }),
  },
  'GET /api/admin/pending-clinic-requests': { as: ['admin'], ok: () => ({}) },
  'GET /api/admin/consultations/:id': {
    as: ['admin'],
    ok: (f) => ({ path: { id: f.other.plain } }),
    owner: ADMIN_SEES_ALL,
  },
  'PATCH /api/admin/update-status': {
    as: ['admin'],
    ok: (f) => ({ body: { consultationId: f.own.toDecide, status: 'approved' } }),
    owner: ADMIN_SEES_ALL,
  },
  'GET /api/clinic/my-patients': {
    as: ['clinic'],
    ok: () => ({}),
    foreign: (f) => [f.other.plain, f.other.offered],
    mine: (f) => [f.own.plain],
  },

  // -- payments --------------------------------------------------------------------------------------------------
  'GET /api/payment/catalogue': { as: ['anon'], ok: () => ({}) },
  'POST /api/payment/checkout': {
    as: ['anon'],
    owner: "none: the body's customer_id is the browser's own and ignored; the order is new",
    ok: (f) => ({ body: checkoutBody(f.catalogue), headers: { 'idempotency-key': randomUUID() } }),
  },
  'POST /api/payment/webhook': {
    as: ['anon'],
    ok: () => {
      const rawBody = JSON.stringify({ event_type: 'AUTHZ_MATRIX_PING', data: {} });
      const id = `msg_${uniqueId()}`;
      const timestamp = String(Math.floor(Date.now() / 1000));
      const secret = process.env.PLURAL_WEBHOOK_SECRET || DEV_DEFAULTS.webhookSecret;
      return {
        rawBody,
        headers: {
          'webhook-id': id,
          'webhook-timestamp': timestamp,
          'webhook-signature': signWebhook(secret, id, timestamp, rawBody),
        },
      };
    },
  },
  'GET /api/payment/orders/:reference': {
    as: ['anon'],
    ok: (f) => ({ path: { reference: f.orderReference } }),
    owner: PUBLIC_BY_REFERENCE,
  },
  'POST /api/payment/create-link': {
    as: ['clinic'],
    ok: (f) => ({ body: linkBody(f.own.plain) }),
    other: (f) => ({ body: linkBody(f.other.plain) }),
  },
  'GET /api/payment/payment-status/:paymentLinkId': {
    as: ['clinic'],
    ok: (f) => ({ path: { paymentLinkId: f.linkA } }),
    other: (f) => ({ path: { paymentLinkId: f.linkB } }),
  },

  // -- providers' registrations and the admins' review -------------------------------------------------------------
  'POST /api/clinic/register': {
    as: ['anon'],
    ok: () => ({ form: providerForm('pharmacy').form }),
    owner: "none: the provider is new; `hfrId` is its number in ABDM's facility registry, not an object of ours",
  },
  'GET /api/admin/pending-clinics': { as: ['admin'], ok: () => ({}) },
  'GET /api/admin/providers': { as: ['admin'], ok: () => ({}) },
  'GET /api/admin/providers/:id': {
    as: ['admin'],
    ok: (f) => ({ path: { id: f.pharmacyB.id } }),
    owner: ADMIN_SEES_ALL,
  },
  'POST /api/admin/providers/:id/review': {
    as: ['admin'],
    ok: (f) => ({ path: { id: f.toReview.id } }),
    owner: ADMIN_SEES_ALL,
  },
  'PUT /api/admin/providers/:id/review': {
    as: ['admin'],
    ok: (f) => ({
      path: { id: f.toReview.id },
      body: { checklist: { licenceValid: true, detailsMatch: true }, notes: 'Licence checked' },
    }),
    owner: ADMIN_SEES_ALL,
  },
  'PATCH /api/admin/verify/:type/:id': {
    as: ['admin'],
    ok: (f) => ({ path: { type: 'lab', id: f.toDecide.id }, body: { status: 'approved' } }),
    owner: ADMIN_SEES_ALL,
  },

  // -- the public directory ----------------------------------------------------------------------------------------
  'GET /api/clinic/approved-clinics': { as: ['anon'], ok: () => ({}) },

  // -- prescriptions -------------------------------------------------------------------------------------------------
  'POST /api/user/prescriptions': {
    as: ['patient'],
    ok: (f) => ({ form: prescriptionForm('pharmacy', f.pharmacyA.id) }),
    // The object a submission names is the pharmacy: a pending one does not take prescriptions. The answer is the
    // form's field error (400, `fields.providerId`), the same for a pending, rejected or unknown provider, so it
    // tells nothing more than a 404 would; the form shows it beside the pharmacy's choice.
    other: (f) => ({ form: prescriptionForm('pharmacy', f.pendingPharmacy.id) }),
    otherStatus: 400,
  },
  'GET /api/user/prescriptions': {
    as: ['patient'],
    ok: () => ({}),
    foreign: (f) => [f.prescriptions.pharmacyB, f.prescriptions.labB],
    mine: (f) => [f.prescriptions.pharmacyA, f.prescriptions.labA],
  },
  'GET /api/clinic/my-prescriptions': {
    as: ['pharmacy', 'lab'],
    ok: () => ({}),
    // Neither the other pharmacy's or lab's, nor the other kind's (patient A sent one to each).
    foreign: (f, column) =>
      column === 'lab'
        ? [f.prescriptions.labB, f.prescriptions.pharmacyA, f.prescriptions.pharmacyB]
        : [f.prescriptions.pharmacyB, f.prescriptions.labA, f.prescriptions.labB],
    mine: (f, column) => [column === 'lab' ? f.prescriptions.labA : f.prescriptions.pharmacyA],
  },
  'GET /api/clinic/my-prescriptions/:id': {
    as: ['pharmacy', 'lab'],
    ok: (f, column) => ({
      path: { id: column === 'lab' ? f.prescriptions.labA : f.prescriptions.pharmacyA },
    }),
    other: (f, column) => ({
      path: { id: column === 'lab' ? f.prescriptions.labB : f.prescriptions.pharmacyB },
    }),
  },
  'GET /api/admin/submissions': { as: ['admin'], ok: () => ({}) },
  'GET /api/admin/submissions/:id': {
    as: ['admin'],
    ok: (f) => ({ path: { id: f.prescriptions.pharmacyB } }),
    owner: ADMIN_SEES_ALL,
  },
  'PATCH /api/admin/submissions/:id/status': {
    as: ['admin'],
    ok: (f) => ({ path: { id: f.prescriptions.labB }, body: { status: 'accepted', note: 'Checked' } }),
    owner: ADMIN_SEES_ALL,
  },

  // Notifications: each signed-in role reads only its own bell, so every account is in `as`; the fixture makes one
  // notification of patient A and one of patient B (the admin offers each an alternative time). Routes run in path
  // order: read-all-notifications before read-notification, which then marks an already read one (still 200);
  // patient B's is never touched.
  'GET /api/notifications/get-notifications': { as: ALL_ACCOUNTS, ok: () => ({}) },
  'POST /api/notifications/read-all-notifications': { as: ALL_ACCOUNTS, ok: () => ({}) },
  'POST /api/notifications/read-notification': {
    // Every approved provider was told of its approval; an admin is told of nothing.
    as: ['patient', 'clinic', 'pharmacy', 'lab'],
    ownsNone: ['admin'],
    ok: async (f, column) => ({ body: { notificationId: await firstNotificationId(f.tokens[column]) } }),
    other: async (f) => ({ body: { notificationId: await firstNotificationId(f.patientB.token) } }),
  },
  // Reminders: the link's token is the key (public, like an order reference).
  'GET /api/reminders/:token': {
    as: ['anon'],
    ok: (f) => ({ path: { token: f.reminderLinks.toConfirm } }),
    owner: PUBLIC_BY_REFERENCE,
  },
  'POST /api/reminders/:token/confirm': {
    as: ['anon'],
    ok: (f) => ({ path: { token: f.reminderLinks.toConfirm } }),
    owner: PUBLIC_BY_REFERENCE,
  },
  'POST /api/reminders/:token/cancel': {
    as: ['anon'],
    ok: (f) => ({ path: { token: f.reminderLinks.toCancel } }),
    owner: PUBLIC_BY_REFERENCE,
  },
  // WhatsApp's webhook: Meta's verification handshake, and a status update signed with the app secret.
  'GET /api/notifications/whatsapp/webhook': {
    as: ['anon'],
    ok: () => ({
      query: {
        'hub.mode': 'subscribe',
        'hub.verify_token': process.env.WHATSAPP_VERIFY_TOKEN || 'hp-local-whatsapp-verify-token',
        'hub.challenge': '1158201444',
      },
    }),
  },
  'POST /api/notifications/whatsapp/webhook': {
    as: ['anon'],
    ok: () => {
      const rawBody = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
      const secret = process.env.WHATSAPP_APP_SECRET || 'hp-local-whatsapp-app-secret-dev-only';
      const signature = createHmac('sha256', secret).update(rawBody).digest('hex');
      return { rawBody, headers: { 'x-hub-signature-256': `sha256=${signature}` } };
    },
  },
  'GET /api/notifications/stream': { as: ALL_ACCOUNTS, ok: () => ({}) }, // headers only: send() aborts a stream
};

/** The id of the newest notification of a token's account, once there is one. */
const firstNotificationId = (/** @type {string} */ token) =>
  waitFor(
    async () =>
      /** @type {string | undefined} */ (
        (await get('/api/notifications/get-notifications', token)).json?.data?.notifications?.[0]?._id
      ) ?? null,
    { timeoutMs: 20_000, intervalMs: 300, what: 'a notification' },
  );

/** What a route without a case needs, as a paste-ready template. @param {Route} route */
function missingCaseMessage(route) {
  const key = `${route.method} ${route.path}`;
  const columns =
    route.access === 'public' || route.access === 'optional'
      ? "'anon'"
      : accessColumns(route)
          .map((c) => `'${c}'`)
          .join(', ');
  const params = pathParamNames(route.path);
  const okCall = params.length
    ? `({ path: { ${params.map((p) => `${p}: f.<own ${p}>`).join(', ')} } })`
    : '({})';
  const otherCall = params.length
    ? `({ path: { ${params.map((p) => `${p}: f.<another owner's ${p}>`).join(', ')} } })`
    : "({ body: { <id field>: f.<another owner's object> } })";
  const lines = [
    `${key} has no case in CASES (infra/e2e/authorization-matrix.e2e.mjs). Add:`,
    `  '${key}': {`,
    `    as: [${columns}],`,
    `    ok: (f, column) => ${okCall},   // the right role on its own object: 2xx`,
  ];
  if (hasObject(route))
    lines.push(
      `    other: (f, column) => ${otherCall},   // another owner's object: 404`,
      `    // (or owner: '<why nobody owns it>' for an admin's route; build both owners' objects in buildFixture)`,
    );
  lines.push('  },');
  return lines.join('\n');
}

/** The signed-in columns a route's roles let in. @param {Route} route @returns {Column[]} */
const accessColumns = (route) =>
  typeof route.access === 'string'
    ? []
    : ALL_ACCOUNTS.filter((column) => route.access.includes(ROLE_OF[column]));

// ---- the matrix ------------------------------------------------------------------------------------------------------

describe('the authorization matrix: every route x role x ownership', () => {
  /** @type {Map<string, Route & { name: string }>} */
  let routes;
  /** @type {Map<string, Route & { name: string }>} */
  let fromContracts;
  /** @type {Map<string, Route & { name: string }>} */
  let served;
  /** @type {Fixture} */
  let f;

  beforeAll(async () => {
    fromContracts = contractRoutes();
    served = await servedRoutes();
    // The contracts' access is the truth; the served table adds what only the gateway declares (its probes).
    routes = new Map([...served, ...fromContracts]);
  }, 30_000);

  it('the gateway serves every route of the contracts, and every route it serves has a case', () => {
    expect([...fromContracts.keys()].filter((key) => !served.has(key))).toEqual([]);
    expect(fromContracts.size).toBeGreaterThan(40);
    const problems = [];
    for (const [key, route] of routes) {
      const routeCase = CASES[key];
      if (!routeCase) {
        problems.push(missingCaseMessage(route));
        continue;
      }
      if (hasObject(route) && !routeCase.other && !routeCase.owner)
        problems.push(
          `${key} names an object (${
            pathParamNames(route.path)
              .map((p) => `:${p}`)
              .join(', ') || 'an id in its query or body'
          }) but its case has neither \`other\` (another owner's object: 404) nor \`owner\` (why nobody owns it)`,
        );
      const allowed =
        route.access === 'public' || route.access === 'optional'
          ? ['anon', ...(route.access === 'optional' ? ALL_ACCOUNTS : [])]
          : accessColumns(route);
      const stray = routeCase.as.filter((column) => !allowed.includes(column));
      if (stray.length || !routeCase.as.length)
        problems.push(
          `${key}: its case lets in [${routeCase.as.join(', ')}], its access is ${JSON.stringify(route.access)}`,
        );
    }
    for (const key of Object.keys(CASES))
      if (!routes.has(key))
        problems.push(`${key}: a case for a route the contracts and the gateway no longer have; remove it`);
    expect(problems.join('\n\n')).toBe('');
  });

  it('no token 401, a wrong role 403, another owner 404, the right role 2xx; nothing 5xx', async () => {
    f = await buildFixture();
    /** @type {{ key: string, route: Route, cells: Partial<Record<Column | 'bad token', string>>, other: string }[]} */
    const rows = [];
    /** @type {string[]} */
    const mismatches = [];
    let requests = 0;

    for (const [key, route] of [...routes].sort(
      ([a], [b]) => a.split(' ')[1].localeCompare(b.split(' ')[1]) || a.localeCompare(b),
    )) {
      const routeCase = CASES[key];
      /** @type {Partial<Record<Column | 'bad token', string>>} */
      const cells = {};
      let otherCell = '';
      /** @param {Column | 'other' | 'bad token'} column @param {number} got @param {(status: number) => boolean} fits @param {string} expected @param {unknown} body */
      const check = (column, got, fits, expected, body) => {
        requests += 1;
        const pass = fits(got) && got < 500;
        const cell = `${got}${pass ? '' : ' ✗'}`;
        if (column === 'other') otherCell = otherCell ? `${otherCell}, ${cell}` : cell;
        else cells[column] = cells[column] ? `${cells[column]}, ${cell}` : cell;
        if (!pass)
          mismatches.push(
            `${key} [${column}]: ${got}, expected ${expected} — ${JSON.stringify(body).slice(0, 300)}`,
          );
      };
      const is = (/** @type {number} */ status) => (/** @type {number} */ got) => got === status;
      const success = (/** @type {number} */ got) => got >= 200 && got < 300;
      const notAuthRefusal = (/** @type {number} */ got) => got !== 401 && got !== 403;

      const open = route.access === 'public' || route.access === 'optional';
      if (!routeCase) {
        // Already failed the test above; still show how the route answers without and with wrong tokens.
        const answer = await send(route, {}, undefined);
        check(
          'anon',
          answer.status,
          open ? notAuthRefusal : is(401),
          open ? 'not 401/403' : '401',
          answer.body,
        );
        if (!open)
          for (const column of ALL_ACCOUNTS.filter((c) => !accessColumns(route).includes(c))) {
            const wrong = await send(route, {}, f.tokens[column]);
            check(column, wrong.status, is(403), '403', wrong.body);
          }
        rows.push({ key, route, cells, other: 'no case' });
        continue;
      }

      if (open) {
        // Everyone may call it: without a token it answers (never 401/403), and the case's call succeeds.
        for (const column of routeCase.as) {
          const call = await routeCase.ok(f, column);
          const token = call.token ?? (column === 'anon' ? undefined : f.tokens[column]);
          const answer = await send(route, call, token);
          check(column, answer.status, (got) => success(got) && notAuthRefusal(got), '2xx', answer.body);
        }
      } else {
        const firstColumn = routeCase.as[0];
        const probe = await routeCase.ok(f, firstColumn);
        // No token.
        const anonymous = await send(route, probe, undefined);
        check('anon', anonymous.status, is(401), '401', anonymous.body);
        // A token of the right role that is forged (a key not the product's, or alg none) or whose session ended.
        if (firstColumn !== 'anon') {
          const bad = { ...forgedTokens(firstColumn), 'logged out': f.revokedTokens[firstColumn] };
          for (const [what, token] of Object.entries(bad)) {
            const answer = await send(route, probe, token);
            check('bad token', answer.status, is(401), `401 (${what})`, answer.body);
          }
        }
        // Every account the case does not let in: a role the route refuses, or a kind of provider its service
        // refuses (with the right kind's real request).
        for (const column of ALL_ACCOUNTS.filter((c) => !routeCase.as.includes(c))) {
          const wrong = await send(route, probe, f.tokens[column]);
          const expected = routeCase.ownsNone?.includes(column) ? 404 : 403;
          check(column, wrong.status, is(expected), String(expected), wrong.body);
        }
        // Another owner's object first (it must change nothing), then the caller's own.
        for (const column of routeCase.as) {
          if (routeCase.other) {
            const call = await routeCase.other(f, column);
            const answer = await send(route, call, call.token ?? f.tokens[column]);
            const expected = routeCase.otherStatus ?? 404;
            check('other', answer.status, is(expected), String(expected), answer.body);
          }
          const call = column === firstColumn ? probe : await routeCase.ok(f, column);
          const answer = await send(route, call, call.token ?? f.tokens[column]);
          check(column, answer.status, success, '2xx', answer.body);
          // A list shows the caller's own objects only (and at least one of them where the fixture made some).
          const leaked = (routeCase.foreign?.(f, column) ?? []).filter((id) =>
            JSON.stringify(answer.body).includes(id),
          );
          if (leaked.length) {
            cells[column] = `${cells[column]} leaks ✗`;
            mismatches.push(
              `${key} [${column}]: its answer holds other owners' objects ${leaked.join(', ')}`,
            );
          }
        }
      }
      if (!routeCase.other)
        otherCell = routeCase.owner ? routeCase.owner.split(':')[0] : hasObject(route) ? 'missing' : '';
      rows.push({ key, route, cells, other: otherCell });
    }

    // The other owners' objects the calls above named are as they were.
    const offered = must(
      await get(`/api/user/consultations/${f.other.offered}`, f.patientB.token),
      200,
      'B reads',
    );
    if (offered.consultation?.alternative?.status !== 'offered')
      mismatches.push(
        `patient B's offered alternative changed: ${JSON.stringify(offered.consultation?.alternative)}`,
      );
    const links = await queryServiceDatabase(
      'payment',
      'SELECT count(*)::int AS n FROM payment_links WHERE consultation_id = $1',
      [f.other.plain],
    );
    if (links[0]?.n !== 1)
      mismatches.push(`clinic B's consultation has ${links[0]?.n} payment links, not its one`);

    writeArtifact(rows, requests, mismatches);
    expect(mismatches).toEqual([]);
  }, 150_000);

  it('private files (licences, prescriptions): only through their presigned link, never listed', async () => {
    f ??= await buildFixture();
    /** The first presigned link to the private bucket anywhere in an answer. @param {unknown} answer */
    const linkIn = (answer) => /"(https?:\/\/[^"]+\/hp-private\/[^"]+)"/.exec(JSON.stringify(answer))?.[1];
    const licence = linkIn(
      must(await get(`/api/admin/providers/${f.pharmacyB.id}`, f.adminToken), 200, 'provider'),
    );
    const otherLicence = linkIn(
      must(await get(`/api/admin/providers/${f.labB.id}`, f.adminToken), 200, 'provider'),
    );
    const prescription = linkIn(
      must(
        await get(`/api/clinic/my-prescriptions/${f.prescriptions.pharmacyA}`, f.pharmacyA.token),
        200,
        'rx',
      ),
    );
    expect(licence && otherLicence && prescription).toBeTruthy();
    const bucket = `${BASE}/hp-private/`;
    const status = async (/** @type {string} */ url, /** @type {RequestInit} */ init = {}) =>
      (await fetch(url, init)).status;
    /** @type {[string, number, number][]} */
    const rows = [];
    for (const [what, link] of /** @type {[string, string][]} */ ([
      ['licence (admin view)', licence],
      ['prescription (pharmacy view)', prescription],
    ])) {
      const [objectUrl, query] = link.split('?');
      const otherObject = `${/** @type {string} */ (otherLicence).split('?')[0]}?${query}`;
      const checks = /** @type {[string, number, number][]} */ ([
        [`${what}: its link`, 200, await status(link)],
        [`${what}: without the signature`, 403, await status(objectUrl)],
        [
          `${what}: without it, with an Authorization header`,
          403,
          await status(objectUrl, {
            headers: {
              authorization: 'AWS4-HMAC-SHA256 Credential=S3RVER/20260101/us-east-1/s3/aws4_request',
            },
          }),
        ],
        [
          `${what}: its signature changed`,
          403,
          await status(link.replace(/X-Amz-Signature=[0-9a-f]{4}/, 'X-Amz-Signature=0000')),
        ],
        [`${what}: its query on another object`, 403, await status(otherObject)],
      ]);
      rows.push(...checks);
    }
    rows.push(
      ['the bucket listing', 403, await status(bucket)],
      ['the bucket listing (list-type=2)', 403, await status(`${bucket}?list-type=2`)],
      ['a write', 403, await status(`${bucket}licences/x.png`, { method: 'PUT', body: 'x' })],
    );
    fs.appendFileSync(
      path.join(ARTIFACTS, 'authorization-matrix.md'),
      [
        '',
        '## Private files (/hp-private/, presigned links)',
        '',
        '| request | expected | got |',
        '|---|---|---|',
        ...rows.map(
          ([what, expected, got]) => `| ${what} | ${expected} | ${got}${got === expected ? '' : ' ✗'} |`,
        ),
        '',
      ].join('\n'),
    );
    expect(rows.filter(([, expected, got]) => expected !== got)).toEqual([]);
  });
});

const TABLE_COLUMNS = /** @type {const} */ ([
  'anon',
  'bad token',
  'patient',
  'clinic',
  'pharmacy',
  'lab',
  'admin',
]);

/** The matrix as a Markdown table (infra/e2e/.artifacts/authorization-matrix.md) and on the console. */
function writeArtifact(
  /** @type {{ key: string, route: Route, cells: Partial<Record<Column | 'bad token', string>>, other: string }[]} */ rows,
  /** @type {number} */ requests,
  /** @type {string[]} */ mismatches,
) {
  const access = (/** @type {Route} */ route) =>
    typeof route.access === 'string'
      ? route.access
      : route.access
          .map(
            (role) => ({ [Role.User]: 'patient', [Role.Provider]: 'provider', [Role.Admin]: 'admin' })[role],
          )
          .join('+');
  const lines = [
    '# Authorization matrix',
    '',
    `${rows.length} routes, ${requests} requests against ${BASE}, ${mismatches.length} mismatches, ${
      rows.filter((row) => Object.values(row.cells).some((cell) => /^5\d\d/.test(cell ?? ''))).length
    } routes with a 5xx. Generated by infra/e2e/authorization-matrix.e2e.mjs on ${new Date().toISOString()}.`,
    '',
    "Cells: the status each column got (✗ = not the expected one). `bad token`: a token of the route's role signed with another key, one with alg none, one whose session was logged out. `other owner`: the caller of the route's role on another owner's object (404 expected), or why the route has no owner.",
    '',
    `| method | route | access | ${TABLE_COLUMNS.join(' | ')} | other owner |`,
    `|---|---|---|${TABLE_COLUMNS.map(() => '---').join('|')}|---|`,
    ...rows.map(
      ({ route, cells, other }) =>
        `| ${route.method} | \`${route.path}\` | ${access(route)} | ${TABLE_COLUMNS.map((c) => cells[c] ?? '').join(' | ')} | ${other} |`,
    ),
  ];
  if (mismatches.length) lines.push('', '## Mismatches', '', ...mismatches.map((m) => `- ${m}`));
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'authorization-matrix.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}
