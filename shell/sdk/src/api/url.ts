import { pathParamNames } from '@hp/contracts';

const SCALARS = new Set(['string', 'number', 'boolean', 'bigint']);

/** A value that has one obvious text form in a URL. */
const textOf = (value: unknown, what: string): string => {
  if (value instanceof Date) return value.toISOString();
  if (SCALARS.has(typeof value)) return String(value);
  throw new TypeError(`${what} must be a string, number, boolean or date`);
};

/**
 * `/api/admin/verify/:type/:id` + `{ type: 'clinic', id: 'a/b' }` -> `/api/admin/verify/clinic/a%2Fb`.
 * Every `:name` of the path must have a non-empty value; values are encoded as one path segment each.
 */
export function pathWithParams(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return pathParamNames(path).reduce((filled, name) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${path} needs the path parameter "${name}"`);
    }
    // `:id` must not also match the start of `:idType`
    return filled.replace(new RegExp(`:${name}(?![A-Za-z0-9_])`), encodeURIComponent(textOf(value, `Path parameter "${name}"`)));
  }, path);
}

/**
 * `{ status: 'pending', page: 2, tag: ['a', 'b'], q: undefined }` -> `?status=pending&page=2&tag=a&tag=b`.
 * Undefined and null are left out (also inside arrays); arrays repeat their key; dates are ISO strings.
 * Empty -> ''.
 */
export function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null) search.append(key, textOf(item, `Query parameter "${key}"`));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Where one call of a route goes, relative to the API's base URL. */
export const routeUrl = (
  path: string,
  { params, query }: { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>> } = {},
) => pathWithParams(path, params) + queryString(query);
