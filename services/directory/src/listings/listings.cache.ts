import { Inject, Injectable, Logger } from '@nestjs/common';
import { RedisService, SERVICE_CONFIG } from '@hp/service-platform';
import type { DirectoryQuery, DirectoryResponse } from '@hp/contracts';
import type { DirectoryConfig } from '../config.js';

/** A cache that does not answer within this time counts as a miss: the directory answers from Postgres. */
const REDIS_TIMEOUT_MS = 250;

/** Longer than DIRECTORY_CACHE_SECONDS may be (3600). */
const GENERATION_SECONDS = 86_400;

/** GET the generation, then the entry stored under it, in one round trip. */
const READ_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('GET', ARGV[1] .. generation .. ':' .. ARGV[2]) }`;

export interface CachedAnswer {
  generation: string;
  answer: DirectoryResponse | null;
}

/**
 * Answers kept a few seconds in the platform's Redis, under a generation number that every approval or
 * rejection raises once its transaction committed: the entries of older generations are never read again and
 * expire. A reader that read the old generation before the commit may store the old answer under it; nobody reads
 * that generation afterwards. The keys carry the database's name, so two directories (tests, the bench) sharing
 * one Redis never read each other's answers.
 */
@Injectable()
export class ListingsCache {
  private readonly logger = new Logger(ListingsCache.name);
  private readonly prefix: string;
  private readonly generationKey: string;
  private readonly seconds: number;
  private readonly read: (key: string, ...args: string[]) => Promise<[string, string | null]>;

  constructor(
    private readonly redis: RedisService,
    @Inject(SERVICE_CONFIG) config: DirectoryConfig,
  ) {
    const keys = cacheKeysFor(config);
    this.prefix = keys.answers;
    this.generationKey = keys.generation;
    this.seconds = config.DIRECTORY_CACHE_SECONDS;
    this.read = redis.defineKeyScript<[string, string | null]>(READ_SCRIPT);
  }

  get enabled(): boolean {
    return this.seconds > 0;
  }

  async get(query: DirectoryQuery): Promise<CachedAnswer | null> {
    const found = await this.bounded(this.read(this.generationKey, this.prefix, keyOf(query)), 'read');
    if (!found) return null;
    const [generation, text] = found;
    return { generation, answer: text === null ? null : (JSON.parse(text) as DirectoryResponse) };
  }

  async set(generation: string, query: DirectoryQuery, answer: DirectoryResponse): Promise<void> {
    const key = `${this.prefix}${generation}:${keyOf(query)}`;
    await this.bounded(this.redis.set(key, JSON.stringify(answer), 'EX', this.seconds), 'write');
  }

  /** After an approval or a rejection committed: every stored answer is out of date. */
  async invalidate(): Promise<void> {
    // The generation expires a day after its last change (longer than any answer lives, so a reset to 0 finds no
    // answer of an old 0): directories that are gone (test databases) leave nothing behind.
    await this.redis.multi().incr(this.generationKey).expire(this.generationKey, GENERATION_SECONDS).exec();
  }

  private async bounded<T>(work: Promise<T>, what: string): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)),
        REDIS_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      this.logger.warn({ err: error }, `Directory cache ${what} failed; answering from the database`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The cache's keys, by the directory's database name. */
function cacheKeysFor(config: Pick<DirectoryConfig, 'DIRECTORY_DATABASE_URL'>) {
  const database = new URL(config.DIRECTORY_DATABASE_URL).pathname.slice(1);
  return { answers: `directory:${database}:answers:`, generation: `directory:${database}:generation` };
}

/** The query's parameters in a fixed order (the same query, the same key). */
const keyOf = (query: DirectoryQuery) =>
  JSON.stringify([
    query.type ?? null,
    query.q?.toLowerCase() ?? null,
    query.area?.toLowerCase() ?? null,
    query.specialization?.toLowerCase() ?? null,
    query.emi ?? null,
    query.insurance ?? null,
    query.limit,
    query.cursor ?? null,
  ]);
