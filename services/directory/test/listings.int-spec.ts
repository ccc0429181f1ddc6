import { randomUUID } from 'node:crypto';
import { verificationCommands, type DirectoryEntry, type DirectoryResponse } from '@hp/contracts';
import { jetstreamManager } from '@nats-io/jetstream';
import { envelopeOf, eventually, processedEventIds } from '@hp/service-platform/testing';
import { areaKey, specializationKey } from '../src/listings/listing-query.js';
import {
  approval,
  approvedSubject,
  rejectedSubject,
  rejection,
  startDirectoryHarness,
  type DirectoryHarness,
} from './support/harness.js';

const idsOf = (entries: DirectoryEntry[]) => entries.map((entry) => entry.id);

/** The public directory, built from verification's events only: verification never runs in this test. */
describe('the public directory (integration)', () => {
  let harness: DirectoryHarness;
  beforeAll(async () => {
    harness = await startDirectoryHarness();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('is ready once its database and NATS answer', async () => {
    const response = await fetch(`http://127.0.0.1:${harness.config.DIRECTORY_HEALTH_PORT}/readyz`);
    expect(response.status).toBe(200);
  });

  it('lists an approved provider with the public fields, in the list of its kind', async () => {
    const approved = approval({
      entityType: 'pharmacy',
      name: 'Zenith Listing Pharmacy',
      specializations: [],
    });
    await harness.publish(approvedSubject, envelopeOf(approved));
    const listed = await eventually(async () => {
      const { pharmacies } = await harness.list({ type: 'pharmacy', q: 'Zenith Listing' });
      expect(idsOf(pharmacies)).toEqual([approved.providerId]);
      return pharmacies[0]!;
    }, 15_000);
    expect(listed).toEqual({
      id: approved.providerId,
      _id: approved.providerId,
      entityType: 'pharmacy',
      name: 'Zenith Listing Pharmacy',
      specializations: [],
      numberOfDoctors: 4,
      location: 'Bandra East',
      address: approved.address,
      phone: approved.phone,
      acceptsEMI: true,
      acceptsInsurance: false,
    });
    expect(Object.keys(listed)).not.toContain('email');
  });

  it('handles a duplicated event once and changes nothing', async () => {
    const approved = approval({ name: 'Duplicate Check Clinic' });
    const envelope = envelopeOf(approved);
    await harness.publish(approvedSubject, envelope);
    await eventually(async () => {
      expect(idsOf((await harness.list({ q: 'Duplicate Check' })).clinics)).toEqual([approved.providerId]);
    }, 15_000);
    // The same event again (a redelivery), now carrying other values: it must not be applied a second time.
    await harness.publish(approvedSubject, { ...envelope, data: { ...approved, name: 'Changed By A Copy' } });
    await eventually(async () => {
      const ids = await processedEventIds(harness.prisma, 'directory-provider-approved');
      expect(ids.filter((id) => id === envelope.eventId)).toHaveLength(1);
      const info = await (
        await jetstreamManager(harness.nats)
      ).consumers.info('VERIFICATION_EVENTS', 'directory-provider-approved');
      expect(info.num_ack_pending + info.num_pending).toBe(0);
    }, 15_000);
    const rows = await harness.prisma.listing.findMany({ where: { providerId: approved.providerId } });
    expect(rows.map((row) => row.name)).toEqual(['Duplicate Check Clinic']);
    expect((await harness.list({ q: 'Changed By A Copy' })).clinics).toEqual([]);
  });

  it('drops a provider that is rejected, and never lists one rejected before any approval', async () => {
    const approved = approval({ entityType: 'lab', name: 'Rejected Later Labs', specializations: [] });
    await harness.publish(approvedSubject, envelopeOf(approved));
    await eventually(async () => {
      expect(idsOf((await harness.list({ type: 'lab', q: 'Rejected Later' })).laboratories)).toEqual([
        approved.providerId,
      ]);
    }, 15_000);
    await harness.publish(rejectedSubject, envelopeOf(rejection(approved)));
    const never = approval({ entityType: 'lab', name: 'Never Approved Labs', specializations: [] });
    await harness.publish(rejectedSubject, envelopeOf(rejection(never)));
    await eventually(async () => {
      expect((await harness.list({ type: 'lab', q: 'Rejected Later' })).laboratories).toEqual([]);
      expect(await processedEventIds(harness.prisma, 'directory-provider-rejected')).toHaveLength(2);
    }, 15_000);
    expect((await harness.list({ type: 'lab', q: 'Never Approved' })).laboratories).toEqual([]);
    expect(
      await harness.prisma.listing.count({
        where: { providerId: { in: [approved.providerId, never.providerId] } },
      }),
    ).toBe(0);
  });

  it('answers with no verification service on NATS at all', async () => {
    await expect(harness.call(verificationCommands.pendingProviders.subject, {})).rejects.toThrow(
      /503|no responders/i,
    );
    const answer = await harness.list();
    expect(answer.clinics.length + answer.pharmacies.length).toBeGreaterThan(0);
  });

  it('drops its cached answers when a provider is approved', async () => {
    const query = { type: 'clinic' as const, area: 'Goregaon', specialization: 'Audiology' };
    expect((await harness.list(query)).clinics).toEqual([]);
    // Written behind the service's back: the cached (empty) answer goes on being served...
    const sneaked = randomUUID();
    await harness.prisma.listing.create({
      data: {
        providerId: sneaked,
        entityType: 'clinic',
        name: 'Sneaked In Clinic',
        phone: '9000000000',
        address: 'x',
        location: 'Goregaon',
        locationKey: areaKey('Goregaon'),
        numberOfDoctors: 1,
        specializations: ['Audiology'],
        specializationKeys: [specializationKey('Audiology')],
        acceptsEMI: false,
        acceptsInsurance: false,
        approvedAt: new Date(),
      },
    });
    expect((await harness.list(query)).clinics).toEqual([]);
    // ...until an approval comes in: then the answer is read again.
    const approved = approval({
      name: 'Goregaon Hearing Clinic',
      location: 'Goregaon',
      specializations: ['Audiology'],
    });
    await harness.publish(approvedSubject, envelopeOf(approved));
    await eventually(async () => {
      expect(idsOf((await harness.list(query)).clinics).sort()).toEqual(
        [approved.providerId, sneaked].sort(),
      );
    }, 15_000);
  });

  it('refuses bad parameters with a message per field and no answer', async () => {
    const reply = await harness.call('directory.query.approved-providers.v1', {
      type: 'hospital',
      limit: 0,
      emi: 'perhaps',
    });
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION.FAILED',
        message: expect.any(String),
        fields: {
          type: 'The type must be clinic, pharmacy or lab',
          emi: 'emi must be true or false',
          limit: 'The limit must be at least 1',
        },
      },
    });
  });
});

describe('searching and paging the directory (integration)', () => {
  let harness: DirectoryHarness;
  /** Every listing of this suite, as the tests expect to find it. */
  const all: Array<{
    id: string;
    type: 'clinic' | 'pharmacy' | 'lab';
    name: string;
    location: string;
    specializations: string[];
    emi: boolean;
    insurance: boolean;
  }> = [];
  const AREAS = ['Andheri West', 'Thane', 'Malad'];
  const SPECS = ['Cardiology', 'Dentistry', 'Pediatrics'];
  const WORDS = ['Sai', 'Om', 'Lotus', 'Metro', 'Jeevan', 'Arogya'];

  beforeAll(async () => {
    harness = await startDirectoryHarness({ DIRECTORY_CACHE_SECONDS: '0' });
    for (let i = 0; i < 90; i++) {
      const type = i % 3 === 0 ? 'pharmacy' : i % 5 === 0 ? 'lab' : 'clinic';
      const suffix =
        type === 'clinic'
          ? i % 4 === 0
            ? 'Dental Clinic'
            : 'Hospital'
          : type === 'lab'
            ? 'Diagnostics'
            : 'Pharmacy';
      all.push({
        id: randomUUID(),
        type,
        // Names repeat, so that the keyset's tie-break on the id is exercised.
        name: `${WORDS[Math.floor(i / 2) % WORDS.length]} ${suffix}`,
        location: AREAS[Math.floor(i / 3) % AREAS.length]!,
        specializations:
          type === 'clinic'
            ? [SPECS[Math.floor(i / 9) % 3]!, ...(i % 2 ? [SPECS[(Math.floor(i / 9) + 1) % 3]!] : [])]
            : [],
        emi: i % 2 === 0,
        insurance: i % 3 === 1,
      });
    }
    await harness.prisma.listing.createMany({
      data: all.map((p) => ({
        providerId: p.id,
        entityType: p.type,
        name: p.name,
        phone: '9123456789',
        address: `1, Road, ${p.location}`,
        location: p.location,
        locationKey: areaKey(p.location),
        numberOfDoctors: 3,
        specializations: p.specializations,
        specializationKeys: p.specializations.map(specializationKey),
        acceptsEMI: p.emi,
        acceptsInsurance: p.insurance,
        approvedAt: new Date(),
      })),
    });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  const byNameThenId = (a: { name: string; id: string }, b: { name: string; id: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

  /** Every page of one list, following `next`. */
  async function walk(query: Record<string, string | number>, list: keyof DirectoryResponse['next']) {
    const seen: DirectoryEntry[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const answer = await harness.list({ ...query, ...(cursor ? { cursor } : {}) });
      seen.push(...answer[list]);
      cursor = answer.next[list];
      pages++;
    } while (cursor && pages < 50);
    return { seen, pages };
  }

  it('answers the three lists as the earlier clients read them: each its first page, in name order', async () => {
    const answer = await harness.list();
    for (const [list, type] of [
      ['clinics', 'clinic'],
      ['pharmacies', 'pharmacy'],
      ['laboratories', 'lab'],
    ] as const) {
      const expected = all.filter((p) => p.type === type).sort(byNameThenId);
      expect(idsOf(answer[list])).toEqual(expected.slice(0, 20).map((p) => p.id));
      expect(answer.next[list] === null).toBe(expected.length <= 20);
    }
  });

  it('pages through a list with the cursor: every provider once, in order', async () => {
    const { seen, pages } = await walk({ type: 'clinic', limit: 7 }, 'clinics');
    const expected = all.filter((p) => p.type === 'clinic').sort(byNameThenId);
    expect(idsOf(seen)).toEqual(expected.map((p) => p.id));
    expect(pages).toBe(Math.ceil(expected.length / 7));
  });

  it('filters by area, specialization, EMI and insurance (case-insensitive), across pages', async () => {
    const { seen } = await walk(
      { type: 'clinic', area: 'andheri WEST', specialization: 'cardiology', emi: 'true', limit: 2 },
      'clinics',
    );
    const expected = all
      .filter(
        (p) =>
          p.type === 'clinic' &&
          p.location === 'Andheri West' &&
          p.specializations.includes('Cardiology') &&
          p.emi,
      )
      .sort(byNameThenId);
    expect(expected.length).toBeGreaterThan(2);
    expect(idsOf(seen)).toEqual(expected.map((p) => p.id));

    const insured = await harness.list({ insurance: 'yes', emi: 'no', limit: 50 });
    const lists = { clinic: insured.clinics, pharmacy: insured.pharmacies, lab: insured.laboratories };
    for (const type of ['clinic', 'pharmacy', 'lab'] as const) {
      expect(idsOf(lists[type])).toEqual(
        all
          .filter((p) => p.type === type && p.insurance && !p.emi)
          .sort(byNameThenId)
          .map((p) => p.id),
      );
    }
  });

  it('finds names by a prefix of the name or of a word, and despite a typo ("dentl" finds "Dental")', async () => {
    const dental = all
      .filter((p) => p.name.includes('Dental'))
      .map((p) => p.id)
      .sort();
    const typo = await walk({ type: 'clinic', q: 'dentl', limit: 4 }, 'clinics');
    expect(idsOf(typo.seen).sort()).toEqual(dental);
    expect(new Set(idsOf(typo.seen)).size).toBe(typo.seen.length);

    const prefix = await harness.list({ type: 'pharmacy', q: 'lot', limit: 50 });
    expect(idsOf(prefix.pharmacies).sort()).toEqual(
      all
        .filter((p) => p.type === 'pharmacy' && p.name.startsWith('Lotus'))
        .map((p) => p.id)
        .sort(),
    );

    // A name that starts with the search comes before one that only contains a similar word.
    const ranked = await harness.list({ q: 'Metro', limit: 50 });
    expect(ranked.clinics.length).toBeGreaterThan(0);
    expect(ranked.clinics.every((entry) => entry.name.startsWith('Metro'))).toBe(true);
    expect((await harness.list({ q: 'zzqx' })).clinics).toEqual([]);
  });

  it('refuses a cursor of another list or another search', async () => {
    const first = await harness.list({ type: 'clinic', limit: 3 });
    const cursor = first.next.clinics!;
    expect(
      await harness.call('directory.query.approved-providers.v1', { type: 'lab', cursor }),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.FAILED', fields: { cursor: 'The cursor belongs to another type' } },
    });
    expect(await harness.call('directory.query.approved-providers.v1', { cursor: 'garbage' })).toMatchObject({
      ok: false,
      error: { fields: { cursor: 'Not a valid page cursor' } },
    });
    // Without `type`, a cursor asks for its own list only.
    const next = await harness.list({ limit: 3, cursor });
    expect(next.pharmacies).toEqual([]);
    expect(next.clinics).toHaveLength(3);
  });
});
