import { Module } from '@nestjs/common';
import { NOTIFICATION_CONSUMERS } from './notification-consumers.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsHandler } from './notifications.handler.js';
import { NotificationsRepository } from './notifications.repository.js';

/** The bell: notifications made from other services' events, and the three calls on one's own. */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsHandler, ...NOTIFICATION_CONSUMERS],
  exports: [...NOTIFICATION_CONSUMERS],
})
export class NotificationsModule {}
