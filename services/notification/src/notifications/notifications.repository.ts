import { Injectable } from '@nestjs/common';
import {
  notificationEvents,
  type Notification,
  type NotificationKind,
  type NotificationStatus,
} from '@hp/contracts';
import { newEvent, writeToOutbox } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Notification as NotificationRow, Prisma } from '../generated/prisma/client.js';
import { messageOf, type NotificationDraft } from './notification-drafts.js';

export type Tx = Prisma.TransactionClient;

/** The spec's Notification (`_id`, ...) of a row. */
export function viewOf(row: NotificationRow): Notification {
  return {
    _id: row.id,
    message: row.message,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    status: row.status as NotificationStatus,
    ...(row.alternativeTime !== null ? { alternativeTime: row.alternativeTime } : {}),
    ...(row.adminNote !== null ? { adminNote: row.adminNote } : {}),
    kind: row.kind as NotificationKind,
    values: row.values as Record<string, string>,
  };
}

/** notification.evt.created.v1 of a new notification: every gateway pushes it to its recipient's open streams. */
export const createdEvent = (recipientId: string, notification: Notification, correlationId: string) =>
  newEvent(notificationEvents.created, { recipientId, notification }, correlationId);

/** Every query names the recipient: an account reads and changes only its own notifications. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Stores the notification with its notification.evt.created.v1 in the consumer's transaction (the one that
   * records the source event as processed). The same source event twice stores nothing the second time.
   */
  async create(tx: Tx, draft: NotificationDraft, sourceEventId: string, correlationId: string) {
    const row = await tx.notification.create({
      data: {
        recipientId: draft.recipientId,
        kind: draft.kind,
        status: draft.status,
        message: messageOf(draft),
        values: draft.values,
        alternativeTime: draft.alternativeTime ?? null,
        adminNote: draft.adminNote ?? null,
        sourceEventId,
      },
    });
    const notification = viewOf(row);
    await writeToOutbox(tx, createdEvent(draft.recipientId, notification, correlationId));
    return notification;
  }

  /** Newest first, `limit` of them, older than `cursor` (an id of the recipient's); one more tells a next page. */
  page(recipientId: string, limit: number, cursor?: string) {
    return this.prisma.notification.findMany({
      where: { recipientId, ...(cursor ? { id: { lt: cursor } } : {}) },
      orderBy: { id: 'desc' },
      take: limit + 1,
    });
  }

  unreadCount(recipientId: string) {
    return this.prisma.notification.count({ where: { recipientId, readAt: null } });
  }

  /** Marks it read (once: the first time stays); null when the recipient has no such notification. */
  async markRead(recipientId: string, id: string, now = new Date()) {
    await this.prisma.notification.updateMany({
      where: { id, recipientId, readAt: null },
      data: { readAt: now },
    });
    return this.prisma.notification.findFirst({ where: { id, recipientId } });
  }

  async markAllRead(recipientId: string, now = new Date()) {
    const { count } = await this.prisma.notification.updateMany({
      where: { recipientId, readAt: null },
      data: { readAt: now },
    });
    return count;
  }
}
