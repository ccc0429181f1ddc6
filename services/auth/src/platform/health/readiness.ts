import { Injectable } from '@nestjs/common';
import { JetStreamService } from '../events/jetstream.service.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { RedisService } from '../redis/redis.provider.js';

const CHECK_TIMEOUT_MS = 2000;

export type CheckResults = Record<string, 'ok' | 'unavailable'>;

/** What /readyz reports: every dependency the service cannot work without. */
@Injectable()
export class Readiness {
  constructor(
    private readonly prisma: PrismaService,
    private readonly redis: RedisService,
    private readonly jetStream: JetStreamService,
  ) {}

  async check(): Promise<{ ready: boolean; checks: CheckResults }> {
    const [db, redis, nats] = await Promise.all([
      probe(() => this.prisma.ping()),
      probe(async () => void (await this.redis.ping())),
      probe(() => this.jetStream.ping()),
    ]);
    const checks: CheckResults = { db, redis, nats };
    return { ready: Object.values(checks).every((result) => result === 'ok'), checks };
  }
}

async function probe(check: () => Promise<void>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
