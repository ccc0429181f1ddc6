import { Role } from '../common/role-codes.js';
import { clientRoutes } from '../http/client-route.js';
import type { notificationRoutes } from './http.js';
import type { reminderRoutes } from './reminders.js';

const signedIn = [Role.User, Role.Provider, Role.Admin] as const;

/** The browser's view of `notificationRoutes` (no schemas; see `http/client-route.ts`). */
export const notificationApi = clientRoutes<typeof notificationRoutes>()({
  getNotifications: {
    method: 'GET',
    path: '/api/notifications/get-notifications',
    access: signedIn,
    query: true,
  },
  readNotification: { method: 'POST', path: '/api/notifications/read-notification', access: signedIn },
  readAllNotifications: {
    method: 'POST',
    path: '/api/notifications/read-all-notifications',
    access: signedIn,
  },
  notificationStream: { method: 'GET', path: '/api/notifications/stream', access: signedIn },
});

/** The browser's view of `reminderRoutes`: the reminder link's page, and (for completeness) WhatsApp's webhook. */
export const reminderApi = clientRoutes<typeof reminderRoutes>()({
  reminderLink: { method: 'GET', path: '/api/reminders/:token', access: 'public', params: true },
  reminderConfirm: { method: 'POST', path: '/api/reminders/:token/confirm', access: 'public', params: true },
  reminderCancel: { method: 'POST', path: '/api/reminders/:token/cancel', access: 'public', params: true },
  whatsAppWebhookVerify: {
    method: 'GET',
    path: '/api/notifications/whatsapp/webhook',
    access: 'public',
    query: true,
  },
  whatsAppWebhook: { method: 'POST', path: '/api/notifications/whatsapp/webhook', access: 'public' },
});
