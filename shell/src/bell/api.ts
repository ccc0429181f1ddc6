import { notificationRoutes } from '@hp/contracts';
import { apiRequest } from '@hp/shell-sdk';

/** The bell's three calls (the spec's paths), with the session's bearer token. */
export const listNotifications = () => apiRequest(notificationRoutes.getNotifications);
export const readNotification = (notificationId: string) =>
  apiRequest(notificationRoutes.readNotification, { notificationId });
export const readAllNotifications = () => apiRequest(notificationRoutes.readAllNotifications);
