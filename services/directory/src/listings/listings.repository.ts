import { Injectable } from '@nestjs/common';
import type {
  DirectoryQuery,
  ProviderApprovedEvent,
  PublishedProvider,
  PublishedProviderRangesQuery,
  PublishedProvidersQuery,
} from '@hp/contracts';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { areaKey, listingStatement, specializationKey, type ListingRow } from './listing-query.js';
import {
  publishedProvidersCount,
  publishedProvidersStatement,
  publishedRangesStatement,
  type Statement,
} from './publication-query.js';

type Tx = Prisma.TransactionClient;

@Injectable()
export class ListingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The rows of the query's pages (see listingStatement). */
  find(query: DirectoryQuery): Promise<ListingRow[]> {
    const { text, values } = listingStatement(query);
    return this.prisma.$queryRawUnsafe<ListingRow[]>(text, ...values);
  }

  /** A page of the FHIR layer's read, plus one row when a next page exists (see publishedProvidersStatement). */
  findPublished(query: PublishedProvidersQuery): Promise<PublishedProvider[]> {
    return this.run<PublishedProvider>(publishedProvidersStatement(query));
  }

  async countPublished(query: PublishedProvidersQuery): Promise<number> {
    const [row] = await this.run<{ total: number }>(publishedProvidersCount(query));
    return row?.total ?? 0;
  }

  async publishedRangeStarts(query: PublishedProviderRangesQuery): Promise<string[]> {
    const rows = await this.run<{ id: string }>(publishedRangesStatement(query));
    return rows.map((row) => row.id);
  }

  private run<Row>({ text, values }: Statement): Promise<Row[]> {
    return this.prisma.$queryRawUnsafe<Row[]>(text, ...values);
  }

  /** Lists an approved provider, or updates its listing (an event delivered again writes the same values). */
  async upsert(tx: Tx, event: ProviderApprovedEvent): Promise<void> {
    const listing = {
      entityType: event.entityType,
      name: event.name,
      phone: event.phone,
      address: event.address,
      location: event.location,
      locationKey: areaKey(event.location),
      // An event from before these fields has neither: the listing then has none (an update clears them too).
      state: event.state ?? null,
      hfrId: event.hfrId ?? null,
      numberOfDoctors: event.numberOfDoctors,
      specializations: event.specializations,
      specializationKeys: event.specializations.map(specializationKey),
      acceptsEMI: event.acceptsEMI,
      acceptsInsurance: event.acceptsInsurance,
      approvedAt: new Date(event.decidedAt),
    };
    await tx.listing.upsert({
      where: { providerId: event.providerId },
      create: { providerId: event.providerId, ...listing },
      update: listing,
    });
  }

  /** Takes a provider off the directory; true when it was listed. */
  async remove(tx: Tx, providerId: string): Promise<boolean> {
    const { count } = await tx.listing.deleteMany({ where: { providerId } });
    return count > 0;
  }
}
