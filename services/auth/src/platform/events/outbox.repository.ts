import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@hp/contracts';
import { PrismaService } from '../prisma/prisma.service.js';

export interface DueEvent {
  id: string;
  subject: string;
  payload: EventEnvelope<unknown>;
  attempts: number;
}

@Injectable()
export class OutboxRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Claims up to `limit` unpublished events for `leaseSeconds` (by pushing their next attempt into the future),
   * so replicas never publish the same rows at once and a crashed relay's rows come back after the lease.
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<DueEvent[]> {
    return this.prisma.$queryRaw<DueEvent[]>`
      UPDATE outbox_events SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      WHERE id IN (
        SELECT id FROM outbox_events
        WHERE published_at IS NULL AND next_attempt_at <= now()
        ORDER BY created_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, subject, payload, attempts`;
  }

  async markPublished(id: string): Promise<void> {
    await this.prisma.outboxEvent.update({
      where: { id },
      data: { publishedAt: new Date(), lastError: null },
    });
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.prisma.outboxEvent.update({
      where: { id },
      data: { attempts: { increment: 1 }, lastError: error.slice(0, 1000), nextAttemptAt },
    });
  }
}
