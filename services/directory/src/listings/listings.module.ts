import { Module } from '@nestjs/common';
import { ApprovedProvidersHandler } from './approved-providers.handler.js';
import { ProviderApprovedConsumer, ProviderRejectedConsumer } from './listing-events.consumer.js';
import { ListingsCache } from './listings.cache.js';
import { ListingsController } from './listings.controller.js';
import { ListingsRepository } from './listings.repository.js';
import { PublishedProvidersHandler } from './published-providers.handler.js';

@Module({
  controllers: [ListingsController],
  providers: [
    ListingsRepository,
    ListingsCache,
    ApprovedProvidersHandler,
    PublishedProvidersHandler,
    ProviderApprovedConsumer,
    ProviderRejectedConsumer,
  ],
})
export class ListingsModule {}
