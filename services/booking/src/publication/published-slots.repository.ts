import { Injectable } from '@nestjs/common';
import { addDays, startOfIndianDay, type PublishedSlot, type PublishedSlotKey } from '@hp/contracts';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';

/** Which offered slots a read covers (every part but the window and the days optional). */
export interface SlotWindow {
  clinicIds?: string[] | undefined;
  clinicsFrom?: string | undefined;
  clinicsBefore?: string | undefined;
  /** India's days to look at, first and last (YYYY-MM-DD), and the slots' minutes of a day. */
  firstDay: string;
  lastDay: string;
  minutes: readonly number[];
  /** Slots whose start is in [from, before). */
  from: Date;
  before: Date;
  status?: 'free' | 'busy' | undefined;
}

/** A window's (day, minute) pairs, side by side: `days[i]` at `minutes[i]`, in (day, minute) order. */
export interface WindowSlots {
  days: string[];
  minutes: number[];
}

/**
 * The window's (day, minute) pairs whose start is in [from, before): India's wall clock is UTC+05:30 all year, so a
 * slot starts at the day's midnight there plus its minutes. Sent to Postgres as two arrays, whose length it then
 * knows (a generate_series of dates it guesses at 1,000 rows, and a filter on the start at a ninth of them).
 */
export function windowSlotsOf(window: SlotWindow): WindowSlots {
  const days: string[] = [];
  const minutes: number[] = [];
  const from = window.from.getTime();
  const before = window.before.getTime();
  for (let day = window.firstDay; day <= window.lastDay; day = addDays(day, 1)) {
    const midnight = startOfIndianDay(day).getTime();
    for (const minute of window.minutes) {
      const start = midnight + minute * 60_000;
      if (start >= from && start < before) {
        days.push(day);
        minutes.push(minute);
      }
    }
  }
  return { days, minutes };
}

/**
 * The slots booking offers, made in SQL from its bookable clinics x the window's (day, minute) pairs, each with the
 * places its slot_places row has taken (a slot no one booked has no row). Nothing is stored for the FHIR layer.
 */
@Injectable()
export class PublishedSlotsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Up to `limit` slots after `after` in (clinic, day, minute) order. Postgres reads the clinics in id order from
   * the page's first one and, for each, that clinic's slot_places rows of the window's days (one index range, at
   * most the window's slots) hashed against the window; then sorts each clinic's slots alone (an incremental
   * sort). A page therefore costs its own clinics and rows, wherever it is in the feed and however many clinics
   * there are. `OFFSET 0` keeps the per-clinic subquery whole: flattened, Postgres joins the clinics x window to
   * slot_places on the clinic alone and reads slot_places from its first row (a merge join) or whole (a hash).
   */
  async find(
    window: SlotWindow,
    after: PublishedSlotKey | undefined,
    limit: number,
  ): Promise<PublishedSlot[]> {
    const slots = windowSlotsOf(window);
    if (!slots.days.length) return [];
    // (clinic, day, minute) > after: the clinics are read from after's on (clinicFilters), so another clinic's slot
    // or a later one of after's clinic. Said inside the clinic's subquery: as a row comparison on the clinic's id,
    // Postgres estimated its rows from all clinics' ids (near their end, a few rows a clinic) and made the whole
    // rest of a feed file and sorted it (93 ms at 10,000 clinics) instead of reading clinics in order up to the limit.
    const afterKey = after
      ? Prisma.sql`WHERE (c.provider_id <> ${after.clinicId}::uuid OR (w.day, w.minute) > (${after.date}::date, ${after.minute}::int))`
      : Prisma.empty;
    const status =
      window.status === 'free'
        ? Prisma.sql`AND s.taken < c.number_of_doctors`
        : window.status === 'busy'
          ? Prisma.sql`AND s.taken >= c.number_of_doctors`
          : Prisma.empty;
    return this.prisma.$queryRaw<PublishedSlot[]>`
      SELECT c.provider_id AS "clinicId", to_char(s.day, 'YYYY-MM-DD') AS date, s.minute,
        c.number_of_doctors AS capacity, greatest(0, c.number_of_doctors - s.taken)::int AS "placesLeft", c.phone
      FROM clinics c
      CROSS JOIN LATERAL (
        SELECT w.day, w.minute, coalesce(p.taken, 0) AS taken
        FROM ${this.windowSlots(slots)}
        LEFT JOIN slot_places p ON p.clinic_id = c.provider_id AND p.day = w.day AND p.start_minute = w.minute
          AND ${this.placesInWindow(slots)}
        ${afterKey}
        OFFSET 0
      ) s
      WHERE c.active ${this.clinicFilters(window, after?.clinicId)} ${status}
      ORDER BY c.provider_id, s.day, s.minute
      LIMIT ${limit}::int`;
  }

  /**
   * How many slots the window holds, counted without making them: its clinics x its (day, minute) pairs, less or
   * only the busy ones, which are the few slot_places rows with every place taken (plus every slot of a clinic
   * without doctors). Making the slots to count them took 1.4 s at 10,000 clinics; this reads the clinics and
   * slot_places of the window's days once.
   */
  async count(window: SlotWindow): Promise<number> {
    const slots = windowSlotsOf(window);
    if (!slots.days.length) return 0;
    const [row] = await this.prisma.$queryRaw<{ clinics: number; busy: number }[]>`
      WITH in_window_clinics AS (
        SELECT c.provider_id, c.number_of_doctors FROM clinics c WHERE c.active ${this.clinicFilters(window)}
      )
      SELECT (SELECT count(*) FROM in_window_clinics)::int AS clinics,
        ((SELECT count(*) FROM in_window_clinics c
            JOIN slot_places p ON p.clinic_id = c.provider_id AND ${this.placesInWindow(slots)}
            JOIN ${this.windowSlots(slots)} ON w.day = p.day AND w.minute = p.start_minute
          WHERE c.number_of_doctors > 0 AND p.taken >= c.number_of_doctors)
         + (SELECT count(*) FROM in_window_clinics WHERE number_of_doctors <= 0) * ${slots.days.length}::int
        )::int AS busy`;
    const all = (row?.clinics ?? 0) * slots.days.length;
    const busy = row?.busy ?? 0;
    return window.status === 'busy' ? busy : window.status === 'free' ? all - busy : all;
  }

  /** The first id of every `size` bookable clinics in id order. */
  async clinicRangeStarts(size: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM (
        SELECT provider_id AS id, row_number() OVER (ORDER BY provider_id) AS n FROM clinics WHERE active
      ) numbered WHERE (n - 1) % ${size}::int = 0 ORDER BY id`;
    return rows.map((row) => row.id);
  }

  /** `unnest(...) AS w(day, minute)`: the window's (day, minute) pairs, as many rows as Postgres estimates. */
  private windowSlots(slots: WindowSlots): Prisma.Sql {
    return Prisma.sql`unnest(${slots.days}::date[], ${slots.minutes}::int[]) AS w(day, minute)`;
  }

  /** slot_places `p` rows of the window's days only: an index range per clinic, past days' rows never read. */
  private placesInWindow(slots: WindowSlots): Prisma.Sql {
    return Prisma.sql`p.day >= ${slots.days[0]}::date AND p.day <= ${slots.days.at(-1)}::date`;
  }

  /** The window's conditions on clinics `c`, and clinics from `fromClinic` on (a page's keyset). */
  private clinicFilters(window: SlotWindow, fromClinic?: string): Prisma.Sql {
    return Prisma.join(
      [
        window.clinicIds ? Prisma.sql`AND c.provider_id = ANY(${window.clinicIds}::uuid[])` : Prisma.empty,
        window.clinicsFrom ? Prisma.sql`AND c.provider_id >= ${window.clinicsFrom}::uuid` : Prisma.empty,
        window.clinicsBefore ? Prisma.sql`AND c.provider_id < ${window.clinicsBefore}::uuid` : Prisma.empty,
        fromClinic ? Prisma.sql`AND c.provider_id >= ${fromClinic}::uuid` : Prisma.empty,
      ],
      ' ',
    );
  }
}
