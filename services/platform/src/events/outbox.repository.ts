import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@hp/contracts';
import { DATABASE, type Database } from '../database/database.js';

export interface DueEvent {
  id: string;
  subject: string;
  payload: EventEnvelope<unknown>;
  attempts: number;
}

/** The relay's view of `outbox_events` (plain SQL: the table is the same in every service). */
@Injectable()
export class OutboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Claims up to `limit` unpublished events for `leaseSeconds` (by pushing their next attempt into the future),
   * so replicas never publish the same rows at once and a crashed relay's rows come back after the lease.
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<DueEvent[]> {
    return this.db.$queryRaw<DueEvent[]>`
      UPDATE platform.outbox_events SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      WHERE id IN (
        SELECT id FROM platform.outbox_events
        WHERE published_at IS NULL AND next_attempt_at <= now()
        ORDER BY created_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id::text, subject, payload, attempts`;
  }

  async markPublished(id: string): Promise<void> {
    await this.db.$executeRaw`
      UPDATE platform.outbox_events SET published_at = now(), last_error = NULL WHERE id = ${id}::uuid`;
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db.$executeRaw`
      UPDATE platform.outbox_events
      SET attempts = attempts + 1, last_error = ${error.slice(0, 1000)}, next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz
      WHERE id = ${id}::uuid`;
  }
}
