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
 * The outbox row for an event, written with the change it announces, by the `tx` of the interactive transaction
 * that makes the change (`prisma.$transaction(async (tx) => { ...; await writeToOutbox(tx, event); })`). The
 * relay publishes it to JetStream afterwards.
 *
 * Not in a batch (`prisma.$transaction([change, writeToOutbox(prisma, event)])`), which the type refuses: Prisma 7
 * caches a batch's query plan under its parameters, a raw query's values are not parameterized, so every event
 * compiled and cached one more plan (about 13 KB, up to 1,000 of them): auth's heap grew 10 MB in a 10-minute
 * soak, one plan per registration (docs/decisions.md, issue 15: the soak).
 */
export function writeToOutbox<Q extends PromiseLike<number>>(
  db: { $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Q; $connect?: never },
  event: PendingEvent,
): Q {
  return db.$executeRaw`
    INSERT INTO platform.outbox_events (id, subject, payload)
    VALUES (${event.envelope.eventId}::uuid, ${event.subject}, ${JSON.stringify(event.envelope)}::jsonb)`;
}
