import { apiRequest } from '@hp/shell-sdk';
import { reminderApi } from '@hp/contracts';

/**
 * The reminder link's calls (/reminder/:token). Public: the signed token in the link is the credential, so they work
 * for a visitor with no session.
 */
export const fetchReminderLink = (token: string, signal?: AbortSignal) =>
  apiRequest(reminderApi.reminderLink, undefined, { params: { token }, ...(signal ? { signal } : {}) });

export const confirmByReminder = (token: string) =>
  apiRequest(reminderApi.reminderConfirm, undefined, { params: { token } });

export const cancelByReminder = (token: string) =>
  apiRequest(reminderApi.reminderCancel, undefined, { params: { token } });

/**
 * The shape of a token the notification service makes (the contract's ReminderTokenParamsSchema, without zod in the
 * page): a link cut short or mistyped is told apart at once, without a call the gateway would refuse with 400.
 */
export const REMINDER_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
