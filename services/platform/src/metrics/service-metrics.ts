import { Inject, Injectable, Optional } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DATABASE, type Database } from '../database/database.js';
import { JetStreamConnection } from '../events/jetstream.connection.js';
import { withTimeout } from '../health/with-timeout.js';
import { PLATFORM_OPTIONS, type ServicePlatformOptions } from '../platform-options.js';

/** How long a scrape waits for the outbox count or a consumer's info before leaving that series out. */
const SCRAPE_QUERY_TIMEOUT_MS = 1000;

/** Seconds; a command is a validation, a query or a transaction, so most land between 1 ms and 1 s. */
const COMMAND_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A durable consumer whose lag (num_pending) is read on scrape. */
interface WatchedConsumer {
  stream: string;
  durable: string;
}

/**
 * The service's Prometheus metrics, in a registry of its own (not prom-client's global one), served as `/metrics`
 * on the health port. `hp_` series are ours; the default process metrics keep their standard names; every series
 * has the label `service`. Labels are bounded: subjects the service subscribes to, durable consumer names and the
 * contracts' error codes, never a value from a payload.
 */
@Injectable()
export class ServiceMetrics {
  readonly registry = new Registry();

  /** Every command or query answered, by its subject and outcome (`ok` or the reply's error code). */
  readonly commandSeconds = new Histogram({
    name: 'hp_command_duration_seconds',
    help: 'Time to answer a NATS command or query, by subject and outcome (ok or the error code)',
    labelNames: ['subject', 'outcome'] as const,
    buckets: COMMAND_BUCKETS,
    registers: [this.registry],
  });

  /** Failed commands by the contracts' error code. */
  readonly commandErrors = new Counter({
    name: 'hp_command_errors_total',
    help: 'Commands answered with an error, by subject and error code',
    labelNames: ['subject', 'code'] as const,
    registers: [this.registry],
  });

  /** Event deliveries settled by a durable consumer, by outcome (handled, duplicate, retry, dead-lettered). */
  readonly eventsHandled = new Counter({
    name: 'hp_events_handled_total',
    help: 'Event deliveries settled by a consumer, by consumer, subject and outcome',
    labelNames: ['consumer', 'subject', 'outcome'] as const,
    registers: [this.registry],
  });

  /** Messages a consumer gave up on (published to the service's dead-letter stream). */
  readonly deadLetters = new Counter({
    name: 'hp_events_dead_lettered_total',
    help: 'Events published to the dead-letter stream, by consumer and original subject',
    labelNames: ['consumer', 'subject'] as const,
    registers: [this.registry],
  });

  private readonly watched: WatchedConsumer[] = [];

  constructor(
    @Inject(PLATFORM_OPTIONS) options: Pick<ServicePlatformOptions, 'service'>,
    @Optional() private readonly jetStream?: JetStreamConnection,
    @Optional() @Inject(DATABASE) private readonly db?: Database,
  ) {
    this.registry.setDefaultLabels({ service: options.service });
    collectDefaultMetrics({ register: this.registry });
    const watched = this.watched;
    const readLag = (consumer: WatchedConsumer) => this.pendingOf(consumer);
    new Gauge({
      name: 'hp_consumer_pending_messages',
      help: "A durable consumer's lag: messages in its stream not yet delivered to it (num_pending), read on scrape",
      labelNames: ['consumer'] as const,
      registers: [this.registry],
      async collect() {
        // A consumer whose info cannot be read (NATS away, timeout) is left out rather than failing the scrape.
        this.reset();
        const lags = await Promise.all(watched.map((consumer) => readLag(consumer).catch(() => undefined)));
        watched.forEach((consumer, i) => {
          const lag = lags[i];
          if (lag !== undefined) this.set({ consumer: consumer.durable }, lag);
        });
      },
    });
    if (db) {
      const countBacklog = () => this.outboxBacklog();
      new Gauge({
        name: 'hp_outbox_backlog',
        help: 'Outbox events not yet published to JetStream, counted on scrape',
        registers: [this.registry],
        async collect() {
          this.reset();
          const backlog = await countBacklog().catch(() => undefined);
          if (backlog !== undefined) this.set(backlog);
        },
      });
    }
  }

  /** Reads this consumer's lag on every scrape (EventConsumers calls it for each consumer it runs). */
  watchConsumer(stream: string, durable: string): void {
    if (!this.watched.some((consumer) => consumer.durable === durable))
      this.watched.push({ stream, durable });
  }

  /** The Prometheus text exposition, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private async pendingOf({ stream, durable }: WatchedConsumer): Promise<number> {
    if (!this.jetStream) throw new Error('no JetStream connection');
    const info = await withTimeout(
      this.jetStream.jetStreamManager().consumers.info(stream, durable),
      SCRAPE_QUERY_TIMEOUT_MS,
    );
    return info.num_pending;
  }

  private async outboxBacklog(): Promise<number> {
    const rows = await withTimeout(
      Promise.resolve(
        this.db!.$queryRaw<Array<{ backlog: number }>>`
          SELECT count(*)::int AS backlog FROM platform.outbox_events WHERE published_at IS NULL`,
      ),
      SCRAPE_QUERY_TIMEOUT_MS,
    );
    return rows[0]?.backlog ?? 0;
  }
}
