import { Injectable } from '@nestjs/common';
import type { PrescriptionType, SubmissionCounts, SubmissionStatus } from '@hp/contracts';
import { writeToOutbox, type PendingEvent } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma, Submission, SubmissionDecision } from '../generated/prisma/client.js';

export type SubmissionRow = Submission;
export type SubmissionWithDecisions = Submission & { decisions: SubmissionDecision[] };
export type NewSubmission = Omit<
  Prisma.SubmissionUncheckedCreateInput,
  'id' | 'status' | 'notes' | 'createdAt' | 'updatedAt' | 'decisions'
>;

export interface AdminFilter {
  type?: PrescriptionType | undefined;
  search?: string | undefined;
  status?: SubmissionStatus | undefined;
}

/** A status change by an admin, its audit line, and the event announcing it (all in one transaction). */
export interface StatusChange {
  to: SubmissionStatus;
  note: string | null;
  actorId: string;
  event: (before: SubmissionRow, after: SubmissionRow, at: Date) => PendingEvent;
}

/** What a change did: made, nothing to change (already that status), or no such submission. */
export type ChangeOutcome =
  { kind: 'changed' | 'unchanged'; submission: SubmissionWithDecisions } | { kind: 'missing' };

const withDecisions = { decisions: { orderBy: { at: 'asc' } } } as const;
const page = (cursor: string | undefined) => (cursor ? { id: { lt: cursor } } : {});

@Injectable()
export class SubmissionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The submission (its id made by the database: a UUID v7) and its submitted event, in one transaction. */
  create(submission: NewSubmission, submitted: (row: SubmissionRow) => PendingEvent): Promise<SubmissionRow> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.submission.create({ data: submission });
      await writeToOutbox(tx, submitted(row));
      return row;
    });
  }

  findById(id: string): Promise<SubmissionWithDecisions | null> {
    return this.prisma.submission.findUnique({ where: { id }, include: withDecisions });
  }

  /** One sent to that provider's login; another provider's is not found. */
  findForProvider(id: string, providerAccountId: string): Promise<SubmissionRow | null> {
    return this.prisma.submission.findFirst({ where: { id, providerAccountId } });
  }

  /** One page, newest first: ids are UUID v7 (time-ordered), so the page after `cursor` is `id < cursor`. */
  listForAdmins(filter: AdminFilter, limit: number, cursor?: string): Promise<SubmissionRow[]> {
    return this.prisma.submission.findMany({
      where: { ...this.matching(filter), ...page(cursor) },
      orderBy: { id: 'desc' },
      take: limit,
    });
  }

  /** The counters over the type and search (the status filter does not narrow them). */
  async counts(filter: Omit<AdminFilter, 'status'>): Promise<SubmissionCounts> {
    const groups = await this.prisma.submission.groupBy({
      by: ['status'],
      where: this.matching(filter),
      _count: { _all: true },
    });
    const counts: SubmissionCounts = { all: 0, pending: 0, accepted: 0, rejected: 0 };
    for (const group of groups) {
      counts[group.status] = group._count._all;
      counts.all += group._count._all;
    }
    return counts;
  }

  listForProvider(
    providerAccountId: string,
    status: SubmissionStatus | undefined,
    limit: number,
    cursor?: string,
  ): Promise<SubmissionRow[]> {
    return this.prisma.submission.findMany({
      where: { providerAccountId, ...(status ? { status } : {}), ...page(cursor) },
      orderBy: { id: 'desc' },
      take: limit,
    });
  }

  listForPatient(patientId: string, limit: number, cursor?: string): Promise<SubmissionRow[]> {
    return this.prisma.submission.findMany({
      where: { patientId, ...page(cursor) },
      orderBy: { id: 'desc' },
      take: limit,
    });
  }

  /**
   * Moves a submission to `change.to`, writing the audit line (who, before, after, note) and the event, in one
   * transaction with the row locked, so that two admins changing it at once are audited in order. A change to the
   * status it has is not made and not audited.
   */
  async changeStatus(id: string, change: StatusChange): Promise<ChangeOutcome> {
    const outcome = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ status: SubmissionStatus }[]>`
        SELECT status FROM submissions WHERE id = ${id}::uuid FOR UPDATE`;
      const current = locked[0];
      if (!current) return 'missing' as const;
      if (current.status === change.to) return 'unchanged' as const;
      const before = await tx.submission.findUniqueOrThrow({ where: { id } });
      const at = new Date();
      const after = await tx.submission.update({
        where: { id },
        data: { status: change.to, notes: change.note },
      });
      await tx.submissionDecision.create({
        data: {
          submissionId: id,
          fromStatus: current.status,
          toStatus: change.to,
          note: change.note,
          actorId: change.actorId,
          at,
        },
      });
      await writeToOutbox(tx, change.event(before, after, at));
      return 'changed' as const;
    });
    if (outcome === 'missing') return { kind: 'missing' };
    const submission = await this.findById(id);
    return submission ? { kind: outcome, submission } : { kind: 'missing' };
  }

  /** Which of `keys` some submission names. */
  async fileKeysInUse(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.prisma.submission.findMany({
      where: { fileKey: { in: keys } },
      select: { fileKey: true },
    });
    return new Set(rows.map((row) => row.fileKey));
  }

  private matching({ type, search, status }: AdminFilter): Prisma.SubmissionWhereInput {
    const where: Prisma.SubmissionWhereInput = {};
    if (type) where.type = type;
    if (status) where.status = status;
    if (search) {
      const contains = { contains: search, mode: 'insensitive' } as const;
      where.OR = [
        { username: contains },
        { mobile: { contains: search } },
        { providerName: contains },
        { service: contains },
        { doctor: contains },
      ];
    }
    return where;
  }
}
