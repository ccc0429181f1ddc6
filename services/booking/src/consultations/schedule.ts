import {
  ALTERNATIVE_HOLD_HOURS,
  consultationTimeText,
  minuteOfSlot,
  slotAtMinute,
  slotStartsAt,
  type ConsultationSlotTime,
} from '@hp/contracts';

/** A slot as the database keeps it: the day (a DATE) and its start in minutes after midnight in India. */
export interface SlotKey {
  day: string;
  minute: number;
}

/** Prisma reads a DATE as midnight UTC of that day. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
export const dateOfDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const slotKeyOf = (date: string, time: ConsultationSlotTime): SlotKey => ({
  day: date,
  minute: minuteOfSlot(time),
});

export const sameSlot = (a: SlotKey, b: SlotKey) => a.day === b.day && a.minute === b.minute;

/** The slot's time ('2:30 PM'); a stored minute is always one of the schedule's. */
export function timeOfMinute(minute: number): ConsultationSlotTime {
  const time = slotAtMinute(minute);
  if (!time) throw new Error(`no consultation slot starts at minute ${minute}`);
  return time;
}

/** The slot's date, time, consultationTime text and start instant, as answers and events give them. */
export function describeSlot(day: Date | string, minute: number) {
  const date = typeof day === 'string' ? day : dayOf(day);
  const time = timeOfMinute(minute);
  return {
    date,
    time,
    consultationTime: consultationTimeText(date, time),
    startsAt: slotStartsAt(date, time).toISOString(),
  };
}

/** Until when an alternative time offered now is held for the patient. */
export const alternativeExpiry = (now: Date) => new Date(now.getTime() + ALTERNATIVE_HOLD_HOURS * 3_600_000);
