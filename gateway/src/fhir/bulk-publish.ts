import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { CONSULTATION_TIMES, isUuid, PUBLISHED_SLOT_DAYS } from '@hp/contracts';
import { FhirSources } from './fhir-sources.js';
import { FhirError } from './fhir-responses.js';
import { locationOf, scheduleOf, slotOf } from './resources.js';

/** How many lines a feed file holds at most: the SMART Scheduling Links clients read files of up to ~50,000. */
export const FEED_FILE_MAX_LINES = 45_000;
/** Slot files cover ranges of clinics, each clinic with all its published slots. */
export const CLINICS_PER_SLOT_FILE = Math.floor(
  FEED_FILE_MAX_LINES / (PUBLISHED_SLOT_DAYS * CONSULTATION_TIMES.length),
);
/** How long a client may keep the manifest (and the transactionTime's step): slot finders poll every 1-5 minutes. */
export const MANIFEST_MAX_AGE_SECONDS = 60;

export const FEED_FILES = ['Location', 'Schedule', 'Slot'] as const;
export type FeedFile = (typeof FEED_FILES)[number];

export interface Manifest {
  transactionTime: string;
  request: string;
  output: { type: FeedFile; url: string }[];
  error: never[];
}

/** A feed file's range of ids: from `from` (inclusive) to `before` (exclusive); open at either end when unset. */
export interface FileRange {
  from?: string | undefined;
  before?: string | undefined;
}

/** The ranges of files that start at `starts` (one range, open, when there is nothing to publish yet). */
const rangesOf = (starts: string[]): FileRange[] =>
  starts.length ? starts.map((from, index) => ({ from, before: starts[index + 1] })) : [{}];

/**
 * The SMART Scheduling Links feed (`$bulk-publish`): a manifest naming NDJSON files of Locations, Schedules and
 * Slots, each a range of ids small enough for one file; every file streamed page by page from the services.
 */
@Injectable()
export class BulkPublish {
  constructor(private readonly sources: FhirSources) {}

  async manifest(
    feedUrl: string,
    manifestUrl: string,
    correlationId: string,
    now = new Date(),
  ): Promise<Manifest> {
    const [locations, schedules, slots] = await Promise.all([
      this.sources.providerRangeStarts(undefined, FEED_FILE_MAX_LINES, correlationId),
      this.sources.providerRangeStarts('clinic', FEED_FILE_MAX_LINES, correlationId),
      this.sources.clinicRangeStarts(CLINICS_PER_SLOT_FILE, correlationId),
    ]);
    const filesOf = (type: FeedFile, starts: string[]) =>
      rangesOf(starts).map((range) => ({ type, url: fileUrl(feedUrl, type, range) }));
    const step = MANIFEST_MAX_AGE_SECONDS * 1000;
    return {
      transactionTime: new Date(Math.floor(now.getTime() / step) * step).toISOString(),
      request: manifestUrl,
      output: [
        ...filesOf('Location', locations),
        ...filesOf('Schedule', schedules),
        ...filesOf('Slot', slots),
      ],
      error: [],
    };
  }

  /**
   * One file's resources, one a line, read from the services a page at a time as the client takes them and written
   * in pieces of many lines (FEED_CHUNK_CHARS), not one HTTP chunk a line. The first page is read before answering,
   * so that services being down is still an HTTP error rather than a cut file.
   */
  async file(type: FeedFile, range: FileRange, siteUrl: string, correlationId: string): Promise<Readable> {
    for (const id of [range.from, range.before])
      if (id !== undefined && !isUuid(id)) throw new FhirError(404, 'not-found', 'No such feed file');
    const sources = this.sources;
    async function* chunks(): AsyncGenerator<string> {
      const from = range.from ? { from: range.from } : {};
      const before = range.before ? { before: range.before } : {};
      if (type === 'Slot') {
        const clinics = {
          ...(range.from ? { clinicsFrom: range.from } : {}),
          ...(range.before ? { clinicsBefore: range.before } : {}),
        };
        for await (const slots of sources.slotPages(clinics, correlationId))
          yield* ndjsonChunks(slots, (slot) => slotOf(slot, siteUrl));
      } else if (type === 'Schedule') {
        for await (const clinics of sources.providerPages(
          { ...from, ...before, type: 'clinic' },
          correlationId,
        ))
          yield* ndjsonChunks(clinics, scheduleOf);
      } else {
        for await (const providers of sources.providerPages({ ...from, ...before }, correlationId))
          yield* ndjsonChunks(providers, locationOf);
      }
    }
    const generator = chunks();
    const first = await generator.next();
    async function* withFirst(): AsyncGenerator<string> {
      if (first.done) return;
      yield first.value;
      yield* generator;
    }
    return Readable.from(withFirst(), { objectMode: false });
  }
}

/**
 * How long a piece of a feed file is at least (in characters, then to the end of its line; a page's last piece may
 * be shorter): about 50 Slot lines an HTTP chunk rather than one, yet each piece a string small enough for V8's young
 * generation, freed at once. A whole page a piece (2,000 Slots, 1.2 MB) is a large object, freed only by full
 * collections: reading the feed of 10,000 clinics, the gateway then peaked at 455 MiB rather than about 330.
 */
export const FEED_CHUNK_CHARS = 32 * 1024;

/** A page of rows as NDJSON, a resource a line, in pieces of FEED_CHUNK_CHARS made as the client takes them. */
function* ndjsonChunks<Row>(rows: readonly Row[], resourceOf: (row: Row) => object): Generator<string> {
  let text = '';
  for (const row of rows) {
    text += `${JSON.stringify(resourceOf(row))}\n`;
    if (text.length >= FEED_CHUNK_CHARS) {
      yield text;
      text = '';
    }
  }
  if (text) yield text;
}

function fileUrl(feedUrl: string, type: FeedFile, range: FileRange): string {
  const url = new URL(`${feedUrl}/${type}.ndjson`);
  if (range.from) url.searchParams.set('from', range.from);
  if (range.before) url.searchParams.set('before', range.before);
  return url.toString();
}

/** The manifest's ETag: the same body (within one transactionTime step) is the same tag. */
export const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
