import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { DirectoryConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { ProviderApprovedConsumer, ProviderRejectedConsumer } from './listings/listing-events.consumer.js';
import { ListingsModule } from './listings/listings.module.js';

@Module({})
export class AppModule {
  static forRoot(config: DirectoryConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({
          service: 'directory',
          config,
          database: PrismaService,
          redis: true,
          consumers: [ProviderApprovedConsumer, ProviderRejectedConsumer],
        }),
        ListingsModule,
      ],
    };
  }
}
