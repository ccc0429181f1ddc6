import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { RedisConfig } from '../config/service-config.js';
import { withTimeout } from '../health/with-timeout.js';
import { SERVICE_CONFIG } from '../platform-options.js';

/** Injection token of extra ioredis options for RedisService (for example `failFastRedisOptions`). */
export const REDIS_OPTIONS = Symbol('REDIS_OPTIONS');

/**
 * For a process that answers requests (the gateway): no offline queue and a command timeout, so while Redis is
 * down a command fails at once instead of waiting for a reconnect, and the request answers 503 rather than hanging.
 */
export const failFastRedisOptions: RedisOptions = {
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
};

/** The shared Redis (OTPs, caches, session revocations, rate-limit counters). */
@Injectable()
export class RedisService extends Redis implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  private scripts = 0;

  constructor(
    @Inject(SERVICE_CONFIG) config: RedisConfig,
    @Optional() @Inject(REDIS_OPTIONS) options: RedisOptions = {},
  ) {
    super(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, ...options });
    // One warning per outage instead of ioredis's unhandled-error line at every retry.
    let warned = false;
    this.on('error', (error: Error) => {
      if (!warned)
        this.logger.warn(
          { err: error },
          `Redis at ${withoutPassword(config.REDIS_URL)} unreachable; retrying`,
        );
      warned = true;
    });
    this.on('ready', () => {
      warned = false;
      this.logger.log('Connected to Redis');
    });
  }

  /**
   * A Lua script on one key, sent by its SHA (EVALSHA) once Redis knows it, so requests do not carry its text.
   * Call it as `script(key, ...args)`.
   */
  defineKeyScript<Reply>(lua: string): (key: string, ...args: string[]) => Promise<Reply> {
    const name = `keyScript${++this.scripts}`;
    this.defineCommand(name, { numberOfKeys: 1, lua });
    const commands = this as unknown as Record<string, (...args: string[]) => Promise<Reply>>;
    return (key, ...args) => commands[name]!(key, ...args);
  }

  /** For readiness checks: a PING answered within `timeoutMs`. */
  async isReachable(timeoutMs: number): Promise<boolean> {
    return withTimeout(this.ping(), timeoutMs).then(
      () => true,
      () => false,
    );
  }

  /** After the server stopped taking work, so requests still in flight keep their connection. */
  async onApplicationShutdown(): Promise<void> {
    if (this.status === 'ready') await this.quit().catch(() => undefined);
    this.disconnect();
  }
}

function withoutPassword(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
