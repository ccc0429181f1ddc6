import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { NotificationConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { NOTIFICATION_CONSUMERS } from './notifications/notification-consumers.js';
import { NotificationsModule } from './notifications/notifications.module.js';

@Module({})
export class AppModule {
  static forRoot(config: NotificationConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServicePlatformModule.forRoot({
          service: 'notification',
          config,
          database: PrismaService,
          consumers: [...NOTIFICATION_CONSUMERS],
        }),
        NotificationsModule,
      ],
    };
  }
}
