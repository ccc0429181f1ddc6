import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import {
  NotificationCreatedEventSchema,
  notificationEvents,
  revokedSessionKey,
  type Notification,
} from '@hp/contracts';
import { RedisService } from '@hp/service-platform/http';
import { natsConnectionOptions, natsSettingsOf } from '@hp/service-platform/nats';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';

const CONNECT_RETRY_MS = 1000;

/** One open stream (one browser tab): what the registry needs to push to it and to end it. */
export interface LiveStream {
  readonly accountId: string;
  readonly sessionId: string;
  /** Writes one Server-Sent Events frame (already formatted). */
  send(frame: string): void;
  /** Ends the stream (the socket closes; the browser's reader sees the end). */
  end(frame?: string): void;
}

export const notificationFrame = (notification: Notification) =>
  `event: notification\nid: ${notification._id}\ndata: ${JSON.stringify(notification)}\n\n`;
export const HEARTBEAT_FRAME = ': heartbeat\n\n';

/**
 * The live bell's fan-out in one gateway replica: a plain NATS subscription (no queue group, so every replica gets
 * every message) to notification.evt.created.v1, and the open streams by account. A notification is written only
 * to its recipient's streams. One timer for all streams sends the heartbeats and, in one Redis MGET, ends the
 * streams of sessions that logout (or a password reset) revoked. Per stream the gateway keeps one small object in
 * a Set and one expiry timer (NotificationStreamRoutes).
 */
@Injectable()
export class LiveNotifications implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(LiveNotifications.name);
  private readonly byAccount = new Map<string, Set<LiveStream>>();
  private connection: NatsConnection | undefined;
  private subscription: Subscription | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  private open = 0;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly redis: RedisService,
  ) {}

  onModuleInit(): void {
    void this.connectUntilClosed();
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Before the HTTP server closes: it waits for every open connection, and a stream stays open until ended. */
  beforeApplicationShutdown(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const streams of this.byAccount.values()) for (const stream of streams) stream.end();
    this.byAccount.clear();
  }

  /** After the HTTP server has stopped (Nest has run beforeApplicationShutdown first). */
  async onApplicationShutdown(): Promise<void> {
    await this.connection?.drain().catch(() => undefined);
  }

  /** The heartbeat period (NOTIFICATION_STREAM_HEARTBEAT_MS by default; tests shorten it). */
  get heartbeatMs(): number {
    return this.config.LIVE_HEARTBEAT_MS;
  }

  /** True once the subscription is in place (pushes can arrive). */
  get listening(): boolean {
    return this.subscription !== undefined && !this.subscription.isClosed();
  }

  get openStreams(): number {
    return this.open;
  }

  add(stream: LiveStream): void {
    let streams = this.byAccount.get(stream.accountId);
    if (!streams) this.byAccount.set(stream.accountId, (streams = new Set()));
    streams.add(stream);
    this.open += 1;
  }

  remove(stream: LiveStream): void {
    const streams = this.byAccount.get(stream.accountId);
    if (!streams?.delete(stream)) return;
    this.open -= 1;
    if (streams.size === 0) this.byAccount.delete(stream.accountId);
  }

  /** Writes the notification to its recipient's open streams in this replica (none: nothing to do). */
  push(recipientId: string, notification: Notification): void {
    const streams = this.byAccount.get(recipientId);
    if (!streams) return;
    const frame = notificationFrame(notification);
    for (const stream of streams) stream.send(frame);
  }

  private async connectUntilClosed(): Promise<void> {
    while (!this.closed) {
      try {
        const connection = await connect(
          natsConnectionOptions(natsSettingsOf(this.config), 'gateway-live-notifications'),
        );
        if (this.closed) {
          await connection.close();
          return;
        }
        this.connection = connection;
        this.subscription = connection.subscribe(notificationEvents.created.subject, {
          callback: (error, message) => {
            if (error) return;
            this.received(message.string());
          },
        });
        return;
      } catch (error) {
        this.logger.warn({ err: error }, 'Live notifications: NATS not reachable yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, CONNECT_RETRY_MS));
      }
    }
  }

  private received(text: string): void {
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = NotificationCreatedEventSchema.safeParse((envelope as { data?: unknown } | null)?.data);
    if (!parsed.success) {
      this.logger.warn('Live notifications: a message that is not notification.evt.created.v1; ignored');
      return;
    }
    this.push(parsed.data.recipientId, parsed.data.notification);
  }

  /** A heartbeat to every stream; the streams of revoked sessions end. */
  private async beat(): Promise<void> {
    if (this.open === 0) return;
    const sessions = new Map<string, LiveStream[]>();
    for (const streams of this.byAccount.values()) {
      for (const stream of streams) {
        stream.send(HEARTBEAT_FRAME);
        const same = sessions.get(stream.sessionId);
        if (same) same.push(stream);
        else sessions.set(stream.sessionId, [stream]);
      }
    }
    const ids = [...sessions.keys()];
    try {
      const revoked = await this.redis.mget(ids.map(revokedSessionKey));
      revoked.forEach((value, index) => {
        if (value === null) return;
        for (const stream of sessions.get(ids[index]!) ?? []) stream.end('event: expired\ndata: {}\n\n');
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'Live notifications: revoked sessions not checked (Redis)');
    }
  }
}
