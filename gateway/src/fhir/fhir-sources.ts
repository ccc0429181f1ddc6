import { Injectable } from '@nestjs/common';
import {
  bookingCommands,
  directoryCommands,
  PUBLISHED_PROVIDERS_PAGE_MAX,
  PUBLISHED_SLOTS_PAGE_MAX,
  type PublishedProvider,
  type PublishedProviders,
  type PublishedProvidersQuery,
  type PublishedSlot,
  type PublishedSlots,
  type PublishedSlotsQuery,
  type EntityType,
} from '@hp/contracts';
import { NatsRpcClient } from '@hp/service-platform/nats';

export type ProviderFilter = Omit<PublishedProvidersQuery, 'limit' | 'after' | 'withTotal'>;
export type SlotFilter = Omit<PublishedSlotsQuery, 'limit' | 'after' | 'withTotal'>;

/**
 * Where the FHIR layer reads from: the directory (approved providers) and booking (offered slots and their places),
 * over NATS at request time, never a copy. Streams page through with the services' keysets, one page in memory.
 */
@Injectable()
export class FhirSources {
  constructor(private readonly rpc: NatsRpcClient) {}

  providers(query: PublishedProvidersQuery, correlationId: string): Promise<PublishedProviders> {
    return this.rpc.request(directoryCommands.publishedProviders, query, { correlationId });
  }

  slots(query: PublishedSlotsQuery, correlationId: string): Promise<PublishedSlots> {
    return this.rpc.request(bookingCommands.publishedSlots, query, { correlationId });
  }

  async providerRangeStarts(type: EntityType | undefined, size: number, correlationId: string) {
    const ranges = await this.rpc.request(
      directoryCommands.publishedProviderRanges,
      { size, ...(type ? { type } : {}) },
      { correlationId },
    );
    return ranges.starts;
  }

  async clinicRangeStarts(size: number, correlationId: string) {
    return (await this.rpc.request(bookingCommands.publishedClinicRanges, { size }, { correlationId }))
      .starts;
  }

  /** The providers the filter matches, a page at a time (the feed writes each page's lines together). */
  async *providerPages(filter: ProviderFilter, correlationId: string): AsyncGenerator<PublishedProvider[]> {
    let after: string | undefined;
    do {
      const page = await this.providers(
        { ...filter, limit: PUBLISHED_PROVIDERS_PAGE_MAX, ...(after ? { after } : {}) },
        correlationId,
      );
      yield page.providers;
      after = page.next ?? undefined;
    } while (after);
  }

  /** The offered slots the filter matches, a page at a time. */
  async *slotPages(filter: SlotFilter, correlationId: string): AsyncGenerator<PublishedSlot[]> {
    let after: PublishedSlots['next'] = null;
    do {
      const page: PublishedSlots = await this.slots(
        { ...filter, limit: PUBLISHED_SLOTS_PAGE_MAX, ...(after ? { after } : {}) },
        correlationId,
      );
      yield page.slots;
      after = page.next;
    } while (after);
  }
}
