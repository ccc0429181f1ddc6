/** Asia/Kolkata is UTC+05:30 all year (India has no daylight saving time): the clinics' and the patients' calendar. */
export const INDIA_UTC_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Today in India (the clinics' calendar), as YYYY-MM-DD. */
export const todayInIndia = (now = new Date()) =>
  new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in India of the day (YYYY-MM-DD), as an instant. */
export const startOfIndianDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_UTC_OFFSET_MS);

/**
 * The instant `months` calendar months after `instant`, counted in India's calendar (the patient's): same time of
 * day, same day of the month, or the month's last day when it has no such day (31 January + 1 month = 28 or 29
 * February; 29 February + 12 months = 28 February). The auth service dates memberships with it; a page that shows
 * such a date ahead of time uses it too, so both count alike.
 */
export function addMonthsInIndia(instant: Date, months: number): Date {
  const local = new Date(instant.getTime() + INDIA_UTC_OFFSET_MS);
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
  return new Date(shifted - INDIA_UTC_OFFSET_MS);
}
