import { Injectable } from '@nestjs/common';
import type { DirectoryQuery, DirectoryResponse } from '@hp/contracts';
import { directoryResponseOf } from './listing-query.js';
import { ListingsCache } from './listings.cache.js';
import { ListingsRepository } from './listings.repository.js';

/** directory.query.approved-providers.v1: the public directory's page(s), from the cache when it has them. */
@Injectable()
export class ApprovedProvidersHandler {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly cache: ListingsCache,
  ) {}

  async execute(query: DirectoryQuery): Promise<DirectoryResponse> {
    const cached = this.cache.enabled ? await this.cache.get(query) : null;
    if (cached?.answer) return cached.answer;
    const answer = directoryResponseOf(await this.listings.find(query), query);
    if (cached) await this.cache.set(cached.generation, query, answer);
    return answer;
  }
}
