import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CORRELATION_HEADER, deadLetterStreamOf, eventStreamOf } from '@hp/contracts/server';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
  type PubAck,
} from '@nats-io/jetstream';
import { connect, headers, nanos, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { jetStreamReplicasOf, type ServiceConfig } from '../config/service-config.js';
import { natsConnectionOptions, natsSettingsOf } from '../nats/connection-options.js';
import { PLATFORM_OPTIONS, SERVICE_CONFIG, type ServicePlatformOptions } from '../platform-options.js';

const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const DEAD_LETTER_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
const PUBLISH_TIMEOUT_MS = 5000;

/**
 * The service's own NATS connection for JetStream (the Nest transport has its own for request/reply).
 * Creates the service's streams on start: `<NAME>_EVENTS` for what it publishes, `<NAME>_DEAD_LETTERS` for the
 * messages its consumers gave up on.
 */
@Injectable()
export class JetStreamConnection implements OnModuleInit, OnModuleDestroy {
  private connection: NatsConnection | undefined;
  private jetStreamClient: JetStreamClient | undefined;
  private manager: JetStreamManager | undefined;
  /** Copies of each stream and consumer (JETSTREAM_REPLICAS). */
  readonly replicas = jetStreamReplicasOf(process.env);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(PLATFORM_OPTIONS) private readonly options: Pick<ServicePlatformOptions, 'service'>,
    @InjectPinoLogger(JetStreamConnection.name) private readonly logger: PinoLogger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.connection = await connect(
      natsConnectionOptions(natsSettingsOf(this.config), `${this.options.service}-events`),
    );
    this.jetStreamClient = jetstream(this.connection);
    this.manager = await jetstreamManager(this.connection);
    await this.ensureStream(eventStreamOf(this.options.service), EVENT_RETENTION_MS);
    await this.ensureStream(deadLetterStreamOf(this.options.service), DEAD_LETTER_RETENTION_MS);
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection?.drain().catch(() => undefined);
  }

  /** Publishes one message; JetStream drops a second copy with the same `msgId` inside the duplicate window. */
  async publish(
    subject: string,
    payload: string,
    msgId: string,
    correlationId: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<PubAck> {
    const natsHeaders: MsgHdrs = headers();
    natsHeaders.set(CORRELATION_HEADER, correlationId);
    for (const [key, value] of Object.entries(extraHeaders)) natsHeaders.set(key, value);
    return this.client().publish(subject, payload, {
      msgID: msgId,
      headers: natsHeaders,
      timeout: PUBLISH_TIMEOUT_MS,
    });
  }

  /** For readiness: a round trip to the NATS server. */
  async ping(): Promise<void> {
    await this.open().rtt();
  }

  client(): JetStreamClient {
    if (!this.jetStreamClient) throw new Error('JetStream is not connected yet');
    return this.jetStreamClient;
  }

  jetStreamManager(): JetStreamManager {
    if (!this.manager) throw new Error('JetStream is not connected yet');
    return this.manager;
  }

  private async ensureStream(stream: { name: string; subjects: string }, retentionMs: number): Promise<void> {
    const manager = this.jetStreamManager();
    try {
      const { config } = await manager.streams.info(stream.name);
      if (config.num_replicas !== this.replicas) {
        await manager.streams.update(stream.name, { ...config, num_replicas: this.replicas });
        this.logger.info({ stream: stream.name, replicas: this.replicas }, "Changed the stream's replicas");
      }
    } catch (error) {
      if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound))
        throw error;
      await manager.streams.add({
        name: stream.name,
        subjects: [stream.subjects],
        duplicate_window: nanos(DUPLICATE_WINDOW_MS),
        max_age: nanos(retentionMs),
        num_replicas: this.replicas,
      });
      this.logger.info({ stream: stream.name }, 'Created the JetStream stream');
    }
  }

  private open(): NatsConnection {
    if (!this.connection) throw new Error('JetStream is not connected yet');
    return this.connection;
  }
}
