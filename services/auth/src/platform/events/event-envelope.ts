import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@hp/contracts';

export function newEventEnvelope<T>(data: T, correlationId: string, now = new Date()): EventEnvelope<T> {
  return { eventId: randomUUID(), occurredAt: now.toISOString(), correlationId, data };
}
