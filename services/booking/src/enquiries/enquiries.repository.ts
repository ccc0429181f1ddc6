import { Injectable } from '@nestjs/common';
import type { EnquiryCounts, EnquiryKind, EnquiryReceivedEvent } from '@hp/contracts';
import { writeToOutbox, type PendingEvent } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Enquiry, Prisma } from '../generated/prisma/client.js';

export interface EnquiryFilter {
  /** Part of the name, phone or e-mail (case ignored). */
  search?: string | undefined;
  kind?: EnquiryKind | undefined;
}

export interface NewEnquiry {
  id: string;
  kind: EnquiryKind;
  name: string;
  phone?: string | undefined;
  email?: string | undefined;
  details: Record<string, unknown>;
  correlationId: string;
}

@Injectable()
export class EnquiriesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores the enquiry and its enquiry-received event in one transaction (the outbox publishes the event). */
  async create(enquiry: NewEnquiry, received: PendingEvent<EnquiryReceivedEvent>): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.enquiry.create({
        data: { ...enquiry, details: enquiry.details as Prisma.InputJsonObject },
      });
      await writeToOutbox(tx, received);
    });
  }

  /**
   * One page, newest first. Ids are random, so the order is (created_at, id) and the page after `cursor` starts below
   * the cursor's own pair; null when the cursor names no enquiry.
   */
  async list(filter: EnquiryFilter, limit: number, cursor?: string): Promise<Enquiry[] | null> {
    let after: Prisma.EnquiryWhereInput = {};
    if (cursor) {
      const last = await this.prisma.enquiry.findUnique({
        where: { id: cursor },
        select: { createdAt: true },
      });
      if (!last) return null;
      after = {
        OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: cursor } }],
      };
    }
    return this.prisma.enquiry.findMany({
      where: { AND: [this.matching(filter), after] },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  /** The counters over the search (the kind filter does not narrow them: they are its buttons). */
  async counts(search: string | undefined): Promise<EnquiryCounts> {
    const groups = await this.prisma.enquiry.groupBy({
      by: ['kind'],
      where: this.matching({ search }),
      _count: { _all: true },
    });
    const counts: EnquiryCounts = { all: 0, appointment: 0, insurance: 0, consultation: 0, feedback: 0 };
    for (const group of groups) {
      counts[group.kind] = group._count._all;
      counts.all += group._count._all;
    }
    return counts;
  }

  private matching({ search, kind }: EnquiryFilter): Prisma.EnquiryWhereInput {
    return {
      ...(kind ? { kind } : {}),
      ...(search
        ? {
            OR: [
              { name: { contains: search, mode: 'insensitive' } },
              { phone: { contains: search } },
              { email: { contains: search, mode: 'insensitive' } },
            ],
          }
        : {}),
    };
  }
}
