import type { MembershipActivatedEvent, OrderPaidEvent } from '@hp/contracts';
import {
  membershipAfterPurchase,
  type MembershipAfterPurchase,
  type MembershipPeriod,
} from './membership-term.js';

/** E-mails as accounts store and compare them (contracts' emailField): trimmed and lower-cased. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

export interface NewMembershipPurchase {
  orderReference: string;
  email: string;
  amountPaise: number;
  paidAt: Date;
  activeUntil: Date;
  previousActiveUntil: Date | null;
}

export interface MembershipActivation {
  /** The membership's key: the normalised e-mail the order was paid with. */
  email: string;
  membership: MembershipAfterPurchase;
  purchase: NewMembershipPurchase;
  /** The data of auth.evt.membership-activated.v1. */
  activated: MembershipActivatedEvent;
}

/**
 * What a paid membership order does to the membership of its e-mail (`current`, null when it never had one):
 * the membership after it, the purchase to record and the event that announces it.
 */
export function membershipActivation(
  order: OrderPaidEvent,
  current: MembershipPeriod | null,
): MembershipActivation {
  const email = normalisedEmail(order.email);
  const paidAt = new Date(order.paidAt);
  const membership = membershipAfterPurchase(current, paidAt);
  return {
    email,
    membership,
    purchase: {
      orderReference: order.orderReference,
      email,
      amountPaise: order.amountPaise,
      paidAt,
      activeUntil: membership.activeUntil,
      previousActiveUntil: membership.previousActiveUntil,
    },
    activated: {
      email,
      name: `${order.firstName} ${order.lastName}`.trim(),
      orderReference: order.orderReference,
      activeUntil: membership.activeUntil.toISOString(),
      previousActiveUntil: membership.previousActiveUntil?.toISOString() ?? null,
      paidAt: paidAt.toISOString(),
    },
  };
}
