import { defineCommand, defineEvent } from '../messaging/define.js';
import {
  NotificationCreatedEventSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  ReadAllNotificationsRequestSchema,
  ReadAllNotificationsResponseSchema,
  ReadNotificationRequestSchema,
  ReadNotificationResponseSchema,
} from './notifications.js';

/** The bell's calls: the caller is always the token's account (RpcMeta.actor), never a field of the request. */
export const notificationCommands = {
  list: defineCommand({
    subject: 'notification.query.list.v1',
    request: NotificationListQuerySchema,
    reply: NotificationListResponseSchema,
  }),
  read: defineCommand({
    subject: 'notification.cmd.read.v1',
    request: ReadNotificationRequestSchema,
    reply: ReadNotificationResponseSchema,
  }),
  readAll: defineCommand({
    subject: 'notification.cmd.read-all.v1',
    request: ReadAllNotificationsRequestSchema,
    reply: ReadAllNotificationsResponseSchema,
  }),
} as const;

export const notificationEvents = {
  created: defineEvent({ subject: 'notification.evt.created.v1', schema: NotificationCreatedEventSchema }),
} as const;
