import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { PrescriptionConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';

@Module({})
export class AppModule {
  static forRoot(config: PrescriptionConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({ service: 'prescription', config, database: PrismaService }),
        // feature modules here
      ],
    };
  }
}
