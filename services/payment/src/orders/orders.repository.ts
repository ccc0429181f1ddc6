import { Injectable } from '@nestjs/common';
import type { OrderStatus } from '@hp/contracts';
import { isUniqueViolation, writeToOutbox, type PendingEvent } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Order, Prisma } from '../generated/prisma/client.js';
import { MOVES_FROM, type Outcome } from './order-transitions.js';

export type { Order };

export type NewOrder = Omit<
  Order,
  | 'status'
  | 'pluralOrderId'
  | 'redirectUrl'
  | 'failureReason'
  | 'checkedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'billingAddress'
> & { billingAddress: Record<string, string> };

export interface ReceivedWebhook {
  id: string;
  eventType: string;
  orderRef: string | undefined;
  payload: unknown;
}

@Injectable()
export class OrdersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores a new order (status created); undefined when an order with this idempotency key exists. */
  async create(order: NewOrder): Promise<Order | undefined> {
    try {
      return await this.prisma.order.create({
        data: { ...order, billingAddress: order.billingAddress },
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  findByReference(reference: string): Promise<Order | null> {
    return this.prisma.order.findUnique({ where: { reference } });
  }

  findByIdempotencyKey(idempotencyKey: string): Promise<Order | null> {
    return this.prisma.order.findUnique({ where: { idempotencyKey } });
  }

  /** Plural made the order: the visitor pays at `redirectUrl`. */
  async markStarted(reference: string, pluralOrderId: string, redirectUrl: string): Promise<void> {
    await this.prisma.order.updateMany({
      where: { reference, status: 'created' },
      data: { status: 'pending', pluralOrderId, redirectUrl },
    });
  }

  /**
   * Moves the order to the outcome when its status allows (see MOVES_FROM), with the event in the same
   * transaction; returns the order as moved, or undefined when nothing moved. `webhook`, when given, is recorded
   * in that transaction too, so a webhook is handled exactly once; a webhook id seen before throws 'duplicate'.
   */
  async settle(
    reference: string,
    outcome: Outcome,
    reason: string | undefined,
    eventOf: (order: Order) => PendingEvent,
    webhook?: ReceivedWebhook,
  ): Promise<Order | undefined | 'duplicate'> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        if (webhook) await insertWebhook(tx, webhook);
        const from = MOVES_FROM[outcome] as OrderStatus[];
        const moved = await tx.order.updateMany({
          where: { reference, status: { in: from } },
          data: { status: outcome, ...(outcome === 'failed' ? { failureReason: reason ?? null } : {}) },
        });
        if (moved.count === 0) return undefined;
        const order = await tx.order.findUniqueOrThrow({ where: { reference } });
        await writeToOutbox(tx, eventOf(order));
        return order;
      });
    } catch (error) {
      if (webhook && isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  /** Records a webhook that moves nothing (an unknown order or event); false when its id was seen before. */
  async recordWebhook(webhook: ReceivedWebhook): Promise<boolean> {
    try {
      await insertWebhook(this.prisma, webhook);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Orders still open that were made before `before`: those never asked about first, then those asked about
   * longest ago, so a backlog larger than one pass is worked through rather than the same orders asked again.
   */
  findUnsettled(before: Date, limit = 100): Promise<Order[]> {
    return this.prisma.order.findMany({
      where: { status: { in: ['created', 'pending'] }, createdAt: { lt: before } },
      orderBy: [{ checkedAt: { sort: 'asc', nulls: 'first' } }, { createdAt: 'asc' }],
      take: limit,
    });
  }

  /** Plural still reports the order open: remembered so that the next pass asks about others first. */
  async markChecked(reference: string, at: Date): Promise<void> {
    await this.prisma.order.updateMany({ where: { reference }, data: { checkedAt: at } });
  }
}

/** The webhook's row; its id is the key, so a webhook seen before fails on it (isUniqueViolation). */
async function insertWebhook(
  db: Pick<Prisma.TransactionClient, 'webhook'>,
  webhook: ReceivedWebhook,
): Promise<void> {
  await db.webhook.create({
    data: {
      id: webhook.id,
      eventType: webhook.eventType,
      orderRef: webhook.orderRef ?? null,
      payload: webhook.payload as Prisma.InputJsonValue,
    },
  });
}
