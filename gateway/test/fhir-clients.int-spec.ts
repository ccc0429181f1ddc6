import { MedplumClient } from '@medplum/core';
import type { Location, Schedule, Slot } from '@medplum/fhirtypes';
import { eventually } from '@hp/service-platform/testing';
import { indianDay, startFhirWorld, type FhirWorld } from './support/fhir-world.js';

const BOOKING_LINK = 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link';

/**
 * A FHIR client we did not write (Medplum's MedplumClient, no login: the data is public) finds a free slot at a clinic
 * approved in the same run, follows its Schedule to the Location and takes the booking link; once the slot is booked
 * the same search no longer finds it free.
 */
describe('MedplumClient against /fhir/R4 (integration)', () => {
  let world: FhirWorld;
  let clinic: { providerId: string; name: string };
  let medplum: MedplumClient;

  beforeAll(async () => {
    world = await startFhirWorld();
    clinic = await world.approve({ name: `Fhir ${world.run} Client Clinic`, numberOfDoctors: 1 });
    medplum = new MedplumClient({ baseUrl: `${world.gateway.url}/`, fhirUrlPath: 'fhir/R4', cacheTime: 0 });
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it('finds a free slot, follows Schedule -> Location, books it through the link, and then sees it busy', async () => {
    const [location] = await eventually(async () => {
      const found = await medplum.searchResources('Location', {
        name: `Fhir ${world.run} Client`,
        type: 'OF',
      });
      expect(found).toHaveLength(1);
      return found;
    }, 20_000);
    const day = indianDay(5);
    const freeSlots = () =>
      medplum.searchResources(
        'Slot',
        new URLSearchParams([
          ['schedule.actor', `Location/${location!.id}`],
          ['status', 'free'],
          ['start', `ge${day}T00:00:00+05:30`],
          ['start', `lt${day}T23:59:00+05:30`],
        ]),
      );
    const slots = await eventually(async () => {
      const found = await freeSlots();
      expect(found).toHaveLength(12);
      return found;
    }, 20_000);
    const slot: Slot = slots[0]!;

    const schedule = await medplum.readReference<Schedule>(slot.schedule);
    const actor = await medplum.readReference<Location>(schedule.actor[0]! as { reference: string });
    expect(actor).toMatchObject({ resourceType: 'Location', id: clinic.providerId, name: clinic.name });

    const link = new URL(slot.extension!.find((extension) => extension.url === BOOKING_LINK)!.valueUrl!);
    expect(link.searchParams.get('clinic')).toBe(clinic.providerId);
    await world.book(
      link.searchParams.get('clinic')!,
      link.searchParams.get('date')!,
      link.searchParams.get('time')!,
    );

    const after = await freeSlots();
    expect(after.map((free) => free.id)).not.toContain(slot.id);
    expect(await medplum.readResource('Slot', slot.id!)).toMatchObject({ status: 'busy' });
  });
});
