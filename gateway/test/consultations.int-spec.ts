import { randomUUID } from 'node:crypto';
import {
  addDays,
  consultationRoutes,
  eventStreamOf,
  Role,
  todayInIndia,
  verificationEvents,
  type AdminConsultationsResponse,
  type ClinicPatientsResponse,
  type ConsultationAnswer,
  type ConsultationListResponse,
  type ConsultationSlotsResponse,
  type HttpRoute,
  type ProviderApprovedEvent,
  type UpdateConsultationStatusResponse,
} from '@hp/contracts/server';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '@hp/service-platform/nats';
import {
  startServiceProcess,
  startTestNats,
  TEST_OPERATOR,
  type TestNats,
} from '@hp/service-platform/testing';
import { gatewayNatsEnv, startGateway, untilReady, type RunningGateway } from './support/gateway.js';
import { call, get, post } from './support/http.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import type { RunningService } from './support/service-process.js';
import { signAccessToken } from './support/tokens.js';

const routes = consultationRoutes;
const day = (ahead: number) => addDays(todayInIndia(), ahead);
const run = randomUUID().slice(0, 8);

/** A concrete path of a route (its `:id` filled in). */
const pathOf = (route: HttpRoute, id: string = randomUUID()) => route.path.replace(':id', id);

/**
 * Consultations through the gateway against the real booking service: every route's role at the edge (401 without a
 * token, 403 for another role), ownership in the service (another patient's consultation is a 404), the whole
 * journey from booking to the clinic's list, and the service's answers as HTTP statuses.
 */
describe('consultations through the gateway', () => {
  let nats: TestNats;
  let operator: NatsConnection;
  let mailbox: Mailbox;
  let booking: RunningService;
  let gateway: RunningGateway;
  let clinic: ProviderApprovedEvent;

  const patientId = randomUUID();
  const adminId = randomUUID();
  let patient: string;
  let otherPatient: string;
  let admin: string;
  let clinicToken: string;
  let pharmacy: string;

  const bookingBody = (overrides: Record<string, unknown> = {}) => ({
    fullName: `Asha ${run}`,
    phoneNumber: '9876543210',
    consultationTime: `${day(6)} 10:30 AM`,
    purpose: 'Tooth pain on the lower left side',
    service: clinic.providerId,
    serviceType: 'Clinic',
    ...overrides,
  });

  beforeAll(async () => {
    nats = await startTestNats({ services: ['booking'] });
    mailbox = await startMailbox();
    booking = await startServiceProcess('booking', {
      natsUrl: nats.url,
      nats: nats.as('booking'),
      smtpPort: mailbox.smtpPort,
    });
    gateway = await startGateway(gatewayNatsEnv(nats));
    await untilReady(gateway);

    // Verification does not run: its stream is made, and a clinic's approval published, as its relay would.
    operator = await connect(natsConnectionOptions(nats.as(TEST_OPERATOR), 'test-operator'));
    const stream = eventStreamOf('verification');
    await operator.request(
      `$JS.API.STREAM.CREATE.${stream.name}`,
      JSON.stringify({ name: stream.name, subjects: [stream.subjects] }),
    );
    clinic = {
      providerId: randomUUID(),
      accountId: randomUUID(),
      entityType: 'clinic',
      name: `Gateway ${run} Dental Clinic`,
      email: 'gw.clinic@example.com',
      phone: '9876543210',
      address: '4, Link Road, Malad, Maharashtra 400064',
      location: 'Malad',
      state: 'IN-MH',
      numberOfDoctors: 1,
      specializations: ['Dentistry'],
      acceptsEMI: true,
      acceptsInsurance: true,
      decidedAt: new Date().toISOString(),
      decidedBy: randomUUID(),
    };
    const envelope = {
      eventId: randomUUID(),
      occurredAt: clinic.decidedAt,
      correlationId: `c-${run}`,
      data: clinic,
    };
    await operator.request(verificationEvents.providerApproved.subject, JSON.stringify(envelope));

    patient = await signAccessToken({ role: Role.User, sub: patientId });
    otherPatient = await signAccessToken({ role: Role.User, sub: randomUUID() });
    admin = await signAccessToken({ role: Role.Admin, sub: adminId });
    clinicToken = await signAccessToken({ role: Role.Provider, entityType: 'clinic', sub: clinic.accountId });
    pharmacy = await signAccessToken({ role: Role.Provider, entityType: 'pharmacy', sub: randomUUID() });

    // Booking learns of the clinic from the event: wait until its slots answer.
    const slotsPath = `${routes.consultationSlots.path}?service=${clinic.providerId}&date=${day(6)}`;
    const deadline = Date.now() + 20_000;
    while ((await get(gateway.url, slotsPath, { token: patient })).status !== 200) {
      if (Date.now() > deadline) throw new Error('booking never learnt of the clinic');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    await operator?.close();
    await gateway?.stop();
    await booking?.stop();
    await mailbox?.stop();
    await nats?.stop();
  });

  const send = (route: HttpRoute, token?: string, body?: unknown) =>
    call(gateway.url, route.method, pathOf(route), route.method === 'GET' ? undefined : (body ?? {}), {
      ...(token ? { token } : {}),
    });

  it('answers 401 without a token on every consultation route', async () => {
    for (const route of Object.values(routes)) {
      const answer = await send(route);
      expect({ route: route.path, status: answer.status, code: answer.body.code }).toEqual({
        route: route.path,
        status: 401,
        code: 'AUTH.UNAUTHENTICATED',
      });
    }
  });

  it("answers 403 to every other role's token", async () => {
    const tokensByRole: Record<string, string[]> = {
      [Role.User]: [admin, clinicToken],
      [Role.Admin]: [patient, clinicToken],
      [Role.Provider]: [patient, admin],
    };
    for (const route of Object.values(routes)) {
      const allowed = route.access as readonly string[];
      expect(allowed).toHaveLength(1);
      for (const token of tokensByRole[allowed[0]!]!) {
        const answer = await send(route, token);
        expect({ route: route.path, status: answer.status, code: answer.body.code }).toEqual({
          route: route.path,
          status: 403,
          code: 'AUTH.FORBIDDEN',
        });
      }
    }
    // The clinics' route is the providers' role, and the service keeps pharmacies and labs out too.
    expect((await get(gateway.url, routes.clinicPatients.path, { token: pharmacy })).status).toBe(403);
  });

  it('checks the booking at the edge, field by field', async () => {
    const answer = await post(
      gateway.url,
      routes.bookConsultation.path,
      bookingBody({ fullName: '', consultationTime: day(6) }),
      {
        token: patient,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION.FAILED',
      fields: { fullName: 'Full name is required', consultationTime: 'Consultation time is required' },
    });
  });

  it('books, lists, decides with an alternative time, accepts it, and shows it to the clinic', async () => {
    const booked = await post<ConsultationAnswer>(gateway.url, routes.bookConsultation.path, bookingBody(), {
      token: patient,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.consultation).toMatchObject({ status: 'pending', patientId });
    const id = booked.body.consultation.id;

    // The clinic has one doctor: the slot is now full.
    const full = await post(gateway.url, routes.bookConsultation.path, bookingBody(), {
      token: otherPatient,
    });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'BOOKING.SLOT_FULL',
      message: 'This time slot is full. Please choose another time.',
    });
    const slots = await get<ConsultationSlotsResponse>(
      gateway.url,
      `${routes.consultationSlots.path}?service=${clinic.providerId}&date=${day(6)}`,
      { token: patient },
    );
    expect(slots.body.slots.find((slot) => slot.time === '10:30 AM')).toMatchObject({
      state: 'full',
      placesLeft: 0,
    });

    const mine = await get<ConsultationListResponse>(gateway.url, routes.myConsultations.path, {
      token: patient,
    });
    expect(mine.body.consultations.map((consultation) => consultation.id)).toEqual([id]);
    expect((await get(gateway.url, pathOf(routes.myConsultation, id), { token: otherPatient })).status).toBe(
      404,
    );
    expect(
      (await post(gateway.url, pathOf(routes.acceptAlternative, id), {}, { token: otherPatient })).status,
    ).toBe(404);

    const listed = await get<AdminConsultationsResponse>(
      gateway.url,
      `${routes.adminConsultations.path}?search=${encodeURIComponent(`asha ${run}`)}&status=pending`,
      { token: admin },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.consultations.map((consultation) => consultation.id)).toEqual([id]);
    expect(listed.body.counts).toMatchObject({ pending: 1 });

    const decided = await call<UpdateConsultationStatusResponse>(
      gateway.url,
      'PATCH',
      routes.updateConsultationStatus.path,
      {
        consultationId: id,
        status: 'approved',
        alternativeDate: day(7),
        alternativeTime: '2:00 PM',
        adminNote: 'Doctor away',
      },
      { token: admin },
    );
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      success: true,
      message: 'Consultation approved successfully!',
      consultation: {
        status: 'approved',
        alternativeTime: `${day(7)} 2:00 PM`,
        alternative: { status: 'offered' },
      },
    });
    const again = await call(
      gateway.url,
      'PATCH',
      routes.updateConsultationStatus.path,
      { consultationId: id, status: 'rejected', adminNote: 'Too late' },
      { token: admin },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('BOOKING.DECISION_NOT_ALLOWED');

    const detail = await get<{ decisions: Array<{ actorId: string }> }>(
      gateway.url,
      pathOf(routes.adminConsultation, id),
      { token: admin },
    );
    expect(detail.body.decisions.map((decision) => decision.actorId)).toEqual([adminId]);

    const accepted = await post<ConsultationAnswer>(
      gateway.url,
      pathOf(routes.acceptAlternative, id),
      undefined,
      {
        token: patient,
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.consultation.alternative).toMatchObject({ status: 'accepted' });
    const declineLate = await post(gateway.url, pathOf(routes.declineAlternative, id), undefined, {
      token: patient,
    });
    expect(declineLate.status).toBe(409);
    expect(declineLate.body.code).toBe('BOOKING.NO_OPEN_ALTERNATIVE');

    const patients = await get<ClinicPatientsResponse>(gateway.url, routes.clinicPatients.path, {
      token: clinicToken,
    });
    expect(patients.status).toBe(200);
    expect(patients.body).toMatchObject({ success: true, message: 'Consultations retrieved successfully' });
    expect(patients.body.consultations.map((consultation) => consultation.id)).toEqual([id]);
    const elsewhere = await signAccessToken({ role: Role.Provider, entityType: 'clinic', sub: randomUUID() });
    expect(
      (await get<ClinicPatientsResponse>(gateway.url, routes.clinicPatients.path, { token: elsewhere })).body
        .consultations,
    ).toEqual([]);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const answer = await get<{ paths: Record<string, Record<string, { security?: unknown }>> }>(
      gateway.url,
      '/api/docs/openapi.json',
    );
    expect(answer.body.paths['/api/user/consultations']).toHaveProperty('post');
    expect(answer.body.paths['/api/admin/update-status']?.patch?.security).toEqual([{ bearerAuth: [] }]);
    expect(answer.body.paths['/api/user/consultations/{id}/accept-alternative']).toHaveProperty('post');
  });
});
