import { describe, expect, it } from '@jest/globals';
import type { PublishedProvider, PublishedSlot } from '@hp/contracts';
import { BulkPublish, CLINICS_PER_SLOT_FILE, FEED_CHUNK_CHARS, FEED_FILE_MAX_LINES } from './bulk-publish.js';
import type { FhirSources, ProviderFilter, SlotFilter } from './fhir-sources.js';

const ids = ['0a', '1b', '2c'].map((prefix) => `${prefix}000000-0000-4000-8000-000000000000`);
const provider = (id: string): PublishedProvider => ({
  id,
  type: 'clinic',
  name: `Clinic ${id.slice(0, 2)}`,
  phone: '9876543210',
  address: 'Somewhere 400001',
  location: 'Mumbai',
  specializations: [],
});
const slot = (clinicId: string, minute: number): PublishedSlot => ({
  clinicId,
  date: '2026-12-01',
  minute,
  capacity: 1,
  placesLeft: 1,
  phone: '9876543210',
});

/** Sources whose answers the test chooses, recording what the feed asked for. */
function sources(
  options: { slotPages?: PublishedSlot[][]; clinicStarts?: string[]; failSlots?: boolean } = {},
) {
  const asked: { slots: SlotFilter[]; providers: ProviderFilter[] } = { slots: [], providers: [] };
  const fake = {
    providerRangeStarts: (type: string | undefined) => Promise.resolve(type ? [ids[0]!] : ids),
    clinicRangeStarts: () => Promise.resolve(options.clinicStarts ?? []),
    async *providerPages(filter: ProviderFilter) {
      asked.providers.push(filter);
      yield await Promise.resolve([provider(ids[0]!)]);
    },
    async *slotPages(filter: SlotFilter) {
      asked.slots.push(filter);
      if (options.failSlots) throw new Error('booking is down');
      for (const page of options.slotPages ?? []) yield await Promise.resolve(page);
    },
  };
  return { feed: new BulkPublish(fake as unknown as FhirSources), asked };
}

const chunksOf = async (stream: NodeJS.ReadableStream) => {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(String(chunk));
  return chunks;
};
const read = async (stream: NodeJS.ReadableStream) => (await chunksOf(stream)).join('');

describe('the $bulk-publish feed', () => {
  it('names one file per range, each from its start up to the next, and the transaction time to the minute', async () => {
    const { feed } = sources({ clinicStarts: [ids[0]!, ids[2]!] });
    const manifest = await feed.manifest(
      'https://care.example.in/fhir/feed',
      'https://care.example.in/fhir/$bulk-publish',
      'c-1',
      new Date('2026-12-01T10:15:42.500Z'),
    );
    expect(manifest.transactionTime).toBe('2026-12-01T10:15:00.000Z');
    expect(manifest.request).toBe('https://care.example.in/fhir/$bulk-publish');
    expect(manifest.output.filter((output) => output.type === 'Location')).toHaveLength(3);
    expect(manifest.output.filter((output) => output.type === 'Slot').map((output) => output.url)).toEqual([
      `https://care.example.in/fhir/feed/Slot.ndjson?from=${ids[0]}&before=${ids[2]}`,
      `https://care.example.in/fhir/feed/Slot.ndjson?from=${ids[2]}`,
    ]);
    expect(manifest.error).toEqual([]);
  });

  it('still names one (empty) file of each type when nothing is published yet', async () => {
    const { feed } = sources({ clinicStarts: [] });
    const manifest = await feed.manifest('https://x.in/fhir/feed', 'https://x.in/fhir/$bulk-publish', 'c-1');
    expect(manifest.output.find((output) => output.type === 'Slot')?.url).toBe(
      'https://x.in/fhir/feed/Slot.ndjson',
    );
  });

  it('keeps every file under the line limit', () => {
    expect(CLINICS_PER_SLOT_FILE * 14 * 12).toBeLessThanOrEqual(FEED_FILE_MAX_LINES);
    expect(FEED_FILE_MAX_LINES).toBeLessThanOrEqual(50_000);
  });

  it('streams a file as NDJSON across the pages the services answer, for its range only', async () => {
    const { feed, asked } = sources({
      slotPages: [[slot(ids[0]!, 540), slot(ids[0]!, 570)], [slot(ids[1]!, 540)]],
    });
    const stream = await feed.file('Slot', { from: ids[0], before: ids[2] }, 'https://x.in', 'c-1');
    const lines = (await read(stream)).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => (JSON.parse(line) as { id: string }).id)).toEqual([
      `${ids[0]}.2026-12-01.0900`,
      `${ids[0]}.2026-12-01.0930`,
      `${ids[1]}.2026-12-01.0900`,
    ]);
    expect(asked.slots).toEqual([{ clinicsFrom: ids[0], clinicsBefore: ids[2] }]);
  });

  it('writes many lines a piece, each piece whole lines, and an empty file as nothing', async () => {
    const many = Array.from({ length: 2 * Math.ceil(FEED_CHUNK_CHARS / 500) }, (_, index) =>
      slot(ids[1]!, 540 + index),
    );
    const { feed } = sources({ slotPages: [[slot(ids[0]!, 540), slot(ids[0]!, 570)], [], many] });
    const chunks = await chunksOf(await feed.file('Slot', {}, 'https://x.in', 'c-1'));
    expect(chunks[0]!.split('\n')).toHaveLength(3);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.length).toBeLessThan(many.length / 10);
    for (const chunk of chunks) expect(chunk.endsWith('\n')).toBe(true);
    for (const chunk of chunks.slice(1, -1)) expect(chunk.length).toBeGreaterThanOrEqual(FEED_CHUNK_CHARS);
    expect(chunks.join('').split('\n')).toHaveLength(2 + many.length + 1);
    expect(await chunksOf(await sources().feed.file('Slot', {}, 'https://x.in', 'c-1'))).toEqual([]);
  });

  it("fails before answering when the services' first page fails (a 503, not a cut file)", async () => {
    const { feed } = sources({ failSlots: true });
    await expect(feed.file('Slot', {}, 'https://x.in', 'c-1')).rejects.toThrow('booking is down');
  });

  it('reads Schedules from clinics only, Locations of every kind, and refuses a range that is not ids', async () => {
    const { feed, asked } = sources();
    await read(await feed.file('Schedule', { from: ids[0] }, 'https://x.in', 'c-1'));
    await read(await feed.file('Location', {}, 'https://x.in', 'c-1'));
    expect(asked.providers).toEqual([{ from: ids[0], type: 'clinic' }, {}]);
    await expect(feed.file('Location', { from: 'nope' }, 'https://x.in', 'c-1')).rejects.toMatchObject({
      status: 404,
    });
  });
});
