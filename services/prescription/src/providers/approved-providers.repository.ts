import { Injectable } from '@nestjs/common';
import type { PrescriptionType, ProviderApprovedEvent } from '@hp/contracts';
import { PrismaService } from '../database/prisma.service.js';
import type { ApprovedProvider, Prisma } from '../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** The copy of approved pharmacies and laboratories (verification's decisions). */
@Injectable()
export class ApprovedProvidersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Keeps an approved pharmacy or lab, or refreshes it (an event delivered again writes the same values). */
  async upsert(tx: Tx, event: ProviderApprovedEvent & { entityType: PrescriptionType }): Promise<void> {
    const provider = {
      accountId: event.accountId,
      type: event.entityType,
      name: event.name,
      email: event.email,
      approvedAt: new Date(event.decidedAt),
    };
    await tx.approvedProvider.upsert({
      where: { providerId: event.providerId },
      create: { providerId: event.providerId, ...provider },
      update: provider,
    });
  }

  /** Drops a provider; true when it was kept. */
  async remove(tx: Tx, providerId: string): Promise<boolean> {
    const { count } = await tx.approvedProvider.deleteMany({ where: { providerId } });
    return count > 0;
  }

  /** The approved provider of that type with that id, if any. */
  find(providerId: string, type: PrescriptionType): Promise<ApprovedProvider | null> {
    return this.prisma.approvedProvider.findFirst({ where: { providerId, type } });
  }

  /** The approved provider a provider's login (token subject) belongs to, of that type. */
  findByAccount(accountId: string, type: PrescriptionType): Promise<ApprovedProvider | null> {
    return this.prisma.approvedProvider.findFirst({ where: { accountId, type } });
  }
}
