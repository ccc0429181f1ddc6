import { Injectable } from '@nestjs/common';
import type { MembershipActivatedEvent } from '@hp/contracts';
import { writeToOutbox, type PendingEvent } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { MembershipActivation } from './membership-activation.js';
import type { MembershipPeriod } from './membership-term.js';

/** The transaction an event consumer runs in (the platform's, which also records the event as processed). */
export type Tx = Prisma.TransactionClient;

@Injectable()
export class MembershipsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Whether this order has already been counted (its event came again, perhaps under another event id). */
  async hasPurchase(tx: Tx, orderReference: string): Promise<boolean> {
    return (await tx.membershipPurchase.count({ where: { orderReference } })) > 0;
  }

  /**
   * The membership of `email`, locked until the transaction ends, so that two orders of the same e-mail handled
   * at once extend one after the other. (Two first orders at once: the second insert fails on the key and its
   * event is retried, then sees the first.)
   */
  async lockByEmail(tx: Tx, email: string): Promise<MembershipPeriod | null> {
    const rows = await tx.$queryRaw<{ member_since: Date; active_until: Date }[]>`
      SELECT member_since, active_until FROM memberships WHERE email = ${email} FOR UPDATE`;
    const row = rows[0];
    return row ? { memberSince: row.member_since, activeUntil: row.active_until } : null;
  }

  /** Writes the membership after the purchase, the purchase and its membership-activated event, all in `tx`. */
  async recordPurchase(
    tx: Tx,
    { email, membership, purchase }: MembershipActivation,
    activated: PendingEvent<MembershipActivatedEvent>,
  ): Promise<void> {
    const period = { memberSince: membership.memberSince, activeUntil: membership.activeUntil };
    await tx.membership.upsert({ where: { email }, create: { email, ...period }, update: period });
    await tx.membershipPurchase.create({ data: purchase });
    await writeToOutbox(tx, activated);
  }

  /** The membership of `email` when it is active at `now`. */
  async findActive(email: string, now: Date): Promise<MembershipPeriod | null> {
    return this.prisma.membership.findFirst({
      where: { email, activeUntil: { gt: now } },
      select: { memberSince: true, activeUntil: true },
    });
  }
}
