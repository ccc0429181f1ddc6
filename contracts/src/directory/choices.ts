// Schema-free, so that /demo can name the directory's limits and lists without building its schemas (listings.ts).
import type { EntityType } from '../common/role-codes.js';

export const DIRECTORY_PAGE_DEFAULT = 20;
export const DIRECTORY_PAGE_MAX = 50;
export const DIRECTORY_SEARCH_MAX = 100;

/** The three lists of the answer, by the kind they hold. */
export const DIRECTORY_LISTS = { clinic: 'clinics', pharmacy: 'pharmacies', lab: 'laboratories' } as const;
export type DirectoryList = (typeof DIRECTORY_LISTS)[EntityType];
