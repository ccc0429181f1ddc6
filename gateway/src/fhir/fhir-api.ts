import { Injectable } from '@nestjs/common';
import { isUuid, type EntityType, type PublishedProvider, type PublishedSlotKey } from '@hp/contracts';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { FhirSources, type ProviderFilter, type SlotFilter } from './fhir-sources.js';
import { FhirError, searchsetOf } from './fhir-responses.js';
import { locationOf, scheduleOf, slotKeyOfId, slotOf, slotIdOf, indianInstant } from './resources.js';
import {
  countOf,
  entityTypesOf,
  idsOf,
  singleValue,
  startRangeOf,
  type QueryParams,
} from './search-params.js';

/** Where a request came in: our site's origin (for deep links), the API's base, the page's own URL. */
export interface FhirRequestContext {
  siteUrl: string;
  baseUrl: string;
  selfUrl: string;
  correlationId: string;
}

export const RESOURCE_TYPES = ['Location', 'Schedule', 'Slot'] as const;
export type PublishedResourceType = (typeof RESOURCE_TYPES)[number];

const SLOT_STATUSES_NEVER_PUBLISHED = ['busy-unavailable', 'busy-tentative', 'entered-in-error'];

const notFound = (type: string, id: string) => new FhirError(404, 'not-found', `${type}/${id} is not known`);
const badCursor = () => new FhirError(400, 'invalid', '_cursor is not a page cursor of this search');

/** A page of a search: its resources, the total, and the cursor of the next page. */
interface SearchPage {
  resources: Resource[];
  total: number;
  next: string | null;
}

const EMPTY_PAGE: SearchPage = { resources: [], total: 0, next: null };

/** FHIR read and search of Location, Schedule and Slot, each answered from the services at request time. */
@Injectable()
export class FhirApi {
  constructor(private readonly sources: FhirSources) {}

  async read(type: PublishedResourceType, id: string, context: FhirRequestContext): Promise<Resource> {
    if (type === 'Slot') return this.readSlot(id, context);
    const provider = isUuid(id)
      ? (
          await this.sources.providers(
            { ids: [id], limit: 1, ...(type === 'Schedule' ? { type: 'clinic' as const } : {}) },
            context.correlationId,
          )
        ).providers[0]
      : undefined;
    if (!provider) throw notFound(type, id);
    return type === 'Location' ? locationOf(provider) : scheduleOf(provider);
  }

  async search(
    type: PublishedResourceType,
    params: QueryParams,
    context: FhirRequestContext,
  ): Promise<Bundle> {
    const count = countOf(params);
    const cursor = singleValue(params, '_cursor');
    const page =
      type === 'Slot'
        ? await this.searchSlots(params, count, cursor, context)
        : await this.searchProviders(type, params, count, cursor, context);
    const next = page.next === null ? null : new URL(context.selfUrl);
    next?.searchParams.set('_cursor', page.next!);
    return searchsetOf(
      page.resources,
      page.total,
      { self: context.selfUrl, next: next?.toString() ?? null },
      (resource) => `${context.baseUrl}/${resource.resourceType}/${resource.id}`,
    );
  }

  private async readSlot(id: string, context: FhirRequestContext): Promise<Resource> {
    const key = slotKeyOfId(id);
    const slot = key && (await this.findSlot(key, context.correlationId));
    if (!slot) throw notFound('Slot', id);
    return slotOf(slot, context.siteUrl);
  }

  private async findSlot(key: PublishedSlotKey, correlationId: string) {
    const start = Date.parse(indianInstant(key.date, key.minute));
    const { slots } = await this.sources.slots(
      {
        clinicIds: [key.clinicId],
        startFrom: new Date(start).toISOString(),
        startBefore: new Date(start + 60_000).toISOString(),
        limit: 1,
      },
      correlationId,
    );
    return slots.find((slot) => slotIdOf(slot) === slotIdOf(key));
  }

  private async searchProviders(
    type: 'Location' | 'Schedule',
    params: QueryParams,
    count: number,
    cursor: string | undefined,
    context: FhirRequestContext,
  ): Promise<SearchPage> {
    if (cursor !== undefined && !isUuid(cursor)) throw badCursor();
    const filter: ProviderFilter = {};
    if (type === 'Location') {
      const ids = idsOf(params);
      const types = entityTypesOf(params);
      if (ids?.length === 0 || types?.length === 0) return EMPTY_PAGE;
      if (ids) filter.ids = ids;
      const entityType = onlyType(types);
      if (entityType) filter.type = entityType;
      const name = singleValue(params, 'name');
      const city = singleValue(params, 'address-city');
      if (name) filter.name = name;
      if (city) filter.city = city;
    } else {
      const ids = idsOf(params, { name: 'actor', type: 'Location' });
      if (ids?.length === 0) return EMPTY_PAGE;
      if (ids) filter.ids = ids;
      filter.type = 'clinic';
    }
    const page = await this.sources.providers(
      { ...filter, limit: count, withTotal: true, ...(cursor ? { after: cursor } : {}) },
      context.correlationId,
    );
    const toResource: (provider: PublishedProvider) => Resource =
      type === 'Location' ? locationOf : scheduleOf;
    return { resources: page.providers.map(toResource), total: page.total ?? 0, next: page.next };
  }

  private async searchSlots(
    params: QueryParams,
    count: number,
    cursor: string | undefined,
    context: FhirRequestContext,
  ): Promise<SearchPage> {
    const after = cursor === undefined ? undefined : slotKeyOfId(cursor);
    if (after === null) throw badCursor();
    const clinicIds = idsOf(
      params,
      { name: 'schedule', type: 'Schedule' },
      { name: 'schedule.actor', type: 'Location' },
    );
    const statuses = slotStatusesOf(params);
    const range = startRangeOf(params);
    if (clinicIds?.length === 0 || statuses?.length === 0) return EMPTY_PAGE;
    if (range.from !== undefined && range.before !== undefined && range.from >= range.before)
      return EMPTY_PAGE;
    const filter: SlotFilter = {};
    if (clinicIds) filter.clinicIds = clinicIds;
    if (statuses?.length === 1) filter.status = statuses[0];
    if (range.from !== undefined) filter.startFrom = new Date(range.from).toISOString();
    if (range.before !== undefined) filter.startBefore = new Date(range.before).toISOString();
    const page = await this.sources.slots(
      { ...filter, limit: count, withTotal: true, ...(after ? { after } : {}) },
      context.correlationId,
    );
    return {
      resources: page.slots.map((slot) => slotOf(slot, context.siteUrl)),
      total: page.total ?? 0,
      next: page.next ? slotIdOf(page.next) : null,
    };
  }
}

/** One entity type to filter by, or none (every type asked for); two of the three cannot be asked for at once. */
function onlyType(types: EntityType[] | null): EntityType | undefined {
  const distinct = [...new Set(types ?? [])];
  if (distinct.length === 1) return distinct[0];
  if (distinct.length === 2) throw new FhirError(400, 'not-supported', 'type: give one type, or all three');
  return undefined;
}

/** Slot `status`: the published ones asked for (free, busy); null when absent. */
function slotStatusesOf(params: QueryParams): ('free' | 'busy')[] | null {
  const text = singleValue(params, 'status');
  if (text === undefined) return null;
  return text.split(',').flatMap((status) => {
    if (status === 'free' || status === 'busy') return [status];
    if (SLOT_STATUSES_NEVER_PUBLISHED.includes(status)) return [];
    throw new FhirError(400, 'invalid', `status: ${status} is not a Slot status`);
  });
}
