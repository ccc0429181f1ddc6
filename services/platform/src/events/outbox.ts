import { randomUUID } from 'node:crypto';
import type { EventData, EventDefinition, EventEnvelope } from '@hp/contracts';
import { traceFieldsOf } from '../tracing/tracing.js';

/** An event ready for the outbox: its subject and its envelope, the data checked against the event's schema. */
export interface PendingEvent<T = unknown> {
  subject: string;
  envelope: EventEnvelope<T>;
}

/**
 * Builds an event of `definition`. The data is parsed with the event's schema, so a subject can only ever
 * carry its own payload; a mismatch is a programming error and throws. With tracing on, the envelope carries the active
 * span's trace context, so the consumers' spans continue the trace of the command that made the event.
 */
export function newEvent<E extends EventDefinition>(
  definition: E,
  data: EventData<E>,
  correlationId: string,
  now = new Date(),
): PendingEvent<EventData<E>> {
  const checked = definition.schema.parse(data) as EventData<E>;
  return {
    subject: definition.subject,
    envelope: {
      eventId: randomUUID(),
      occurredAt: now.toISOString(),
      correlationId,
      ...traceFieldsOf(),
      data: checked,
    },
  };
}

/**
 * The outbox row for an event, written with the change it announces: put the returned query into the same
 * transaction (`prisma.$transaction([change, writeToOutbox(prisma, event)])`, or `tx` of an interactive one).
 * The relay publishes it to JetStream afterwards.
 */
export function writeToOutbox<Q extends PromiseLike<number>>(
  db: { $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Q },
  event: PendingEvent,
): Q {
  return db.$executeRaw`
    INSERT INTO platform.outbox_events (id, subject, payload)
    VALUES (${event.envelope.eventId}::uuid, ${event.subject}, ${JSON.stringify(event.envelope)}::jsonb)`;
}
