import type { EventEnvelope } from '@hp/contracts';
import type { SqlClient } from '../database/database.js';

/** A row of the platform's outbox (schema `platform`), for assertions. */
export interface OutboxRow {
  id: string;
  subject: string;
  payload: EventEnvelope<unknown>;
  createdAt: Date;
  publishedAt: Date | null;
  attempts: number;
}

/** Every event in the service's outbox, oldest first (the service's Prisma client does not declare the table). */
export function outboxRows(db: SqlClient): PromiseLike<OutboxRow[]> {
  return db.$queryRaw<OutboxRow[]>`
    SELECT id::text, subject, payload, created_at AS "createdAt", published_at AS "publishedAt", attempts
    FROM platform.outbox_events ORDER BY created_at, id`;
}

/** The event ids a durable consumer (`<service>-<name>`) has handled. */
export async function processedEventIds(db: SqlClient, consumer: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ eventId: string }[]>`
    SELECT event_id AS "eventId" FROM platform.processed_events WHERE consumer = ${consumer}`;
  return rows.map((row) => row.eventId);
}
