import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../config.js';
import { withTimeout } from '../with-timeout.js';

/**
 * The gateway's Redis connection (session revocations, rate-limit counters).
 * No offline queue and a command timeout: while Redis is down a command fails at once instead of
 * waiting for a reconnect, so a request answers 503 rather than hanging.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisConnection.name);
  readonly client: Redis;
  private scripts = 0;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = new Redis(config.REDIS_URL, {
      connectionName: 'gateway',
      // Commands issued in the same event-loop turn (rate limits, revocation checks of concurrent requests)
      // leave in one write instead of one system call each.
      enableAutoPipelining: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      // How long a closing socket may linger; the default 2 s also keeps the process alive after shutdown.
      disconnectTimeout: 200,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    let warned = false;
    this.client.on('error', (error: Error) => {
      if (!warned) this.logger.warn({ err: error }, `Redis at ${config.REDIS_URL} unreachable; retrying`);
      warned = true;
    });
    this.client.on('ready', () => {
      warned = false;
      this.logger.log('Connected to Redis');
    });
  }

  /**
   * A Lua script on one key, sent by its SHA (EVALSHA) once Redis knows it, so requests do not carry its text.
   * Call it as `script(key, ...args)`.
   */
  script<Reply>(lua: string): (key: string, ...args: string[]) => Promise<Reply> {
    const name = `script${++this.scripts}`;
    this.client.defineCommand(name, { numberOfKeys: 1, lua });
    const client = this.client as unknown as Record<string, (...args: string[]) => Promise<Reply>>;
    return (key, ...args) => client[name]!(key, ...args);
  }

  async isReachable(timeoutMs: number): Promise<boolean> {
    return withTimeout(this.client.ping(), timeoutMs).then(
      () => true,
      () => false,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client.status === 'ready') await this.client.quit().catch(() => undefined);
    this.client.disconnect();
  }
}
