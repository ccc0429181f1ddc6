import { Injectable } from '@nestjs/common';
import type { DirectoryQuery, ProviderApprovedEvent } from '@hp/contracts';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { areaKey, listingStatement, specializationKey, type ListingRow } from './listing-query.js';

type Tx = Prisma.TransactionClient;

@Injectable()
export class ListingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The rows of the query's pages (see listingStatement). */
  find(query: DirectoryQuery): Promise<ListingRow[]> {
    const { text, values } = listingStatement(query);
    return this.prisma.$queryRawUnsafe<ListingRow[]>(text, ...values);
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
