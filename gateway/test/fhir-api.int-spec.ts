import type {
  Bundle,
  CapabilityStatement,
  Location,
  OperationOutcome,
  Schedule,
  Slot,
} from '@medplum/fhirtypes';
import { eventually } from '@hp/service-platform/testing';
import { fhirErrors } from './support/fhir-validators.js';
import { indianDay, patientDataIn, startFhirWorld, type FhirWorld } from './support/fhir-world.js';
import { call, uniqueClientIp } from './support/http.js';

const DAY = indianDay(2);

/** FHIR R4 read and search at /fhir/R4 through the real gateway, over the real directory and booking services. */
describe('the FHIR R4 API (integration)', () => {
  let world: FhirWorld;
  let clinic: { providerId: string; name: string };
  let single: { providerId: string };
  let pharmacy: { providerId: string };
  const emitted: object[] = [];

  /** A GET as a FHIR client sends it; every resource answered is kept for the validators. */
  async function fhir<T>(path: string, headers: Record<string, string> = {}) {
    const answer = await call<T>(world.gateway.url, 'GET', `/fhir/R4/${path}`, undefined, {
      ip: uniqueClientIp(),
      headers: { accept: 'application/fhir+json', ...headers },
    });
    if (typeof answer.body === 'object') emitted.push(answer.body as object);
    return answer;
  }
  const ids = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource!.id);

  beforeAll(async () => {
    world = await startFhirWorld();
    clinic = await world.approve({ numberOfDoctors: 2, hfrId: 'IN2710000123' });
    // Approved before the state was asked: its event has none (left out of the JSON).
    single = await world.approve({
      name: `Fhir ${world.run} One Doctor Clinic`,
      numberOfDoctors: 1,
      state: undefined,
    });
    pharmacy = await world.approve({
      entityType: 'pharmacy',
      name: `Fhir ${world.run} Pharmacy`,
      location: 'Pune',
      specializations: [],
    });
    // Both services consume the approvals: wait until the clinics have Schedules (directory) and Slots (booking).
    await eventually(async () => {
      const slots = await fhir<Bundle>(`Slot?schedule=Schedule/${single.providerId}&_count=1`);
      expect(slots.body.total).toBeGreaterThan(0);
      expect((await fhir<Bundle>(`Location?name=Fhir ${world.run}`)).body.total).toBe(3);
    }, 20_000);
    await world.book(single.providerId, DAY, '10:30 AM');
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it('answers a CapabilityStatement for FHIR 4.0.1 listing read and search of its three resources', async () => {
    const answer = await fhir<CapabilityStatement>('metadata', { accept: 'application/json' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(answer.body.fhirVersion).toBe('4.0.1');
    expect(answer.body.rest?.[0]?.resource?.map((resource) => resource.type)).toEqual([
      'Location',
      'Schedule',
      'Slot',
    ]);
  });

  it('finds Locations by the start of the name, by city and by RoleCode type, with a total', async () => {
    const byName = await fhir<Bundle<Location>>(`Location?name=fhir ${world.run} dental`);
    expect(byName.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    expect(ids(byName.body)).toEqual([clinic.providerId]);
    expect(byName.body.entry?.[0]?.fullUrl).toBe(
      `${world.gateway.url}/fhir/R4/Location/${clinic.providerId}`,
    );
    const pharmacies = await fhir<Bundle>(`Location?name=Fhir ${world.run}&type=PHARM&address-city=pun`);
    expect(ids(pharmacies.body)).toEqual([pharmacy.providerId]);
    expect((await fhir<Bundle>(`Location?name=Fhir ${world.run}&type=MBL`)).body.total).toBe(0);
  });

  it("reads a Location and the clinic's Schedule by id, and finds the Schedule by its actor", async () => {
    const location = await fhir<Location>(`Location/${clinic.providerId}`);
    expect(location.body).toMatchObject({
      resourceType: 'Location',
      name: clinic.name,
      address: { city: 'Malad', state: 'Maharashtra', postalCode: '400064', country: 'IN' },
    });
    expect(location.body.identifier).toEqual([
      { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${clinic.providerId}` },
      {
        type: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/v2-0203',
              code: 'PRN',
              display: 'Provider number',
            },
          ],
        },
        system: 'https://facility.ndhm.gov.in',
        value: 'IN2710000123',
      },
    ]);
    // Without an HFR ID only our identifier; approved before the state was asked, no state.
    const pharmacyLocation = await fhir<Location>(`Location/${pharmacy.providerId}`);
    expect(pharmacyLocation.body.identifier).toEqual([
      { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${pharmacy.providerId}` },
    ]);
    expect(pharmacyLocation.body.address?.state).toBe('Maharashtra');
    const older = await fhir<Location>(`Location/${single.providerId}`);
    expect(older.body.address).not.toHaveProperty('state');
    expect(older.body.identifier).toHaveLength(1);
    const schedules = await fhir<Bundle<Schedule>>(`Schedule?actor=Location/${clinic.providerId}`);
    expect(ids(schedules.body)).toEqual([clinic.providerId]);
    const schedule = await fhir<Schedule>(`Schedule/${clinic.providerId}`);
    expect(schedule.body.actor).toEqual([
      { reference: `Location/${clinic.providerId}`, display: clinic.name },
    ]);
    // A pharmacy is a Location but takes no consultations: it has no Schedule.
    expect((await fhir<OperationOutcome>(`Schedule/${pharmacy.providerId}`)).status).toBe(404);
  });

  it("finds a clinic's slots of a day through the Schedule or chained through its Location", async () => {
    const range = `start=ge${DAY}&start=lt${indianDay(3)}`;
    const bySchedule = await fhir<Bundle<Slot>>(`Slot?schedule=Schedule/${clinic.providerId}&${range}`);
    expect(bySchedule.body.total).toBe(12);
    const first = bySchedule.body.entry![0]!.resource!;
    expect(first).toMatchObject({
      start: `${DAY}T09:00:00+05:30`,
      end: `${DAY}T09:30:00+05:30`,
      status: 'free',
    });
    const chained = await fhir<Bundle<Slot>>(`Slot?schedule.actor=Location/${clinic.providerId}&${range}`);
    expect(ids(chained.body)).toEqual(ids(bySchedule.body));
  });

  it('shows the booked slot busy with no place left, and the others free', async () => {
    const busy = await fhir<Bundle<Slot>>(`Slot?schedule=Schedule/${single.providerId}&status=busy`);
    expect(busy.body.total).toBe(1);
    const slot = busy.body.entry![0]!.resource!;
    expect(slot).toMatchObject({ status: 'busy', start: `${DAY}T10:30:00+05:30` });
    expect(slot.extension).toContainEqual({
      url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/slot-capacity',
      valueInteger: 0,
    });
    const read = await fhir<Slot>(`Slot/${slot.id}`);
    expect(read.body).toEqual(slot);
    const free = await fhir<Bundle<Slot>>(
      `Slot?schedule=Schedule/${single.providerId}&status=free&start=${DAY}`,
    );
    expect(free.body.total).toBe(11);
  });

  it('pages with _count and next links that lead through every match once', async () => {
    let url: string | undefined =
      `Slot?schedule=Schedule/${clinic.providerId}&start=ge${DAY}&start=lt${indianDay(4)}&_count=5`;
    const seen: string[] = [];
    let total: number | undefined;
    while (url) {
      const page: Awaited<ReturnType<typeof fhir<Bundle>>> = await fhir<Bundle>(url);
      expect(page.status).toBe(200);
      total = page.body.total;
      seen.push(...ids(page.body).map(String));
      const next = page.body.link?.find((link) => link.relation === 'next')?.url;
      url = next?.slice(`${world.gateway.url}/fhir/R4/`.length);
    }
    expect(total).toBe(24);
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
  });

  it('answers errors as OperationOutcome: 404 unknown id, 400 bad parameter, 405 writes, 406 XML', async () => {
    const unknown = await fhir<OperationOutcome>('Location/3f2b8a4e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'not-found' }] });
    expect((await fhir<OperationOutcome>('Slot/not-a-slot-id')).status).toBe(404);
    const yesterday = await fhir<OperationOutcome>('Slot?start=yesterday');
    expect(yesterday.status).toBe(400);
    expect(yesterday.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(yesterday.body.issue?.[0]).toMatchObject({ severity: 'error', code: 'invalid' });
    const write = await call<OperationOutcome>(world.gateway.url, 'POST', '/fhir/R4/Location', {
      resourceType: 'Location',
    });
    expect(write.status).toBe(405);
    expect(write.body.resourceType).toBe('OperationOutcome');
    expect((await fhir('metadata', { accept: 'application/fhir+xml' })).status).toBe(406);
    expect((await fhir('Patient?name=x')).status).toBe(404);
  });

  it('lets any origin read it (CORS) and carries nothing about patients', async () => {
    const answer = await fhir<Bundle>(`Slot?schedule=Schedule/${single.providerId}`, {
      origin: 'https://slots.example.org',
    });
    // The origin echoed with credentials allowed: a browser client that sends its cookies (MedplumClient does) may read.
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://slots.example.org');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('vary')).toContain('Origin');
    const preflight = await fetch(`${world.gateway.url}/fhir/R4/Slot`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://slots.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-medplum',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://slots.example.org');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-medplum');
    const noOrigin = await fhir<Bundle>('metadata');
    expect(noOrigin.headers.get('access-control-allow-origin')).toBe('*');
    const text = JSON.stringify(answer.body);
    expect(patientDataIn(text)).toEqual([]);
  });

  it('emitted only resources that Medplum and the HL7 R4 JSON Schema both find valid', () => {
    expect(emitted.length).toBeGreaterThan(20);
    expect(fhirErrors(emitted as never[])).toEqual([]);
  });
});

describe('the FHIR API rate limit (integration)', () => {
  let world: FhirWorld;
  beforeAll(async () => {
    world = await startFhirWorld({ RATE_LIMIT_FHIR_MAX: '2' });
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it('answers 429 with an OperationOutcome and Retry-After past the per-address limit', async () => {
    const ip = uniqueClientIp();
    const get = () =>
      call<OperationOutcome>(world.gateway.url, 'GET', '/fhir/R4/metadata', undefined, { ip });
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    const limited = await get();
    expect(limited.status).toBe(429);
    expect(limited.body.issue?.[0]?.code).toBe('throttled');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
