import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  CORRELATION_HEADER,
  type Command,
  type CommandReply,
  type CommandRequest,
  type RpcRequest,
} from '@hp/contracts';
import { connect, headers, RequestError, TimeoutError, type NatsConnection } from '@nats-io/transport-node';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { GatewayError } from '../errors/gateway-error.js';
import { withTimeout } from '../with-timeout.js';
import { decodeNestReply, encodeNestRequest } from '@hp/service-platform/nats';

const RECONNECT_WAIT_MS = 1000;

/** `RpcRequest.meta`: the request's correlation id and, when a token was verified, the actor. */
export type RpcMeta = RpcRequest<unknown>['meta'];

/**
 * Request/reply to the services over NATS. Uses the NATS client directly rather than Nest's ClientProxy
 * because the client tells the two failures apart that the gateway must answer differently:
 * nobody subscribed (NATS "no responders", known at once -> 503) and nobody answered in time (-> 504).
 * Every request has a timeout; while NATS itself is unreachable requests fail at once with 503.
 */
@Injectable()
export class NatsRpcClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(NatsRpcClient.name);
  private connection: NatsConnection | undefined;
  private connected = false;
  private shuttingDown = false;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  onModuleInit(): void {
    // Not awaited: the gateway starts (and /api/readyz says 503) while NATS is still unreachable.
    void this.connectUntilShutdown();
  }

  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    this.connected = false;
    await this.connection?.drain().catch(() => undefined);
  }

  /**
   * Sends `data` to the command's subject and returns the service's `data`, checked against `command.reply`.
   * `timeoutMs` (a route's own) replaces NATS_REQUEST_TIMEOUT_MS.
   */
  async request<C extends Command>(
    command: C,
    data: CommandRequest<C>,
    meta: RpcMeta,
    timeoutMs: number = this.config.NATS_REQUEST_TIMEOUT_MS,
  ): Promise<CommandReply<C>> {
    const { subject } = command;
    const connection = this.connection;
    if (!connection || !this.connected) throw new GatewayError('UPSTREAM.UNAVAILABLE');

    const natsHeaders = headers();
    natsHeaders.set(CORRELATION_HEADER, meta.correlationId);
    let message;
    try {
      message = await connection.request(subject, encodeNestRequest(subject, { meta, data }), {
        timeout: timeoutMs,
        headers: natsHeaders,
      });
    } catch (error) {
      if (error instanceof TimeoutError) throw new GatewayError('UPSTREAM.TIMEOUT', { cause: error });
      if (error instanceof RequestError && error.isNoResponders()) {
        throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
      }
      this.logger.warn({ err: error, subject, correlationId: meta.correlationId }, 'NATS request failed');
      throw new GatewayError('UPSTREAM.UNAVAILABLE', { cause: error });
    }

    const decoded = decodeNestReply(message.data);
    if (decoded.kind === 'broken') {
      throw new GatewayError('INTERNAL', { cause: new Error(`${subject}: ${decoded.detail}`) });
    }
    const { reply } = decoded;
    if (!reply.ok) {
      throw new GatewayError(reply.error.code, { message: reply.error.message, fields: reply.error.fields });
    }
    const checked = command.reply.safeParse(reply.data);
    if (!checked.success) {
      throw new GatewayError('INTERNAL', {
        cause: new Error(`${subject}: reply does not match the contract: ${checked.error.message}`),
      });
    }
    return checked.data as CommandReply<C>;
  }

  /** For /api/readyz: a round trip to the NATS server within `timeoutMs`. */
  async isReachable(timeoutMs: number): Promise<boolean> {
    const connection = this.connection;
    if (!connection || !this.connected) return false;
    return withTimeout(
      connection.rtt().then(() => true),
      timeoutMs,
    ).catch(() => false);
  }

  private async connectUntilShutdown(): Promise<void> {
    let warned = false;
    while (!this.shuttingDown) {
      try {
        const { NATS_USER: user, NATS_PASSWORD: pass } = this.config;
        const connection = await connect({
          servers: this.config.NATS_URL,
          name: 'gateway',
          ...(user ? { user, pass } : {}),
          maxReconnectAttempts: -1,
          reconnectTimeWait: RECONNECT_WAIT_MS,
          // An Error (with its stack) per request only to improve rare timeout traces: measurable under load.
          noAsyncTraces: true,
        });
        if (this.shuttingDown) {
          await connection.close();
          return;
        }
        this.connection = connection;
        this.connected = true;
        this.logger.log(`Connected to NATS at ${this.config.NATS_URL}${user ? ` as ${user}` : ''}`);
        void this.followStatus(connection);
        return;
      } catch (error) {
        if (!warned)
          this.logger.warn({ err: error }, `NATS at ${this.config.NATS_URL} unreachable; retrying`);
        warned = true;
        await sleep(RECONNECT_WAIT_MS);
      }
    }
  }

  private async followStatus(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
        this.logger.warn('Lost the NATS connection; reconnecting');
      } else if (status.type === 'reconnect') {
        this.connected = true;
        this.logger.log('Reconnected to NATS');
      }
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
