import { addMonthsInIndia, MEMBERSHIP_TERM_MONTHS } from '@hp/contracts';

/**
 * Until when a membership that runs until `activeUntil` runs once another term is paid before it ends: a term later
 * in India's calendar, the same day of the month or the month's last day (29 Feb + 12 months = 28 Feb), counted by
 * the contracts' addMonthsInIndia like the auth service counts it. Only for showing the date; the server decides.
 */
export const extendedUntil = (activeUntil: string, months: number = MEMBERSHIP_TERM_MONTHS): string =>
  addMonthsInIndia(new Date(activeUntil), months).toISOString();
