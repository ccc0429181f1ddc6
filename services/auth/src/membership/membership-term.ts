import { MEMBERSHIP_TERM_MONTHS } from '@hp/contracts';

/** Asia/Kolkata is UTC+05:30 all year (India has no daylight saving time). */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * The instant `months` calendar months after `instant`, counted in India's calendar (the patient's): same time of
 * day, same day of the month, or the month's last day when it has no such day (31 January + 1 month = 28 or 29
 * February; 29 February + 12 months = 28 February).
 */
export function addMonthsInIndia(instant: Date, months: number): Date {
  const local = new Date(instant.getTime() + INDIA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDayOfTargetMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDayOfTargetMonth),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - INDIA_OFFSET_MS);
}

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
