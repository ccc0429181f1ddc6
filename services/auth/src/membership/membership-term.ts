import { addMonthsInIndia, MEMBERSHIP_TERM_MONTHS } from '@hp/contracts';

export interface MembershipPeriod {
  memberSince: Date;
  /** Exclusive: the membership is active before this instant. */
  activeUntil: Date;
}

export interface MembershipAfterPurchase extends MembershipPeriod {
  /** The end it had before, when the purchase extended a membership still active when it was paid; else null. */
  previousActiveUntil: Date | null;
}

/**
 * The membership after a purchase paid at `paidAt`: a membership still active then is extended by the term from
 * its current end (never a second one, never a year lost); none, or one that had ended by then, starts afresh
 * for a term from `paidAt`.
 */
export function membershipAfterPurchase(
  current: MembershipPeriod | null,
  paidAt: Date,
  months: number = MEMBERSHIP_TERM_MONTHS,
): MembershipAfterPurchase {
  if (current && current.activeUntil.getTime() > paidAt.getTime()) {
    return {
      // An older order whose event arrived late still dates the membership back to its payment.
      memberSince: paidAt < current.memberSince ? paidAt : current.memberSince,
      activeUntil: addMonthsInIndia(current.activeUntil, months),
      previousActiveUntil: current.activeUntil,
    };
  }
  return { memberSince: paidAt, activeUntil: addMonthsInIndia(paidAt, months), previousActiveUntil: null };
}
