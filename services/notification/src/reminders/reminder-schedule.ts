export type ReminderKind = 'day_before' | 'two_hours';

const HOUR = 60 * 60 * 1000;
export const REMINDER_LEAD: Record<ReminderKind, number> = { day_before: 24 * HOUR, two_hours: 2 * HOUR };

export interface PlannedReminder {
  kind: ReminderKind;
  dueAt: Date;
}

/**
 * The reminders of a consultation starting at `startsAt`, decided at `now`: 24 h and 2 h before. One whose time has
 * passed by the approval is sent at once while it still says something the other does not: the 24 h one while the
 * consultation is more than 2 h away (else the 2 h one covers it), the 2 h one while it has not started. None for
 * a consultation that has started.
 */
export function planReminders(startsAt: Date, now: Date): PlannedReminder[] {
  const start = startsAt.getTime();
  const at = now.getTime();
  if (start <= at) return [];
  const planned: PlannedReminder[] = [];
  const dayBefore = start - REMINDER_LEAD.day_before;
  const twoHours = start - REMINDER_LEAD.two_hours;
  if (dayBefore > at || twoHours > at)
    planned.push({ kind: 'day_before', dueAt: new Date(Math.max(dayBefore, at)) });
  planned.push({ kind: 'two_hours', dueAt: new Date(Math.max(twoHours, at)) });
  return planned;
}
