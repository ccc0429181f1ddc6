import type { EventEnvelope } from '@hp/contracts';
import type { Prisma } from '../../generated/prisma/client.js';

/** The outbox row for an event; repositories write it in the same transaction as the change it announces. */
export function outboxRow<T>(subject: string, envelope: EventEnvelope<T>): Prisma.OutboxEventCreateInput {
  return { id: envelope.eventId, subject, payload: envelope as unknown as Prisma.InputJsonValue };
}
