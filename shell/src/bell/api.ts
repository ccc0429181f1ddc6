import { notificationApi } from '@hp/contracts';
import { apiRequest } from '@hp/shell-sdk';

/** The bell's three calls (the spec's paths), with the session's bearer token. */
export const listNotifications = () => apiRequest(notificationApi.getNotifications);
export const readNotification = (notificationId: string) =>
  apiRequest(notificationApi.readNotification, { notificationId });
export const readAllNotifications = () => apiRequest(notificationApi.readAllNotifications);
