import { parseSearchRequest } from '@medplum/core';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { MemoryRepository } from '@medplum/fhir-router';
import { eventually } from '@hp/service-platform/testing';
import type { Manifest } from '../src/fhir/bulk-publish.js';
import { loadMedplumDefinitions } from './support/fhir-validators.js';
import { indianDay, startFhirWorld, type FhirWorld } from './support/fhir-world.js';
import { call, uniqueClientIp } from './support/http.js';

const DAY = indianDay(2);

/**
 * Our searches against @medplum/fhir-router's in-memory repository loaded with the very resources our feed
 * publishes: the same search must find the same ids. Times carry their offset (Medplum reads a bare date as UTC,
 * we as India's day: see docs/decisions.md).
 */
describe('FHIR search semantics compared with Medplum (integration)', () => {
  let world: FhirWorld;
  let malad: { providerId: string };
  let pune: { providerId: string };
  const medplum = new MemoryRepository();

  /** Every id our API finds for the search, following `next` links. */
  async function ourIds(search: string): Promise<string[]> {
    const ids: string[] = [];
    let path: string | undefined = `/fhir/R4/${search}${search.includes('?') ? '&' : '?'}_count=500`;
    while (path) {
      const page: { status: number; body: Bundle } = await call<Bundle>(
        world.gateway.url,
        'GET',
        path,
        undefined,
        {
          ip: uniqueClientIp(),
        },
      );
      expect({ search, status: page.status }).toEqual({ search, status: 200 });
      ids.push(...(page.body.entry ?? []).map((entry) => entry.resource!.id!));
      const next = page.body.link?.find((link) => link.relation === 'next')?.url;
      path = next?.slice(world.gateway.url.length);
    }
    return ids.sort();
  }

  async function medplumIds(search: string): Promise<string[]> {
    const found = await medplum.searchResources(
      parseSearchRequest(`${search}${search.includes('?') ? '&' : '?'}_count=10000`),
    );
    return found.map((resource) => resource.id).sort();
  }

  beforeAll(async () => {
    loadMedplumDefinitions();
    world = await startFhirWorld();
    malad = await world.approve({});
    pune = await world.approve({ name: `Fhir ${world.run} Pune Care`, location: 'Pune', numberOfDoctors: 1 });
    await world.approve({ entityType: 'pharmacy', name: `Fhir ${world.run} Pharmacy`, specializations: [] });
    await world.approve({
      entityType: 'lab',
      name: `Diagnostics ${world.run}`,
      location: 'Malad East',
      specializations: [],
    });
    await world.book(pune.providerId, DAY, '10:30 AM');
    const feed = async () => {
      const manifest = (await (await fetch(`${world.gateway.url}/fhir/$bulk-publish`)).json()) as Manifest;
      const resources: Resource[] = [];
      for (const output of manifest.output) {
        const text = await (await fetch(output.url)).text();
        resources.push(
          ...text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Resource),
        );
      }
      return resources;
    };
    const resources = await eventually(async () => {
      const all = await feed();
      expect(all.filter((resource) => resource.resourceType === 'Location')).toHaveLength(4);
      expect(all.filter((resource) => resource.resourceType === 'Schedule')).toHaveLength(2);
      expect(all.some((resource) => resource.resourceType === 'Slot' && resource.status === 'busy')).toBe(
        true,
      );
      return all;
    }, 20_000);
    for (const resource of resources) await medplum.createResource(resource, { assignedId: true });
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  const day = (ahead: number) => encodeURIComponent(`${indianDay(ahead)}T00:00:00+05:30`);
  const searches = () => [
    `Location?name=Fhir ${world.run}`,
    `Location?name=fhir ${world.run} pune`,
    'Location?address-city=Malad',
    'Location?type=OF',
    'Location?type=http://terminology.hl7.org/CodeSystem/v3-RoleCode|PHARM',
    `Location?_id=${pune.providerId}`,
    `Schedule?actor=Location/${malad.providerId}`,
    'Schedule',
    `Slot?schedule=Schedule/${pune.providerId}`,
    `Slot?schedule=Schedule/${pune.providerId}&status=busy`,
    `Slot?schedule=Schedule/${malad.providerId},Schedule/${pune.providerId}&status=free&start=ge${day(2)}&start=lt${day(3)}`,
    `Slot?start=ge${encodeURIComponent(`${DAY}T10:00:00+05:30`)}&start=lt${encodeURIComponent(`${DAY}T12:00:00+05:30`)}`,
    `Slot?start=gt${encodeURIComponent(`${DAY}T16:00:00+05:30`)}&start=le${day(3)}`,
    'Slot?status=busy',
    `Slot?schedule.actor=Location/${pune.providerId}&status=free`,
  ];

  it('finds the same ids as Medplum for each search', async () => {
    for (const search of searches()) {
      const ours = await ourIds(search);
      expect({ search, ids: ours }).toEqual({ search, ids: await medplumIds(search) });
    }
    // Not empty comparisons: the searches do find things.
    expect(await ourIds(`Slot?schedule=Schedule/${pune.providerId}&status=busy`)).toHaveLength(1);
    expect(await ourIds('Location?address-city=Malad')).toHaveLength(3);
  });
});
