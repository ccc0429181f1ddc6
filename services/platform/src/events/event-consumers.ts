import {
  Inject,
  Injectable,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { deadLetterSubject, eventStreamOf, type EventDefinition } from '@hp/contracts/server';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { context as otelContext, SpanKind } from '@opentelemetry/api';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { z } from 'zod/mini';
import { DATABASE, type Database } from '../database/database.js';
import { ServiceMetrics } from '../metrics/service-metrics.js';
import { PLATFORM_OPTIONS, type ServicePlatformOptions } from '../platform-options.js';
import { DEFAULT_DELIVERY, type DeliveryPolicy, type EventHandler } from './event-handler.js';
import { JetStreamConnection } from './jetstream.connection.js';
import { contextOfTraceFields, endSpan, startSpan } from '../tracing/tracing.js';

const STREAM_WAIT_MS = 2000;

const EnvelopeSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  occurredAt: z.string(),
  correlationId: z.string(),
  // The publisher's trace context (newEvent); a malformed one is ignored, never a reason to refuse the event.
  traceparent: z.catch(z.optional(z.string()), undefined),
  tracestate: z.catch(z.optional(z.string()), undefined),
  data: z.unknown(),
});

export type Outcome = 'handled' | 'duplicate' | 'retry' | 'dead-lettered';

interface RunningConsumer {
  durable: string;
  messages?: ConsumerMessages;
  /** Set once the consumer loop ends (on shutdown). */
  done: Promise<void>;
}

/**
 * Runs every EventHandler the service registered as a durable JetStream pull consumer with explicit acks.
 * A delivery is acknowledged only after the handler's transaction committed; a failure is retried after the
 * policy's delay; the last failure, or a payload that is not the event's, is published to the service's
 * dead-letter stream and terminated (never redelivered).
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly running: RunningConsumer[] = [];
  private stopping = false;

  constructor(
    private readonly jetStream: JetStreamConnection,
    private readonly moduleRef: ModuleRef,
    @Inject(PLATFORM_OPTIONS) private readonly options: ServicePlatformOptions,
    @InjectPinoLogger(EventConsumers.name) private readonly logger: PinoLogger,
    private readonly metrics: ServiceMetrics,
    @Optional() @Inject(DATABASE) private readonly db?: Database,
  ) {}

  onApplicationBootstrap(): void {
    const consumers = this.options.consumers ?? [];
    if (consumers.length > 0 && !this.db) {
      throw new Error(`${this.options.service}: event consumers need a database (processed_events)`);
    }
    for (const type of consumers) {
      const handler = this.moduleRef.get<EventHandler<EventDefinition, unknown>>(type, { strict: false });
      this.running.push(this.start(handler));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const consumer of this.running) await consumer.messages?.close();
    await Promise.all(this.running.map((consumer) => consumer.done));
  }

  private start(handler: EventHandler<EventDefinition, unknown>): RunningConsumer {
    const durable = `${this.options.service}-${handler.name}`;
    const policy: DeliveryPolicy = { ...DEFAULT_DELIVERY, ...handler.delivery };
    const consumer: RunningConsumer = { durable, done: Promise.resolve() };
    consumer.done = this.consume(handler, consumer, policy).catch((error: unknown) => {
      this.logger.error({ err: error, consumer: durable }, 'Event consumer stopped');
    });
    return consumer;
  }

  private async consume(
    handler: EventHandler<EventDefinition, unknown>,
    consumer: RunningConsumer,
    policy: DeliveryPolicy,
  ): Promise<void> {
    const stream = eventStreamOf(handler.event.service).name;
    await this.ensureConsumer(stream, consumer.durable, handler.event.subject, policy);
    if (this.stopping) return;
    this.metrics.watchConsumer(stream, consumer.durable);
    const source = await this.jetStream.client().consumers.get(stream, consumer.durable);
    consumer.messages = await source.consume({ max_messages: 16 });
    this.logger.info({ consumer: consumer.durable, subject: handler.event.subject }, 'Consuming events');
    for await (const message of consumer.messages) {
      // A failure outside the handler (the dead-letter stream unreachable) must not stop the consumer.
      const outcome = await this.deliver(handler, consumer.durable, policy, message).catch(
        (error: unknown) => {
          this.logger.error(
            { err: error, consumer: consumer.durable },
            'Delivery not settled; retrying later',
          );
          message.nak(retryDelayMs(policy, message.info.deliveryCount));
          return 'retry' as const;
        },
      );
      this.metrics.eventsHandled.inc({ consumer: consumer.durable, subject: handler.event.subject, outcome });
    }
  }

  /** Creates (or updates) the durable consumer, waiting while the publisher has not created its stream yet. */
  private async ensureConsumer(stream: string, durable: string, subject: string, policy: DeliveryPolicy) {
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subject,
      max_deliver: policy.maxDeliver,
      ack_wait: nanos(policy.ackWaitMs),
      num_replicas: this.jetStream.replicas,
    };
    let warned = false;
    while (!this.stopping) {
      try {
        await this.jetStream.jetStreamManager().consumers.add(stream, config);
        return;
      } catch (error) {
        if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound))
          throw error;
        if (!warned) this.logger.warn({ stream, consumer: durable }, 'Waiting for the stream to exist');
        warned = true;
        await new Promise((resolve) => setTimeout(resolve, STREAM_WAIT_MS));
      }
    }
  }

  /** Handles one delivery and settles it (ack, delayed nak, or dead letter + term). */
  async deliver(
    handler: EventHandler<EventDefinition, unknown>,
    durable: string,
    policy: DeliveryPolicy,
    message: JsMsg,
  ): Promise<Outcome> {
    const parsed = parseEvent(handler.event, message);
    if (!parsed.ok) {
      await this.deadLetter(durable, message, `not a ${handler.event.subject} event: ${parsed.reason}`);
      return 'dead-lettered';
    }
    const { envelope } = parsed;
    // With tracing on, a consumer span continuing the trace of the command that wrote the event.
    const traced = startSpan(
      `process ${message.subject}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.operation.name': 'process',
          'messaging.destination.name': message.subject,
          'messaging.consumer.group.name': durable,
        },
      },
      contextOfTraceFields(envelope),
    );
    if (!traced) return this.settle(handler, durable, policy, message, envelope);
    const outcome = await otelContext.with(traced.context, () =>
      this.settle(handler, durable, policy, message, envelope),
    );
    traced.span.setAttribute('hp.event.outcome', outcome);
    endSpan(
      traced.span,
      outcome === 'retry' || outcome === 'dead-lettered'
        ? { errorCode: outcome, unexpected: true }
        : undefined,
    );
    return outcome;
  }

  private async settle(
    handler: EventHandler<EventDefinition, unknown>,
    durable: string,
    policy: DeliveryPolicy,
    message: JsMsg,
    envelope: ParsedEnvelope,
  ): Promise<Outcome> {
    const log = { consumer: durable, eventId: envelope.eventId, correlationId: envelope.correlationId };
    try {
      const outcome = await this.db!.$transaction(async (tx) => {
        const recorded = await tx.$executeRaw`
          INSERT INTO platform.processed_events (consumer, event_id) VALUES (${durable}, ${envelope.eventId})
          ON CONFLICT DO NOTHING`;
        if (recorded === 0) return 'duplicate' as const;
        await handler.handle(envelope.data, { envelope, tx });
        return 'handled' as const;
      });
      message.ack();
      if (outcome === 'duplicate') this.logger.info(log, 'Duplicate event dropped');
      else
        await handler.afterCommit?.(envelope.data, envelope).catch((error: unknown) => {
          this.logger.warn({ ...log, err: error }, 'After-commit step of a handled event failed');
        });
      return outcome;
    } catch (error) {
      const deliveries = message.info.deliveryCount;
      if (deliveries >= policy.maxDeliver) {
        this.logger.error({ ...log, err: error, deliveries }, 'Event failed for the last time');
        await this.deadLetter(durable, message, `failed ${deliveries} times: ${String(error)}`);
        return 'dead-lettered';
      }
      const delay = retryDelayMs(policy, deliveries);
      this.logger.warn({ ...log, err: error, deliveries, retryInMs: delay }, 'Event failed; retrying later');
      message.nak(delay);
      return 'retry';
    }
  }

  private async deadLetter(durable: string, message: JsMsg, why: string): Promise<void> {
    const reason = why.replace(/\s+/g, ' ').slice(0, 500);
    const subject = deadLetterSubject(this.options.service, durable, message.subject);
    await this.jetStream.publish(
      subject,
      message.string(),
      `${durable}:${message.info.stream}:${message.seq}`,
      message.headers?.get('x-correlation-id') ?? 'none',
      { 'hp-dead-letter-reason': reason, 'hp-original-subject': message.subject },
    );
    message.term(reason.slice(0, 200));
    // The consumer's filter subject is one exact event subject, so this label is bounded.
    this.metrics.deadLetters.inc({ consumer: durable, subject: message.subject });
    this.logger.error(
      { consumer: durable, subject: message.subject, deadLetter: subject, reason },
      'Event dead-lettered',
    );
  }
}

/** The wait after the n-th failed delivery (the last configured delay repeats). */
export function retryDelayMs(policy: DeliveryPolicy, failedDeliveries: number): number {
  const delays = policy.retryDelaysMs;
  return delays[Math.min(failedDeliveries, delays.length) - 1] ?? 0;
}

type ParsedEnvelope = z.infer<typeof EnvelopeSchema>;

function parseEvent(definition: EventDefinition, message: JsMsg) {
  let json: unknown;
  try {
    json = JSON.parse(message.string());
  } catch {
    return { ok: false as const, reason: 'not JSON' };
  }
  const envelope = EnvelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false as const, reason: 'not an event envelope' };
  const data = definition.schema.safeParse(envelope.data.data);
  if (!data.success) return { ok: false as const, reason: data.error.message.slice(0, 300) };
  return { ok: true as const, envelope: { ...envelope.data, data: data.data } };
}
