import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { PrescriptionConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { ProviderApprovedConsumer, ProviderRejectedConsumer } from './providers/provider-events.consumer.js';
import { SubmissionsModule } from './submissions/submissions.module.js';

@Module({})
export class AppModule {
  static forRoot(config: PrescriptionConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({
          service: 'prescription',
          config,
          database: PrismaService,
          storage: true,
          consumers: [ProviderApprovedConsumer, ProviderRejectedConsumer],
        }),
        SubmissionsModule,
      ],
    };
  }
}
