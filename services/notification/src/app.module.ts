import { Module, type DynamicModule } from '@nestjs/common';
import { ServicePlatformModule } from '@hp/service-platform';
import type { NotificationConfig } from './config.js';
import { PrismaService } from './database/prisma.service.js';
import { NOTIFICATION_CONSUMERS } from './notifications/notification-consumers.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { MAIL_CONSUMERS } from './mail/mail-consumers.js';
import { MailModule } from './mail/mail.module.js';
import { REMINDER_CONSUMERS } from './reminders/reminder-consumers.js';
import { RemindersModule } from './reminders/reminders.module.js';

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
          mailer: true,
          consumers: [...NOTIFICATION_CONSUMERS, ...MAIL_CONSUMERS, ...REMINDER_CONSUMERS],
        }),
        NotificationsModule,
        MailModule,
        RemindersModule,
      ],
    };
  }
}
