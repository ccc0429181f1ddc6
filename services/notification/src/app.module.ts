import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { NotificationConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';

@Module({})
export class AppModule {
  static forRoot(config: NotificationConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({ service: 'notification', config, database: PrismaService }),
        // feature modules here
      ],
    };
  }
}
