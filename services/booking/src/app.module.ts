import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { BookingConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';

@Module({})
export class AppModule {
  static forRoot(config: BookingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({ service: 'booking', config, database: PrismaService }),
        // feature modules here
      ],
    };
  }
}
