import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { AUTH_EVENTS_STREAM, AUTH_EVENTS_SUBJECTS, CORRELATION_HEADER } from '@hp/contracts';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type PubAck,
} from '@nats-io/jetstream';
import { connect, headers, nanos, type NatsConnection } from '@nats-io/transport-node';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { AUTH_CONFIG, type AuthConfig } from '../../config.js';

const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PUBLISH_TIMEOUT_MS = 5000;

/** The service's own NATS connection for JetStream (the Nest transport has its own for request/reply). */
@Injectable()
export class JetStreamService implements OnModuleInit, OnModuleDestroy {
  private connection: NatsConnection | undefined;

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'NATS_URL'>,
    @InjectPinoLogger(JetStreamService.name) private readonly logger: PinoLogger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.connection = await connect({
      servers: this.config.NATS_URL,
      name: 'auth-events',
      maxReconnectAttempts: -1,
    });
    await this.ensureStream();
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection?.drain().catch(() => undefined);
  }

  /** Publishes one event; JetStream drops a second copy with the same `msgId` inside the duplicate window. */
  async publish(subject: string, payload: string, msgId: string, correlationId: string): Promise<PubAck> {
    const natsHeaders = headers();
    natsHeaders.set(CORRELATION_HEADER, correlationId);
    return jetstream(this.open()).publish(subject, payload, {
      msgID: msgId,
      headers: natsHeaders,
      timeout: PUBLISH_TIMEOUT_MS,
    });
  }

  /** For readiness: a round trip to the NATS server. */
  async ping(): Promise<void> {
    await this.open().rtt();
  }

  private async ensureStream(): Promise<void> {
    const manager = await jetstreamManager(this.open());
    try {
      await manager.streams.info(AUTH_EVENTS_STREAM);
    } catch (error) {
      if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound))
        throw error;
      await manager.streams.add({
        name: AUTH_EVENTS_STREAM,
        subjects: [AUTH_EVENTS_SUBJECTS],
        duplicate_window: nanos(DUPLICATE_WINDOW_MS),
        max_age: nanos(RETENTION_MS),
      });
      this.logger.info({ stream: AUTH_EVENTS_STREAM }, 'Created the JetStream stream');
    }
  }

  private open(): NatsConnection {
    if (!this.connection) throw new Error('JetStream is not connected yet');
    return this.connection;
  }
}
