import { Injectable } from '@nestjs/common';
import type {
  PublicationRanges,
  PublishedProviderRangesQuery,
  PublishedProviders,
  PublishedProvidersQuery,
} from '@hp/contracts';
import { ListingsRepository } from './listings.repository.js';

/**
 * directory.query.published-providers.v1 and published-provider-ranges.v1: the approved providers as the gateway's
 * FHIR layer reads them at request time (Locations, Schedules), straight from the listings (never the cache: a
 * feed reads every page once).
 */
@Injectable()
export class PublishedProvidersHandler {
  constructor(private readonly listings: ListingsRepository) {}

  async page(query: PublishedProvidersQuery): Promise<PublishedProviders> {
    const rows = await this.listings.findPublished(query);
    const hasMore = rows.length > query.limit;
    const providers = hasMore ? rows.slice(0, query.limit) : rows;
    const total = query.withTotal ? await this.listings.countPublished(query) : null;
    return { providers, next: hasMore ? providers.at(-1)!.id : null, total };
  }

  async ranges(query: PublishedProviderRangesQuery): Promise<PublicationRanges> {
    return { starts: await this.listings.publishedRangeStarts(query) };
  }
}
