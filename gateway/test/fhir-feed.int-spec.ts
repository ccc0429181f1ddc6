import type { Location, Resource, Schedule, Slot } from '@medplum/fhirtypes';
import { eventually } from '@hp/service-platform/testing';
import { CLINICS_PER_SLOT_FILE, FEED_FILE_MAX_LINES, type Manifest } from '../src/fhir/bulk-publish.js';
import { fhirErrors } from './support/fhir-validators.js';
import { indianDay, patientDataIn, startFhirWorld, type FhirWorld } from './support/fhir-world.js';
import { uniqueClientIp } from './support/http.js';

const SMART = 'http://fhir-registry.smarthealthit.org/StructureDefinition';
const EXTRA_CLINICS = 12;

/** The SMART Scheduling Links feed: the $bulk-publish manifest and its NDJSON files, through the real gateway. */
describe('the SMART Scheduling Links feed (integration)', () => {
  let world: FhirWorld;
  let clinic: { providerId: string; phone: string };
  let lab: { providerId: string };

  const getFeed = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { headers: { 'x-forwarded-for': uniqueClientIp(), ...headers } });
  const manifestUrl = () => `${world.gateway.url}/fhir/$bulk-publish`;

  /** The clinic's slot that starts at India's date and time ('2026-12-01T14:30'). */
  const slotAt = (slots: Resource[], start: string) =>
    (slots as Slot[]).find(
      (slot) => slot.schedule.reference === `Schedule/${clinic.providerId}` && slot.start.startsWith(start),
    )!;

  async function readFeed() {
    const manifest = (await (await getFeed(manifestUrl())).json()) as Manifest;
    const byType: Record<string, Resource[]> = { Location: [], Schedule: [], Slot: [] };
    const texts: string[] = [];
    for (const output of manifest.output) {
      const response = await getFeed(output.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/fhir+ndjson');
      const text = await response.text();
      texts.push(text);
      const lines = text.split('\n').filter(Boolean);
      expect(lines.length).toBeLessThanOrEqual(FEED_FILE_MAX_LINES);
      byType[output.type]!.push(...lines.map((line) => JSON.parse(line) as Resource));
    }
    return { manifest, byType, text: texts.join('') };
  }

  beforeAll(async () => {
    world = await startFhirWorld();
    clinic = await world.approve({ numberOfDoctors: 1, phone: '9812345678' });
    lab = await world.approve({ entityType: 'lab', name: `Fhir ${world.run} Labs`, specializations: [] });
    // More clinics than one page of booking's answer holds (2,000 slots): the Slot file spans pages.
    for (let index = 0; index < EXTRA_CLINICS; index++)
      await world.approve({ name: `Fhir ${world.run} Clinic ${index}`, numberOfDoctors: 3 });
    await eventually(async () => {
      const { byType } = await readFeed();
      expect(byType.Location).toHaveLength(2 + EXTRA_CLINICS);
      expect(new Set(byType.Slot!.map((slot) => (slot as Slot).schedule.reference)).size).toBe(
        1 + EXTRA_CLINICS,
      );
    }, 30_000);
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it('answers the manifest with absolute file urls per type, max-age and an ETag that revalidates', async () => {
    const minute = () => Math.floor(Date.now() / 60_000);
    const askedIn = minute();
    const response = await getFeed(manifestUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.request).toBe(manifestUrl());
    expect(Date.parse(manifest.transactionTime)).toBeLessThanOrEqual(Date.now());
    expect(manifest.output.map((output) => output.type)).toEqual(['Location', 'Schedule', 'Slot']);
    for (const output of manifest.output)
      expect(output.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fhir\/feed\//);
    // Behind nginx, the links name the site the client used (X-Forwarded-Proto and -Host, from a trusted proxy).
    const proxied = (await (
      await getFeed(manifestUrl(), {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'care.example.in:8443',
      })
    ).json()) as Manifest;
    expect(proxied.request).toBe('https://care.example.in:8443/fhir/$bulk-publish');
    expect(proxied.output[0]!.url).toMatch(/^https:\/\/care\.example\.in:8443\/fhir\/feed\/Location\.ndjson/);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await getFeed(manifestUrl(), { 'if-none-match': etag });
    // Within the same minute (one transactionTime) nothing changed: 304; a new minute makes a new tag.
    if (minute() === askedIn) expect(again.status).toBe(304);
    else expect(again.headers.get('etag')).not.toBe(etag);
  });

  it('publishes a Location per approved provider, a Schedule per clinic and 14 days of its half-hours', async () => {
    const { byType } = await readFeed();
    const locationIds = byType.Location!.map((resource) => resource.id);
    expect(locationIds).toEqual(expect.arrayContaining([clinic.providerId, lab.providerId]));
    const schedules = byType.Schedule as Schedule[];
    expect(schedules).toHaveLength(1 + EXTRA_CLINICS);
    expect(schedules.map((schedule) => schedule.actor[0]!.reference)).toContain(
      `Location/${clinic.providerId}`,
    );
    const allSlots = byType.Slot as Slot[];
    expect(allSlots.length).toBeGreaterThan(2000);
    expect(new Set(allSlots.map((slot) => slot.id)).size).toBe(allSlots.length);
    const slots = allSlots.filter((slot) => slot.schedule.reference === `Schedule/${clinic.providerId}`);
    expect(allSlots.length).toBe(slots.length * (1 + EXTRA_CLINICS));
    const days = new Set(slots.map((slot) => slot.start.slice(0, 10)));
    expect(days.has(indianDay(13))).toBe(true);
    expect(days.has(indianDay(14))).toBe(false);
    expect(slots.length).toBeGreaterThanOrEqual(13 * 12);
    for (const slot of slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
      expect(slot.schedule.reference).toBe(`Schedule/${clinic.providerId}`);
    }
    const location = byType.Location!.find((resource) => resource.id === lab.providerId) as Location;
    expect(location.type?.[0]?.coding?.[0]?.code).toBe('MBL');
  });

  it("links each slot to the booking form with the clinic, date and time, and to the clinic's phone", async () => {
    const { byType } = await readFeed();
    const slot = slotAt(byType.Slot!, `${indianDay(3)}T14:30`);
    const link = slot.extension?.find(
      (extension) => extension.url === `${SMART}/booking-deep-link`,
    )?.valueUrl;
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).toBe(`${world.gateway.url}/clinicmain`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clinic: clinic.providerId,
      date: indianDay(3),
      time: '2:30 PM',
    });
    expect(slot.extension).toContainEqual({ url: `${SMART}/booking-phone`, valueString: '+919812345678' });
    expect(slot.extension).toContainEqual({ url: `${SMART}/slot-capacity`, valueInteger: 1 });
  });

  it('shows a booked slot busy in the next read of the feed, and nothing about the patient', async () => {
    await world.book(clinic.providerId, indianDay(4), '9:00 AM');
    const { byType, text } = await readFeed();
    const booked = slotAt(byType.Slot!, `${indianDay(4)}T09:00:00+05:30`);
    expect(booked.status).toBe('busy');
    expect(patientDataIn(text)).toEqual([]);
  });

  it('sizes slot files to stay under the line limit, and refuses a file it does not publish', async () => {
    expect(CLINICS_PER_SLOT_FILE * 14 * 12).toBeLessThanOrEqual(FEED_FILE_MAX_LINES);
    expect((await getFeed(`${world.gateway.url}/fhir/feed/Patient.ndjson`)).status).toBe(404);
    expect((await getFeed(`${world.gateway.url}/fhir/feed/Slot.ndjson?from=nope`)).status).toBe(404);
  });

  it('emits only resources that Medplum and the HL7 R4 JSON Schema both find valid', async () => {
    const { byType } = await readFeed();
    const all = Object.values(byType).flat();
    expect(all.length).toBeGreaterThan(2000);
    expect(fhirErrors(all)).toEqual([]);
  });
});
