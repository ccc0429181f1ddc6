import { z } from '../common/zod.js';

/**
 * In-app notifications (the bell): the spec's Notification entity (`_id, message, read, createdAt, status,
 * alternativeTime?, adminNote?`) and list response (`success, data.notifications, data.pagination.unreadCount`).
 * Beyond the spec: `kind` and `values`, so that the bell shows the message in the reader's language (the English
 * `message` is the template of its kind filled with `values`), and keyset pages (`cursor`, `nextCursor`).
 */

/** What a notification is about; each kind has one English template (NOTIFICATION_TEMPLATES). */
export const NOTIFICATION_KINDS = [
  'consultation-approved',
  'consultation-alternative',
  'consultation-rejected',
  'prescription-received',
  'provider-approved',
  'payment-received',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * The English text of each kind, `{name}` filled from the notification's `values`. These strings are also the
 * message ids of the shell's catalogues (its Hindi texts), so a changed template shows as a missing translation.
 */
export const NOTIFICATION_TEMPLATES: Readonly<Record<NotificationKind, string>> = {
  'consultation-approved': 'Your consultation at {clinic} on {date} at {time} has been approved.',
  'consultation-alternative':
    'Your consultation at {clinic} has been approved for another time. Please accept or decline it.',
  'consultation-rejected': 'Your consultation request at {clinic} has been rejected.',
  'prescription-received': 'A new prescription from {patient} has arrived.',
  'provider-approved': 'Your registration as {name} has been approved. Welcome!',
  'payment-received': 'Payment of ₹{amount} received.',
};

/** The English message of a kind with its values (what `message` holds). */
export function notificationMessage(
  kind: NotificationKind,
  values: Readonly<Record<string, string>>,
): string {
  return NOTIFICATION_TEMPLATES[kind].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The marker's status: approved is shown green, anything else red (the spec). */
export const NOTIFICATION_STATUSES = ['approved', 'rejected', 'received', 'paid'] as const;
export const NotificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof NotificationStatusSchema>;

export const NotificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  status: NotificationStatusSchema,
  alternativeTime: z.optional(z.string()),
  adminNote: z.optional(z.string()),
  kind: NotificationKindSchema,
  values: z.record(z.string(), z.string()),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATION_PAGE_MAX = 100;

/** GET /api/notifications/get-notifications: newest first; `cursor` is the previous page's `nextCursor`. */
export const NotificationListQuerySchema = z.object({
  cursor: z.optional(z.uuid('Not a valid page cursor')),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(NOTIFICATION_PAGE_MAX)), 20),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

export const NotificationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    notifications: z.array(NotificationSchema),
    pagination: z.object({
      unreadCount: z.number().check(z.int(), z.gte(0)),
      nextCursor: z.nullable(z.string()),
    }),
  }),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const ReadNotificationRequestSchema = z.object({
  notificationId: z.uuid('Not a notification id'),
});
export type ReadNotificationRequest = z.infer<typeof ReadNotificationRequestSchema>;

export const ReadNotificationResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ notification: NotificationSchema, unreadCount: z.number().check(z.int(), z.gte(0)) }),
});
export type ReadNotificationResponse = z.infer<typeof ReadNotificationResponseSchema>;

/** The mark-all call has no body; the command carries nothing but the caller (from the token). */
export const ReadAllNotificationsRequestSchema = z.object({});

export const ReadAllNotificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ updated: z.number().check(z.int(), z.gte(0)), unreadCount: z.literal(0) }),
});
export type ReadAllNotificationsResponse = z.infer<typeof ReadAllNotificationsResponseSchema>;

/**
 * notification.evt.created.v1: a notification was stored for `recipientId` (an account id). Written through the
 * outbox with the notification; the gateways read it with a plain (fan-out) subscription and push it to that
 * account's open streams.
 */
export const NotificationCreatedEventSchema = z.object({
  recipientId: z.string(),
  notification: NotificationSchema,
});
export type NotificationCreatedEvent = z.infer<typeof NotificationCreatedEventSchema>;

/**
 * GET /api/notifications/stream: Server-Sent Events. Each `notification` event's data is a Notification; `ready`
 * opens the stream, comment lines are heartbeats, and the stream ends when the token expires (`expired`).
 */
export const NOTIFICATION_STREAM_EVENTS = {
  ready: 'ready',
  notification: 'notification',
  expired: 'expired',
} as const;
/** The reconnect delay the stream asks of the browser (`retry:`), and how often it sends a heartbeat. */
export const NOTIFICATION_STREAM_RETRY_MS = 3_000;
export const NOTIFICATION_STREAM_HEARTBEAT_MS = 20_000;
/** The 30-second poll of the spec, the fallback while the stream is down. */
export const NOTIFICATION_POLL_MS = 30_000;

export const NotificationStreamResponseSchema = z.string();
