import { Inject, Injectable, Optional } from '@nestjs/common';
import { DATABASE, type Database } from '../database/database.js';
import { JetStreamConnection } from '../events/jetstream.connection.js';
import { RedisService } from '../redis/redis.service.js';
import { withTimeout } from './with-timeout.js';

const CHECK_TIMEOUT_MS = 2000;

export type CheckResults = Record<string, 'ok' | 'unavailable'>;

/** A dependency the service cannot work without; /readyz reports each by name. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** What /readyz reports: NATS always; the database and Redis when the service has them. */
@Injectable()
export class Readiness {
  private readonly checks: ReadinessCheck[];

  constructor(
    jetStream: JetStreamConnection,
    @Optional() @Inject(DATABASE) database?: Database,
    @Optional() redis?: RedisService,
  ) {
    this.checks = [{ name: 'nats', check: () => jetStream.ping() }];
    if (database)
      this.checks.push({ name: 'db', check: async () => void (await database.$queryRaw`SELECT 1`) });
    if (redis) this.checks.push({ name: 'redis', check: async () => void (await redis.ping()) });
  }

  /** Adds a check of the service's own (an external API, a bucket). */
  add(check: ReadinessCheck): void {
    this.checks.push(check);
  }

  async check(): Promise<{ ready: boolean; checks: CheckResults }> {
    const results = await Promise.all(
      this.checks.map(
        async (dependency) => [dependency.name, await probe(() => dependency.check())] as const,
      ),
    );
    const checks: CheckResults = Object.fromEntries(results);
    return { ready: results.every(([, result]) => result === 'ok'), checks };
  }
}

async function probe(check: () => Promise<void>): Promise<'ok' | 'unavailable'> {
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'unavailable';
  }
}
