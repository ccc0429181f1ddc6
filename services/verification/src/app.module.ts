import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { VerificationConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { ProvidersModule } from './providers/providers.module.js';

@Module({})
export class AppModule {
  static forRoot(config: VerificationConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({
          service: 'verification',
          config,
          database: PrismaService,
          storage: true,
          redact: ['*.registration.password'],
        }),
        ProvidersModule,
      ],
    };
  }
}
