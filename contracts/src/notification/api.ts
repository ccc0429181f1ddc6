import { Role } from '../common/role-codes.js';
import { clientRoutes } from '../http/client-route.js';
import type { notificationRoutes } from './http.js';

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
