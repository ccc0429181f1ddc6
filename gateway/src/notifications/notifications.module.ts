import { Module } from '@nestjs/common';
import { LiveNotifications } from './live-notifications.js';
import { NotificationStreamRoutes } from './notification-stream-routes.js';

/** The live bell: the notification stream (Server-Sent Events) and its fan-out from NATS. */
@Module({
  providers: [LiveNotifications, NotificationStreamRoutes],
  exports: [LiveNotifications, NotificationStreamRoutes],
})
export class NotificationsModule {}
