import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  CORRELATION_HEADER,
  defaultErrorMessage,
  type Command,
  type CommandReply,
  type CommandRequest,
  type ErrorCode,
  type FieldErrors,
  type RpcRequest,
} from '@hp/contracts';
import { connect, headers, RequestError, TimeoutError, type NatsConnection } from '@nats-io/transport-node';
import { SpanKind } from '@opentelemetry/api';
import { withTimeout } from '../health/with-timeout.js';
import { endSpan, startSpan, traceFieldsOf } from '../tracing/tracing.js';
import { natsConnectionOptions, type NatsSettings } from './connection-options.js';
import { decodeNestReply, encodeNestRequest } from './nest-wire.js';

const RECONNECT_WAIT_MS = 1000;

/** `RpcRequest.meta`: the request's correlation id and, when a token was verified, the actor. */
export type RpcCallMeta = RpcRequest<unknown>['meta'];

/**
 * Why a call did not return the reply's data, with a code from the contracts catalogue: the service's own error
 * (its code, message and fields), `UPSTREAM.UNAVAILABLE` (no NATS, or nobody subscribed), `UPSTREAM.TIMEOUT`
 * (nobody answered in time), or `INTERNAL` (an answer that is not an RpcReply or does not match the contract).
 */
export class RpcCallError extends Error {
  constructor(
    readonly code: ErrorCode,
    options: { message?: string; fields?: FieldErrors | undefined; cause?: unknown } = {},
  ) {
    super(options.message ?? defaultErrorMessage[code], { cause: options.cause });
    this.name = 'RpcCallError';
    this.fields = options.fields;
  }

  readonly fields: FieldErrors | undefined;
}

export interface NatsRpcClientOptions {
  nats: NatsSettings;
  /** The connection's name on the NATS server. */
  name: string;
  /** Each request's timeout unless the call names its own. */
  timeoutMs: number;
}

/**
 * Request/reply to the services over NATS, for their callers (the gateway; tests may use it too). Uses the NATS
 * client directly rather than Nest's ClientProxy because the client tells the two failures apart that a caller
 * must answer differently: nobody subscribed (NATS "no responders", known at once) and nobody answered in time.
 * Every request has a timeout; while NATS itself is unreachable requests fail at once.
 *
 * As a Nest provider (`useFactory: () => new NatsRpcClient(...)`) it connects in the background at module init
 * and drains at shutdown; elsewhere call `start()` and `close()`.
 */
export class NatsRpcClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(NatsRpcClient.name);
  private connection: NatsConnection | undefined;
  private connected = false;
  private shuttingDown = false;

  constructor(private readonly options: NatsRpcClientOptions) {}

  onModuleInit(): void {
    this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  /** Connects in the background, retrying until it succeeds or `close()`; not awaited, so a caller can start without NATS. */
  start(): void {
    void this.connectUntilClosed();
  }

  async close(): Promise<void> {
    this.shuttingDown = true;
    this.connected = false;
    await this.connection?.drain().catch(() => undefined);
  }

  /**
   * Sends `data` to the command's subject and returns the service's `data`, checked against `command.reply`;
   * throws RpcCallError otherwise. `timeoutMs` (a route's own) replaces the client's default.
   */
  async request<C extends Command>(
    command: C,
    data: CommandRequest<C>,
    meta: RpcCallMeta,
    timeoutMs: number = this.options.timeoutMs,
  ): Promise<CommandReply<C>> {
    // A client span per request when tracing is on; the service continues it from the envelope's traceparent.
    const started = startSpan(`send ${command.subject}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'messaging.system': 'nats',
        'messaging.operation.name': 'request',
        'messaging.destination.name': command.subject,
      },
    });
    if (!started) return this.send(command, data, meta, timeoutMs);
    try {
      const reply = await this.send(command, data, { ...meta, ...traceFieldsOf(started.context) }, timeoutMs);
      endSpan(started.span);
      return reply;
    } catch (error) {
      const code = error instanceof RpcCallError ? error.code : 'INTERNAL';
      endSpan(started.span, {
        errorCode: code,
        unexpected: code === 'INTERNAL' || code.startsWith('UPSTREAM.'),
        error,
      });
      throw error;
    }
  }

  private async send<C extends Command>(
    command: C,
    data: CommandRequest<C>,
    meta: RpcCallMeta,
    timeoutMs: number,
  ): Promise<CommandReply<C>> {
    const { subject } = command;
    const connection = this.connection;
    if (!connection || !this.connected) throw new RpcCallError('UPSTREAM.UNAVAILABLE');

    const natsHeaders = headers();
    natsHeaders.set(CORRELATION_HEADER, meta.correlationId);
    let message;
    try {
      message = await connection.request(subject, encodeNestRequest(subject, { meta, data }), {
        timeout: timeoutMs,
        headers: natsHeaders,
      });
    } catch (error) {
      if (error instanceof TimeoutError) throw new RpcCallError('UPSTREAM.TIMEOUT', { cause: error });
      if (error instanceof RequestError && error.isNoResponders()) {
        throw new RpcCallError('UPSTREAM.UNAVAILABLE', { cause: error });
      }
      this.logger.warn({ err: error, subject, correlationId: meta.correlationId }, 'NATS request failed');
      throw new RpcCallError('UPSTREAM.UNAVAILABLE', { cause: error });
    }

    const decoded = decodeNestReply(message.data);
    if (decoded.kind === 'broken') {
      throw new RpcCallError('INTERNAL', { cause: new Error(`${subject}: ${decoded.detail}`) });
    }
    const { reply } = decoded;
    if (!reply.ok) {
      throw new RpcCallError(reply.error.code, { message: reply.error.message, fields: reply.error.fields });
    }
    const checked = command.reply.safeParse(reply.data);
    if (!checked.success) {
      throw new RpcCallError('INTERNAL', {
        cause: new Error(`${subject}: reply does not match the contract: ${checked.error.message}`),
      });
    }
    return checked.data as CommandReply<C>;
  }

  /** For readiness checks: a round trip to the NATS server within `timeoutMs`. */
  async isReachable(timeoutMs: number): Promise<boolean> {
    const connection = this.connection;
    if (!connection || !this.connected) return false;
    return withTimeout(
      connection.rtt().then(() => true),
      timeoutMs,
    ).catch(() => false);
  }

  private async connectUntilClosed(): Promise<void> {
    const { nats, name } = this.options;
    let warned = false;
    while (!this.shuttingDown) {
      try {
        const connection = await connect({
          ...natsConnectionOptions(nats, name),
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
        this.logger.log(`Connected to NATS at ${nats.url}${nats.user ? ` as ${nats.user}` : ''}`);
        void this.followStatus(connection);
        return;
      } catch (error) {
        if (!warned) this.logger.warn({ err: error }, `NATS at ${nats.url} unreachable; retrying`);
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
