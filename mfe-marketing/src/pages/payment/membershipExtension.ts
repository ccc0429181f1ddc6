import { MEMBERSHIP_TERM_MONTHS } from '@hp/contracts';

/** Asia/Kolkata is UTC+05:30 all year. */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * Until when a membership that runs until `activeUntil` runs once another term is paid before it ends: a term later
 * in India's calendar, the same day of the month or the month's last day (29 Feb + 12 months = 28 Feb), as the auth
 * service counts it. Only for showing the date; the server decides.
 */
export function extendedUntil(activeUntil: string, months: number = MEMBERSHIP_TERM_MONTHS): string {
  const local = new Date(new Date(activeUntil).getTime() + INDIA_OFFSET_MS);
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(local.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const shifted = new Date(local);
  shifted.setUTCFullYear(local.getUTCFullYear(), month, Math.min(local.getUTCDate(), lastDay));
  return new Date(shifted.getTime() - INDIA_OFFSET_MS).toISOString();
}
