import { INDIA_UTC_OFFSET_MS, isUuid, PUBLISHED_IDS_MAX, type EntityType } from '@hp/contracts';
import { FhirError } from './fhir-responses.js';
import { LOCATION_TYPE } from './resources.js';

/** A request's query as Fastify parses it: a parameter given twice is an array. */
export type QueryParams = Record<string, string | string[] | undefined>;

export const SEARCH_COUNT_DEFAULT = 50;
export const SEARCH_COUNT_MAX = 500;

const invalid = (message: string) => new FhirError(400, 'invalid', message);
const notSupported = (message: string) => new FhirError(400, 'not-supported', message);

/** Every value of a parameter, in order (none when absent). */
export const valuesOf = (params: QueryParams, name: string): string[] => {
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** The one value of a parameter that may be given once. */
export function singleValue(params: QueryParams, name: string): string | undefined {
  const values = valuesOf(params, name);
  if (values.length > 1) throw notSupported(`${name} may be given only once`);
  if (values[0] === '') throw invalid(`${name} has no value`);
  return values[0];
}

/** `_count`: how many matches a page holds (at most SEARCH_COUNT_MAX, as FHIR lets a server answer fewer). */
export function countOf(params: QueryParams): number {
  const text = singleValue(params, '_count');
  if (text === undefined) return SEARCH_COUNT_DEFAULT;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw invalid('_count must be a whole number of at least 1');
  return Math.min(Number(text), SEARCH_COUNT_MAX);
}

/** The id a reference names (`Location/<id>`, `<id>`, or an absolute URL ending so); `type` unset for `_id`. */
function idOfReference(reference: string, name: string, type: string | undefined): string {
  const parts = reference.trim().split('/');
  if (type && parts.length > 1 && parts.at(-2) !== type)
    throw invalid(`${name} must reference a ${type}, e.g. ${type}/<id>`);
  return parts.at(-1)!.toLowerCase();
}

/**
 * The ids a reference parameter (or `_id`) names, commas meaning OR and repeated parameters AND; null when the
 * parameter is absent. An id that is not one of ours (a UUID) matches nothing.
 */
export function referencedIds(params: QueryParams, name: string, type?: string): string[] | null {
  const occurrences = valuesOf(params, name);
  if (!occurrences.length) return null;
  let ids: string[] | null = null;
  for (const occurrence of occurrences) {
    const named = occurrence.split(',').map((reference) => idOfReference(reference, name, type));
    ids = ids === null ? named : ids.filter((id) => named.includes(id));
  }
  const ours = [...new Set(ids)].filter((id) => isUuid(id));
  if (ours.length > PUBLISHED_IDS_MAX)
    throw notSupported(`${name} may name at most ${PUBLISHED_IDS_MAX} ids`);
  return ours;
}

/** `_id` and reference parameters together: the ids all of them allow (null when none is given). */
export function idsOf(params: QueryParams, ...references: { name: string; type: string }[]): string[] | null {
  const lists = [
    referencedIds(params, '_id'),
    ...references.map((reference) => referencedIds(params, reference.name, reference.type)),
  ].filter((ids): ids is string[] => ids !== null);
  if (!lists.length) return null;
  return lists.reduce((allowed, ids) => allowed.filter((id) => ids.includes(id)));
}

/** Location `type`: a token (`code`, `system|code` or `|code`) of LOCATION_TYPE; null when absent, [] for no match. */
export function entityTypesOf(params: QueryParams): EntityType[] | null {
  const text = singleValue(params, 'type');
  if (text === undefined) return null;
  return text.split(',').flatMap((token) => {
    const [system, code] = token.includes('|') ? token.split('|') : [undefined, token];
    return (Object.keys(LOCATION_TYPE) as EntityType[]).filter((type) => {
      const coding = LOCATION_TYPE[type];
      return coding.code === code && (system === undefined || system === coding.system);
    });
  });
}

// ---- dates ------------------------------------------------------------------------------------------

const DATE_PARAM =
  /^(eq|ne|gt|lt|ge|le|sa|eb|ap)?(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** An instant range [from, before): what a set of date parameters (ANDed) lets a Slot's start be. */
export interface StartRange {
  from?: number;
  before?: number;
}

/**
 * `start=ge2026-12-01&start=lt2026-12-02T14:00`: the instants a slot's start may be. A date or a time without an
 * offset is India's (the clinics' time zone); a value covers its precision (a date: the whole day; to the minute:
 * that minute), and the prefixes compare ranges as FHIR's date search says.
 */
export function startRangeOf(params: QueryParams, name = 'start'): StartRange {
  const range: StartRange = {};
  for (const text of valuesOf(params, name)) {
    const match = DATE_PARAM.exec(text);
    if (!match)
      throw invalid(
        `${name} must be a date or a date and time with an optional prefix (ge, gt, le, lt, eq), e.g. ge2026-12-01`,
      );
    const [, prefix = 'eq', date, hours, minutes, seconds, fraction, offset] = match;
    if (!['eq', 'gt', 'lt', 'ge', 'le'].includes(prefix))
      throw notSupported(`${name}: the prefix ${prefix} is not supported (eq, gt, lt, ge, le are)`);
    const lower = instantOf(date!, hours, minutes, seconds, fraction, offset);
    if (Number.isNaN(lower) || !realDate(date!))
      throw invalid(`${name}: ${text} is not a real date and time`);
    const span = hours === undefined ? 86_400_000 : seconds === undefined ? 60_000 : fraction ? 1 : 1000;
    const upper = lower + span;
    const [from, before] =
      prefix === 'eq'
        ? [lower, upper]
        : prefix === 'ge'
          ? [lower, undefined]
          : prefix === 'gt'
            ? [upper, undefined]
            : prefix === 'lt'
              ? [undefined, lower]
              : [undefined, upper];
    if (from !== undefined) range.from = Math.max(range.from ?? from, from);
    if (before !== undefined) range.before = Math.min(range.before ?? before, before);
  }
  return range;
}

const realDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

function instantOf(
  date: string,
  hours = '00',
  minutes = '00',
  seconds = '00',
  fraction = '',
  offset: string | undefined,
): number {
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return Number.NaN;
  const wallClock = Date.parse(`${date}T${hours}:${minutes}:${seconds}${fraction}Z`);
  if (offset === undefined) return wallClock - INDIA_UTC_OFFSET_MS;
  return Date.parse(`${date}T${hours}:${minutes}:${seconds}${fraction}${offset}`);
}
