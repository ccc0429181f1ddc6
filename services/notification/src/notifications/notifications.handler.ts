import { Injectable } from '@nestjs/common';
import {
  RoleSchema,
  type NotificationListQuery,
  type NotificationListResponse,
  type ReadAllNotificationsResponse,
  type ReadNotificationResponse,
} from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import { NotificationsRepository, viewOf } from './notifications.repository.js';

/** The caller's account: the token's subject as the gateway sent it; any signed-in role has a bell. */
export function recipientOf(meta: RpcMeta): string {
  const actor = meta.actor;
  if (!actor || !RoleSchema.safeParse(actor.role).success) throw new DomainError('AUTH.UNAUTHENTICATED');
  return actor.id;
}

/** Another account's notification (or none) is the same 404: ids of others' notifications are not confirmed. */
const noSuchNotification = () => new DomainError('NOT_FOUND', 'No such notification.');

/** The bell's three calls, always on the caller's own notifications. */
@Injectable()
export class NotificationsHandler {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(query: NotificationListQuery, meta: RpcMeta): Promise<NotificationListResponse> {
    const recipientId = recipientOf(meta);
    const limit = Number(query.limit ?? 20);
    const [rows, unreadCount] = await Promise.all([
      this.notifications.page(recipientId, limit, query.cursor),
      this.notifications.unreadCount(recipientId),
    ]);
    const page = rows.slice(0, limit);
    return {
      success: true,
      data: {
        notifications: page.map(viewOf),
        pagination: { unreadCount, nextCursor: rows.length > limit ? page[page.length - 1]!.id : null },
      },
    };
  }

  async read(notificationId: string, meta: RpcMeta): Promise<ReadNotificationResponse> {
    const recipientId = recipientOf(meta);
    const row = await this.notifications.markRead(recipientId, notificationId);
    if (!row) throw noSuchNotification();
    return {
      success: true,
      data: { notification: viewOf(row), unreadCount: await this.notifications.unreadCount(recipientId) },
    };
  }

  async readAll(meta: RpcMeta): Promise<ReadAllNotificationsResponse> {
    const updated = await this.notifications.markAllRead(recipientOf(meta));
    return { success: true, data: { updated, unreadCount: 0 } };
  }
}
