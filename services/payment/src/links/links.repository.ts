import { Injectable } from '@nestjs/common';
import { paymentEvents, type PaymentLinkStatus } from '@hp/contracts';
import { isUniqueViolation, newEvent, writeToOutbox } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import type { PaymentLink, Prisma } from '../generated/prisma/client.js';
import type { ReceivedWebhook } from '../orders/orders.repository.js';
import { LINK_MOVES_FROM, type LinkOutcome } from './link-transitions.js';

export type { PaymentLink };
export type NewPaymentLink = Omit<
  PaymentLink,
  'status' | 'paidPaise' | 'pluralOrderId' | 'failureReason' | 'checkedAt' | 'createdAt' | 'updatedAt'
>;

/** payment.evt.payment-link-status.v1 for a link as it now stands (exported for the message pact's verification). */
export const statusEvent = (link: PaymentLink, at: Date, correlationId: string) =>
  newEvent(
    paymentEvents.paymentLinkStatus,
    {
      consultationId: link.consultationId,
      clinicId: link.clinicId,
      clinicAccountId: link.clinicAccountId,
      paymentLinkId: link.pluralLinkId,
      status: link.status,
      amountPaise: link.amountPaise,
      at: at.toISOString(),
    },
    correlationId,
    at,
  );

@Injectable()
export class LinksRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores a link Plural made (pending) with its event, in one transaction. */
  create(link: NewPaymentLink, now = new Date()): Promise<PaymentLink> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.paymentLink.create({ data: link });
      await writeToOutbox(tx, statusEvent(row, now, link.correlationId));
      return row;
    });
  }

  /** The link, only if `clinicAccountId` made it. */
  findOwn(pluralLinkId: string, clinicAccountId: string): Promise<PaymentLink | null> {
    return this.prisma.paymentLink.findFirst({ where: { pluralLinkId, clinicAccountId } });
  }

  /** By Plural's link id or, failing that, our reference (a webhook's order names one or the other). */
  async findForWebhook(pluralLinkId: string | undefined, reference: string | undefined) {
    if (pluralLinkId) {
      const byId = await this.prisma.paymentLink.findUnique({ where: { pluralLinkId } });
      if (byId) return byId;
    }
    return reference ? this.prisma.paymentLink.findUnique({ where: { reference } }) : null;
  }

  /**
   * Moves the link when its status allows (LINK_MOVES_FROM), with its event, in one transaction; the webhook, when
   * given, is recorded in it too (a webhook id seen before: 'duplicate'). Undefined when nothing moved.
   */
  async move(
    reference: string,
    outcome: LinkOutcome,
    change: { paidPaise?: number; pluralOrderId?: string; reason?: string },
    correlationId: string,
    now: Date,
    webhook?: ReceivedWebhook,
  ): Promise<PaymentLink | undefined | 'duplicate'> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        if (webhook) await insertWebhook(tx, webhook);
        const moved = await tx.paymentLink.updateMany({
          where: { reference, status: { in: [...LINK_MOVES_FROM[outcome]] as PaymentLinkStatus[] } },
          data: {
            status: outcome,
            ...(change.paidPaise !== undefined ? { paidPaise: change.paidPaise } : {}),
            ...(change.pluralOrderId ? { pluralOrderId: change.pluralOrderId } : {}),
            ...(outcome === 'failed' ? { failureReason: change.reason ?? null } : {}),
          },
        });
        if (moved.count === 0) return undefined;
        const row = await tx.paymentLink.findUniqueOrThrow({ where: { reference } });
        await writeToOutbox(tx, statusEvent(row, now, correlationId));
        return row;
      });
    } catch (error) {
      if (webhook && isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  /** Pending links made before `before`, never-asked first then asked longest ago. */
  findPending(before: Date, limit = 100): Promise<PaymentLink[]> {
    return this.prisma.paymentLink.findMany({
      where: { status: 'pending', createdAt: { lt: before } },
      orderBy: [{ checkedAt: { sort: 'asc', nulls: 'first' } }, { createdAt: 'asc' }],
      take: limit,
    });
  }

  async markChecked(reference: string, at: Date): Promise<void> {
    await this.prisma.paymentLink.updateMany({ where: { reference }, data: { checkedAt: at } });
  }
}

async function insertWebhook(db: Pick<Prisma.TransactionClient, 'webhook'>, webhook: ReceivedWebhook) {
  await db.webhook.create({
    data: {
      id: webhook.id,
      eventType: webhook.eventType,
      orderRef: webhook.orderRef ?? null,
      payload: webhook.payload as Prisma.InputJsonValue,
    },
  });
}
