// The directory's one read, as plain SQL: the service runs it through Prisma, and the bench runs the very same
// statement from a bare Fastify + pg endpoint (infra/load), so the two are compared on equal terms.
import {
  DIRECTORY_LISTS,
  encodeDirectoryCursor,
  decodeDirectoryCursor,
  type DirectoryCursor,
  type DirectoryEntry,
  type DirectoryQuery,
  type DirectoryResponse,
  type EntityType,
} from '@hp/contracts';

const KINDS: readonly EntityType[] = ['clinic', 'pharmacy', 'lab'];

/** A row of the statement (snake case, as Postgres names the columns). */
export interface ListingRow {
  provider_id: string;
  entity_type: EntityType;
  name: string;
  phone: string;
  address: string;
  location: string;
  number_of_doctors: number;
  specializations: string[] | null;
  accepts_emi: boolean;
  accepts_insurance: boolean;
  /** The name search's score (a prefix of the name first, then word similarity); null without a search. */
  rank: number | null;
}

export interface ListingStatement {
  text: string;
  values: unknown[];
}

/** The stored keys of the area and specialization filters (written with each listing, read by its filter). */
export const areaKey = (location: string) => location.trim().toLowerCase();
export const specializationKey = (specialization: string) => specialization.trim().toLowerCase();

/** A LIKE pattern's literal text (its wildcards and escape character escaped). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One statement for the lists the query asks for (one kind with `type` or a cursor, else all three): per kind, its
 * page plus one row (to know whether a next page exists), in the list's order, after the cursor if any.
 *
 * Without a name search a page is `ORDER BY name, provider_id` on the (entity_type, name, provider_id) index, the
 * filters checked on the way, so a page costs about the rows it skips, not the size of the directory. With one,
 * the matches come from the trigram index (`name ILIKE 'q%'` or `q <% name`, word similarity of at least
 * pg_trgm.word_similarity_threshold, 0.6) and are ranked: a prefix of the name first, then the closest.
 */
export function listingStatement(query: DirectoryQuery): ListingStatement {
  const values: unknown[] = [];
  const param = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const cursor: DirectoryCursor | null = query.cursor ? decodeDirectoryCursor(query.cursor) : null;
  const kinds = cursor ? [cursor.type] : query.type ? [query.type] : KINDS;

  const filters: string[] = [];
  let rank = 'NULL::float8';
  if (query.q !== undefined) {
    const prefix = param(`${escapeLike(query.q)}%`, 'text');
    const q = param(query.q, 'text');
    filters.push(`(name ILIKE ${prefix} OR ${q} <% name)`);
    rank = `((CASE WHEN name ILIKE ${prefix} THEN 1 ELSE 0 END) + word_similarity(${q}, name))::float8`;
  }
  if (query.area !== undefined) filters.push(`location_key = ${param(areaKey(query.area), 'text')}`);
  if (query.specialization !== undefined)
    filters.push(`specialization_keys @> ARRAY[${param(specializationKey(query.specialization), 'text')}]`);
  if (query.emi !== undefined) filters.push(`accepts_emi = ${param(query.emi, 'boolean')}`);
  if (query.insurance !== undefined) filters.push(`accepts_insurance = ${param(query.insurance, 'boolean')}`);

  let after = '';
  if (cursor) {
    const keyset = `(name, provider_id) > (${param(cursor.name, 'text')}, ${param(cursor.id, 'uuid')})`;
    after =
      cursor.rank === null
        ? ` AND ${keyset}`
        : ` AND (rank < ${param(cursor.rank, 'float8')} OR (rank = $${values.length}::float8 AND ${keyset}))`;
  }
  const order = query.q !== undefined ? 'rank DESC, name, provider_id' : 'name, provider_id';
  const pageRows = param(query.limit + 1, 'int');
  const where = filters.length ? ` AND ${filters.join(' AND ')}` : '';
  const columns =
    'provider_id, entity_type, name, phone, address, location, number_of_doctors, specializations, accepts_emi, accepts_insurance';
  const pages = kinds.map(
    (kind, index) =>
      `(SELECT ${index} AS list, * FROM (SELECT ${columns}, ${rank} AS rank FROM listings` +
      ` WHERE entity_type = '${kind}'${where}) AS matching WHERE TRUE${after}` +
      ` ORDER BY ${order} LIMIT ${pageRows})`,
  );
  const text =
    pages.length === 1 ? pages[0]!.slice(1, -1) : `${pages.join(' UNION ALL ')} ORDER BY list, ${order}`;
  return { text, values };
}

const entryOf = (row: ListingRow): DirectoryEntry => ({
  id: row.provider_id,
  _id: row.provider_id,
  entityType: row.entity_type,
  name: row.name,
  specializations: row.specializations ?? [],
  numberOfDoctors: row.number_of_doctors,
  location: row.location,
  address: row.address,
  phone: row.phone,
  acceptsEMI: row.accepts_emi,
  acceptsInsurance: row.accepts_insurance,
});

/** The answer from the statement's rows: each list its page, and its `next` cursor when a row was left over. */
export function directoryResponseOf(rows: readonly ListingRow[], query: DirectoryQuery): DirectoryResponse {
  const response: DirectoryResponse = {
    clinics: [],
    pharmacies: [],
    laboratories: [],
    next: { clinics: null, pharmacies: null, laboratories: null },
  };
  for (const row of rows) {
    const list = DIRECTORY_LISTS[row.entity_type];
    const page = response[list];
    if (page.length < query.limit) {
      page.push(entryOf(row));
      continue;
    }
    if (response.next[list] !== null) continue;
    const last = page[page.length - 1]!;
    const lastRow = rows.find((candidate) => candidate.provider_id === last.id)!;
    response.next[list] = encodeDirectoryCursor({
      type: row.entity_type,
      rank: lastRow.rank,
      name: last.name,
      id: last.id,
    });
  }
  return response;
}
