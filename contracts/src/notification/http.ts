import { Role } from '../common/roles.js';
import { defineRoutes } from '../http/route.js';
import {
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationStreamResponseSchema,
  ReadNotificationRequestSchema,
  ReadNotificationResponseSchema,
  ReadAllNotificationsResponseSchema,
} from './notifications.js';
import { notificationCommands } from './subjects.js';

const tag = 'Notifications';
/** Every signed-in role has a bell; each reads and changes only its own notifications. */
const signedIn = [Role.User, Role.Provider, Role.Admin] as const;

/** The bell (the spec's three notification calls) and its live stream. */
export const notificationRoutes = defineRoutes({
  getNotifications: {
    method: 'GET',
    path: '/api/notifications/get-notifications',
    tag,
    access: signedIn,
    summary:
      "The signed-in account's notifications, newest first, with the unread count (`data.pagination.unreadCount`); `cursor` (the previous page's `nextCursor`) for older ones",
    query: NotificationListQuerySchema,
    response: NotificationListResponseSchema,
    successStatus: 200,
    command: notificationCommands.list,
  },
  readNotification: {
    method: 'POST',
    path: '/api/notifications/read-notification',
    tag,
    access: signedIn,
    summary: "Mark one of the signed-in account's notifications read (another account's is a 404)",
    body: ReadNotificationRequestSchema,
    response: ReadNotificationResponseSchema,
    successStatus: 200,
    command: notificationCommands.read,
  },
  readAllNotifications: {
    method: 'POST',
    path: '/api/notifications/read-all-notifications',
    tag,
    access: signedIn,
    summary: 'Mark every notification of the signed-in account read (no body)',
    response: ReadAllNotificationsResponseSchema,
    successStatus: 200,
    command: notificationCommands.readAll,
  },
  notificationStream: {
    method: 'GET',
    path: '/api/notifications/stream',
    tag,
    access: signedIn,
    summary:
      'Server-Sent Events (text/event-stream) for the signed-in account: `event: notification` with a Notification as data the moment one is created, a comment line every 20 s, `retry: 3000`; the stream ends when the access token expires (`event: expired`) or the session is logged out. Read it with fetch and the bearer token (docs/decisions.md)',
    response: NotificationStreamResponseSchema,
    successStatus: 200,
  },
});
