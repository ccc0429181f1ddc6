import type { PublishedProvidersQuery, PublishedProviderRangesQuery } from '@hp/contracts';
import { escapeLike } from './listing-query.js';

/** A statement's text with its numbered parameters. */
export interface Statement {
  text: string;
  values: unknown[];
}

const PUBLIC_COLUMNS = `provider_id AS id, entity_type::text AS type, name, phone, address, location, state,
  hfr_id AS "hfrId", coalesce(specializations, '{}') AS specializations`;

/** The WHERE clause of the FHIR layer's reads (every filter optional; ANDed). */
function publishedFilter(query: Omit<PublishedProvidersQuery, 'limit' | 'after'>, values: unknown[]) {
  const param = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const conditions = ['true'];
  if (query.ids) conditions.push(`provider_id = ANY(${param(query.ids, 'uuid[]')})`);
  if (query.type) conditions.push(`entity_type = ${param(query.type, '"EntityType"')}`);
  if (query.name) conditions.push(`name ILIKE ${param(`${escapeLike(query.name)}%`, 'text')}`);
  if (query.city) conditions.push(`location ILIKE ${param(`${escapeLike(query.city)}%`, 'text')}`);
  if (query.from) conditions.push(`provider_id >= ${param(query.from, 'uuid')}`);
  if (query.before) conditions.push(`provider_id < ${param(query.before, 'uuid')}`);
  return { conditions, param };
}

/** A page of the approved providers in id order, plus one row (to know whether a next page exists). */
export function publishedProvidersStatement(query: PublishedProvidersQuery): Statement {
  const values: unknown[] = [];
  const { conditions, param } = publishedFilter(query, values);
  if (query.after) conditions.push(`provider_id > ${param(query.after, 'uuid')}`);
  const text = `SELECT ${PUBLIC_COLUMNS} FROM listings WHERE ${conditions.join(' AND ')}
    ORDER BY provider_id LIMIT ${param(query.limit + 1, 'int')}`;
  return { text, values };
}

/** How many providers the query's filters match, over every page. */
export function publishedProvidersCount(query: PublishedProvidersQuery): Statement {
  const values: unknown[] = [];
  const { conditions } = publishedFilter(query, values);
  return { text: `SELECT count(*)::int AS total FROM listings WHERE ${conditions.join(' AND ')}`, values };
}

/** The first id of every `size` providers (of the type) in id order: where each of the feed's files starts. */
export function publishedRangesStatement(query: PublishedProviderRangesQuery): Statement {
  const values: unknown[] = [];
  const { conditions, param } = publishedFilter({ type: query.type }, values);
  const text = `SELECT id FROM (
      SELECT provider_id AS id, row_number() OVER (ORDER BY provider_id) AS n FROM listings
      WHERE ${conditions.join(' AND ')}
    ) numbered WHERE (n - 1) % ${param(query.size, 'int')} = 0 ORDER BY id`;
  return { text, values };
}
