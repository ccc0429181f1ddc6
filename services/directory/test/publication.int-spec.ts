import { randomUUID } from 'node:crypto';
import {
  directoryCommands,
  type PublicationRanges,
  type PublishedProviders,
  type PublishedProvidersQuery,
} from '@hp/contracts';
import { approval, startDirectoryHarness, type DirectoryHarness } from './support/harness.js';

const run = randomUUID().slice(0, 6);
const idsOf = (answer: PublishedProviders) => answer.providers.map((provider) => provider.id);

/** What the gateway's FHIR layer reads: approved providers in id order, filtered, in keyset pages, and file ranges. */
describe('the published providers (integration)', () => {
  let harness: DirectoryHarness;
  let clinic: ReturnType<typeof approval>;
  let pharmacy: ReturnType<typeof approval>;
  let lab: ReturnType<typeof approval>;

  const published = (query: Partial<PublishedProvidersQuery>) =>
    harness.ok<PublishedProviders>(directoryCommands.publishedProviders.subject, { limit: 100, ...query });

  beforeAll(async () => {
    harness = await startDirectoryHarness();
    clinic = approval({ name: `Fhir ${run} Dental Clinic`, location: 'Andheri West', hfrId: 'IN2710000123' });
    pharmacy = approval({ entityType: 'pharmacy', name: `Fhir ${run} Pharmacy`, specializations: [] });
    lab = approval({ entityType: 'lab', name: `Fhir_${run}% Labs`, location: 'Pune', specializations: [] });
    for (const provider of [clinic, pharmacy, lab]) await harness.deliverApproval(provider);
  }, 60_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('answers the public fields of each approved provider, never its e-mail or login', async () => {
    const answer = await published({ ids: [clinic.providerId] });
    expect(answer).toEqual({
      providers: [
        {
          id: clinic.providerId,
          type: 'clinic',
          name: clinic.name,
          phone: clinic.phone,
          address: clinic.address,
          location: 'Andheri West',
          state: 'IN-MH',
          hfrId: 'IN2710000123',
          specializations: clinic.specializations,
        },
      ],
      next: null,
      total: null,
    });
    expect((await published({ ids: [pharmacy.providerId] })).providers[0]).toMatchObject({
      state: 'IN-MH',
      hfrId: null,
    });
  });

  it('answers no state and no HFR ID for a provider whose approval had none (an event from before them)', async () => {
    const { state: _state, ...older } = approval({ name: `Older ${run} Clinic` });
    await harness.deliverApproval(older);
    expect((await published({ ids: [older.providerId] })).providers[0]).toMatchObject({
      id: older.providerId,
      state: null,
      hfrId: null,
    });
    // Approved again later with both (a re-sent event, a newer verification): the listing takes them.
    await harness.deliverApproval({ ...older, state: 'IN-DL', hfrId: 'IN0710000001' });
    expect((await published({ ids: [older.providerId] })).providers[0]).toMatchObject({
      state: 'IN-DL',
      hfrId: 'IN0710000001',
    });
  });

  it('filters by type, by the start of the name or the city (any case), and counts the matches', async () => {
    const ours = [clinic, pharmacy, lab].map((provider) => provider.providerId).sort();
    expect(idsOf(await published({ name: `fhir ${run}` }))).toEqual(
      [clinic.providerId, pharmacy.providerId].sort(),
    );
    expect(idsOf(await published({ name: `fhir ${run}`, type: 'pharmacy' }))).toEqual([pharmacy.providerId]);
    expect(idsOf(await published({ ids: ours, city: 'andheri' }))).toEqual([clinic.providerId]);
    // The name's own % and _ are matched as letters, not as wildcards.
    expect(idsOf(await published({ name: `Fhir_${run}%` }))).toEqual([lab.providerId]);
    expect(idsOf(await published({ name: `Fhir%${run}` }))).toEqual([]);
    const counted = await published({ ids: ours, withTotal: true, limit: 1 });
    expect(counted.total).toBe(3);
    expect(counted.providers).toHaveLength(1);
  });

  it('pages in id order with `after`, the last page saying there is no next', async () => {
    const ours = [clinic, pharmacy, lab].map((provider) => provider.providerId).sort();
    const first = await published({ ids: ours, limit: 2 });
    expect(idsOf(first)).toEqual(ours.slice(0, 2));
    expect(first.next).toBe(ours[1]);
    const second = await published({ ids: ours, limit: 2, after: first.next! });
    expect(idsOf(second)).toEqual([ours[2]]);
    expect(second.next).toBeNull();
  });

  it('splits the providers into ranges of a size, by their first id, and reads one range alone', async () => {
    const all = await published({ limit: 1000 });
    const { starts } = await harness.ok<PublicationRanges>(
      directoryCommands.publishedProviderRanges.subject,
      {
        size: 2,
      },
    );
    const ids = idsOf(all);
    expect(starts).toEqual(ids.filter((_, index) => index % 2 === 0));
    const inFirstRange = await published({ from: starts[0], before: starts[1] });
    expect(idsOf(inFirstRange)).toEqual(ids.slice(0, 2));
    const clinics = await harness.ok<PublicationRanges>(directoryCommands.publishedProviderRanges.subject, {
      type: 'clinic',
      size: 1000,
    });
    expect(clinics.starts).toEqual([idsOf(await published({ type: 'clinic' }))[0]]);
  });

  it('drops a rejected provider at once', async () => {
    await harness.deliverRejection(pharmacy);
    expect(idsOf(await published({ ids: [pharmacy.providerId] }))).toEqual([]);
  });

  it('refuses a page larger than a NATS message should carry', async () => {
    await expect(
      harness.ok(directoryCommands.publishedProviders.subject, { limit: 100_000 }),
    ).rejects.toThrow(/VALIDATION|limit/i);
  });
});
