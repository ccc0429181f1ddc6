import {
  DIRECTORY_LISTS,
  DIRECTORY_SEARCH_MAX,
  isEntityType,
  type DirectoryList,
  type DirectoryQueryInput,
  type EntityType,
} from '@hp/contracts';

/**
 * What /demo shows, as its address holds it (`/demo?type=pharmacy&q=lotus&area=Malad&emi=yes`), so that a search
 * can be shared and the back button goes back through tabs and searches.
 */
export interface DirectoryFilters {
  /** The tab: whose list is shown. */
  type: EntityType;
  q: string;
  area: string;
  specialization: string;
  emi: boolean;
  insurance: boolean;
}

const text = (params: URLSearchParams, name: string, max: number) =>
  (params.get(name) ?? '').trim().slice(0, max);
const yes = (params: URLSearchParams, name: string) => ['yes', 'true'].includes(params.get(name) ?? '');

/** The filters an address names (anything it gets wrong reads as not set, never as an error). */
export function filtersFrom(params: URLSearchParams): DirectoryFilters {
  const type = params.get('type');
  return {
    type: isEntityType(type) ? type : 'clinic',
    q: text(params, 'q', DIRECTORY_SEARCH_MAX),
    area: text(params, 'area', 100),
    specialization: text(params, 'specialization', 60),
    emi: yes(params, 'emi'),
    insurance: yes(params, 'insurance'),
  };
}

/** The address's query for these filters: only what is set, the Clinic tab (the first) without `type`. */
export function searchOf(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type !== 'clinic') params.set('type', filters.type);
  if (filters.q) params.set('q', filters.q);
  if (filters.area) params.set('area', filters.area);
  if (filters.specialization) params.set('specialization', filters.specialization);
  if (filters.emi) params.set('emi', 'yes');
  if (filters.insurance) params.set('insurance', 'yes');
  return params;
}

/**
 * The API query of the shown list: its kind only, and the filters that apply to it. Specializations and insurance
 * show on clinics' cards only (the spec's pharmacy and laboratory rows have neither), so only the Clinic tab filters
 * by them; the address keeps them for when the visitor comes back to that tab.
 */
export function directoryQueryOf(filters: DirectoryFilters): DirectoryQueryInput {
  const clinic = filters.type === 'clinic';
  return {
    type: filters.type,
    ...(filters.q && { q: filters.q }),
    ...(filters.area && { area: filters.area }),
    ...(clinic && filters.specialization && { specialization: filters.specialization }),
    ...(filters.emi && { emi: true }),
    ...(clinic && filters.insurance && { insurance: true }),
  };
}

/** Whether the shown list is narrowed at all (its empty text then says that nothing matched). */
export const isFiltered = (filters: DirectoryFilters) => Object.keys(directoryQueryOf(filters)).length > 1;

/** The answer's list for a kind (`clinics`, `pharmacies`, `laboratories`). */
export const listOf = (type: EntityType): DirectoryList => DIRECTORY_LISTS[type];
