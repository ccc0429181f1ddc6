import { Injectable } from '@nestjs/common';
import type { EntityType, ProviderCounts, ProviderStatus, ReviewChecklist } from '@hp/contracts';
import { writeToOutbox, type PendingEvent } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma, Provider, ProviderDecision } from '../generated/prisma/client.js';

export type ProviderRow = Provider;
export type ProviderWithDecisions = Provider & { decisions: ProviderDecision[] };

export type NewProvider = Omit<
  Prisma.ProviderUncheckedCreateInput,
  'id' | 'status' | 'updatedAt' | 'decisions'
>;

export interface ListFilter {
  search?: string | undefined;
  status?: ProviderStatus | undefined;
  type?: EntityType | undefined;
}

/** A status change with its audit line; `event` (if any) goes into the outbox in the same transaction. */
export interface StatusChange {
  action: 'review_opened' | 'approved' | 'rejected';
  to: ProviderStatus;
  note: string | null;
  actorId: string;
  event?: (provider: ProviderRow, at: Date) => PendingEvent;
}

/** What happened to a change: made, not allowed from the status it found, or no such provider. */
export type ChangeOutcome =
  | { kind: 'changed'; provider: ProviderWithDecisions }
  | { kind: 'refused'; provider: ProviderWithDecisions }
  | { kind: 'missing' };

const withDecisions = { decisions: { orderBy: { at: 'asc' } } } as const;

@Injectable()
export class ProvidersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The profile (its id made by the database: a UUID v7) and its provider-registered event, in one transaction. */
  create(provider: NewProvider, registered: (row: ProviderRow) => PendingEvent): Promise<ProviderRow> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.provider.create({ data: provider });
      await writeToOutbox(tx, registered(row));
      return row;
    });
  }

  findById(id: string): Promise<ProviderWithDecisions | null> {
    return this.prisma.provider.findUnique({ where: { id }, include: withDecisions });
  }

  /** One page, newest first: ids are UUID v7 (time-ordered), so the page after `cursor` is `id < cursor`. */
  list(filter: ListFilter, limit: number, cursor?: string): Promise<ProviderRow[]> {
    return this.prisma.provider.findMany({
      where: { ...this.matching(filter), ...(cursor ? { id: { lt: cursor } } : {}) },
      orderBy: { id: 'desc' },
      take: limit,
    });
  }

  /** The five counters over the search and kind (the status filter does not narrow them). */
  async counts(filter: Omit<ListFilter, 'status'>): Promise<ProviderCounts> {
    const groups = await this.prisma.provider.groupBy({
      by: ['status'],
      where: this.matching(filter),
      _count: { _all: true },
    });
    const counts: ProviderCounts = { all: 0, pending: 0, under_review: 0, approved: 0, rejected: 0 };
    for (const group of groups) {
      counts[group.status] = group._count._all;
      counts.all += group._count._all;
    }
    return counts;
  }

  /** Those awaiting a decision, newest first, at most `limit` of one kind. */
  awaitingDecision(entityType: EntityType, limit: number): Promise<ProviderRow[]> {
    return this.prisma.provider.findMany({
      where: { entityType, status: { in: ['pending', 'under_review'] } },
      orderBy: { id: 'desc' },
      take: limit,
    });
  }

  async saveReview(
    id: string,
    checklist: ReviewChecklist,
    notes: string,
    actorId: string,
  ): Promise<ProviderWithDecisions | null> {
    const { count } = await this.prisma.provider.updateMany({
      where: { id },
      data: {
        reviewChecklist: checklist,
        reviewNotes: notes,
        reviewUpdatedAt: new Date(),
        reviewUpdatedBy: actorId,
      },
    });
    return count ? this.findById(id) : null;
  }

  /**
   * Moves a provider (of `entityType`, when given) to `change.to` if `allowed(status)`, writing the audit line and
   * the event, all in one transaction with the row locked, so two admins deciding at once cannot both succeed.
   * A change that would leave the status as it is is not made and not audited (reported as `changed` unchanged).
   */
  async changeStatus(
    id: string,
    entityType: EntityType | undefined,
    allowed: (status: ProviderStatus) => boolean,
    change: StatusChange,
  ): Promise<ChangeOutcome> {
    const outcome = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ status: ProviderStatus; entity_type: EntityType }[]>`
        SELECT status, entity_type FROM providers WHERE id = ${id}::uuid FOR UPDATE`;
      const current = locked[0];
      if (!current || (entityType && current.entity_type !== entityType)) return 'missing' as const;
      if (!allowed(current.status)) return 'refused' as const;
      if (current.status === change.to) return 'changed' as const;
      const at = new Date();
      const provider = await tx.provider.update({ where: { id }, data: { status: change.to } });
      await tx.providerDecision.create({
        data: {
          providerId: id,
          action: change.action,
          fromStatus: current.status,
          toStatus: change.to,
          note: change.note,
          actorId: change.actorId,
          at,
        },
      });
      if (change.event) await writeToOutbox(tx, change.event(provider, at));
      return 'changed' as const;
    });
    if (outcome === 'missing') return { kind: 'missing' };
    const provider = await this.findById(id);
    return provider ? { kind: outcome, provider } : { kind: 'missing' };
  }

  /** Which of `keys` some registration names. */
  async licenceKeysInUse(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.prisma.provider.findMany({
      where: { licenceKey: { in: keys } },
      select: { licenceKey: true },
    });
    return new Set(rows.map((row) => row.licenceKey!));
  }

  private matching({ search, status, type }: ListFilter): Prisma.ProviderWhereInput {
    const where: Prisma.ProviderWhereInput = {};
    if (status) where.status = status;
    if (type) where.entityType = type;
    if (search) {
      where.OR = [
        { name: { contains: search, mode: 'insensitive' } },
        { email: { contains: search, mode: 'insensitive' } },
        { phone: { contains: search } },
      ];
    }
    return where;
  }
}
