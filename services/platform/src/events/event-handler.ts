import type { EventData, EventDefinition, EventEnvelope } from '@hp/contracts';

/** How a consumer retries: deliveries in all, the wait before each retry, how long one delivery may take. */
export interface DeliveryPolicy {
  /** Deliveries before the message goes to the dead-letter stream (the first delivery counts). */
  maxDeliver: number;
  /** Wait before redelivering a failed message: `retryDelaysMs[n - 1]` after the n-th failure (last one repeats). */
  retryDelaysMs: number[];
  /** A delivery not acknowledged within this time (the process died) is delivered again. */
  ackWaitMs: number;
}

export const DEFAULT_DELIVERY: DeliveryPolicy = {
  maxDeliver: 6,
  retryDelaysMs: [1_000, 5_000, 30_000, 120_000, 600_000],
  ackWaitMs: 30_000,
};

export interface EventContext<T, Tx> {
  envelope: EventEnvelope<T>;
  /** The transaction that also records the event as processed: write through it, and a duplicate changes nothing. */
  tx: Tx;
}

/**
 * A durable consumer of one event (usually another service's). Register the class in
 * `ServicePlatformModule.forRoot({ consumers: [...] })`. Each event is handled at most once per consumer: its id
 * is recorded in `processed_events` in the same transaction as the handler's writes. Throwing means "retry later";
 * after `maxDeliver` deliveries, or at once for a payload that does not match the event's schema, the message
 * goes to the service's dead-letter stream.
 */
export interface EventHandler<E extends EventDefinition = EventDefinition, Tx = never> {
  readonly event: E;
  /** Unique within the service; the durable consumer is `<service>-<name>` (letters, digits, dashes). */
  readonly name: string;
  readonly delivery?: Partial<DeliveryPolicy>;
  handle(data: EventData<E>, context: EventContext<EventData<E>, Tx>): Promise<void>;
  /**
   * Runs once `handle`'s transaction has committed (not for a duplicate), e.g. to drop a cache that readers would
   * otherwise refill from the data before the commit. A failure is logged, never retried: keep it best-effort.
   */
  afterCommit?(data: EventData<E>, envelope: EventEnvelope<EventData<E>>): Promise<void>;
}
