import { Injectable } from '@nestjs/common';
import type { PublishedSlot, PublishedSlotKey } from '@hp/contracts';
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

/**
 * The slots booking offers, made in SQL from its bookable clinics x the days x the day's times, each with the places
 * its slot_places row has taken (a slot no one booked has no row). Nothing is stored for the FHIR layer.
 */
@Injectable()
export class PublishedSlotsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Up to `limit` slots after `after` in (clinic, day, minute) order. */
  find(window: SlotWindow, after: PublishedSlotKey | undefined, limit: number): Promise<PublishedSlot[]> {
    const afterKey = after
      ? Prisma.sql`AND (s.clinic_id, s.day, s.minute) > (${after.clinicId}::uuid, ${after.date}::date, ${after.minute}::int)`
      : Prisma.empty;
    return this.prisma.$queryRaw<PublishedSlot[]>`
      ${this.offered(window, after?.clinicId)}
      SELECT s.clinic_id AS "clinicId", to_char(s.day, 'YYYY-MM-DD') AS date, s.minute, s.capacity,
        greatest(0, s.capacity - s.taken)::int AS "placesLeft", s.phone
      FROM offered s WHERE true ${afterKey}
      ORDER BY s.clinic_id, s.day, s.minute
      LIMIT ${limit}::int`;
  }

  /**
   * How many slots the window holds, counted without making them: its clinics x its (day, minute) pairs, less or
   * only the busy ones, which are the few slot_places rows with every place taken (plus every slot of a clinic
   * without doctors). Making the slots to count them took 1.4 s at 10,000 clinics; this reads the clinics and
   * slot_places once.
   */
  async count(window: SlotWindow): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ clinics: number; slots: number; busy: number }[]>`
      WITH ${this.windowSlots(window)}, in_window_clinics AS (
        SELECT c.provider_id, c.number_of_doctors FROM clinics c WHERE c.active ${this.clinicFilters(window)}
      )
      SELECT (SELECT count(*) FROM in_window_clinics)::int AS clinics,
        (SELECT count(*) FROM window_slots)::int AS slots,
        ((SELECT count(*) FROM in_window_clinics c
            JOIN slot_places p ON p.clinic_id = c.provider_id
            JOIN window_slots w ON w.day = p.day AND w.minute = p.start_minute
          WHERE c.number_of_doctors > 0 AND p.taken >= c.number_of_doctors)
         + (SELECT count(*) FROM in_window_clinics WHERE number_of_doctors <= 0)
           * (SELECT count(*) FROM window_slots))::int AS busy`;
    const all = (row?.clinics ?? 0) * (row?.slots ?? 0);
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

  /** `window_slots AS (...)`: the window's (day, minute) pairs whose start is in [from, before). */
  private windowSlots(window: SlotWindow): Prisma.Sql {
    return Prisma.sql`window_slots AS (
        SELECT d.day, m.minute
        FROM (SELECT day::date FROM generate_series(${window.firstDay}::date, ${window.lastDay}::date,
          interval '1 day') AS day) d
        CROSS JOIN unnest(${[...window.minutes]}::int[]) AS m(minute)
        WHERE ((d.day + m.minute * interval '1 minute') AT TIME ZONE 'Asia/Kolkata') >= ${window.from}
          AND ((d.day + m.minute * interval '1 minute') AT TIME ZONE 'Asia/Kolkata') < ${window.before}
      )`;
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

  /**
   * `WITH ..., offered AS (...)`: the window's slots of its clinics with their places taken, in the status asked
   * for, clinics from `fromClinic` on. Postgres reads the clinics in id order and sorts each one's slots alone
   * (an incremental sort), so a page costs its own rows, not the whole window.
   */
  private offered(window: SlotWindow, fromClinic?: string): Prisma.Sql {
    const status =
      window.status === 'free'
        ? Prisma.sql`AND coalesce(p.taken, 0) < c.number_of_doctors`
        : window.status === 'busy'
          ? Prisma.sql`AND coalesce(p.taken, 0) >= c.number_of_doctors`
          : Prisma.empty;
    return Prisma.sql`
      WITH ${this.windowSlots(window)}, offered AS (
        SELECT c.provider_id AS clinic_id, w.day, w.minute, c.number_of_doctors AS capacity, c.phone,
          coalesce(p.taken, 0) AS taken
        FROM clinics c
        CROSS JOIN window_slots w
        LEFT JOIN slot_places p ON p.clinic_id = c.provider_id AND p.day = w.day AND p.start_minute = w.minute
        WHERE c.active ${this.clinicFilters(window, fromClinic)} ${status}
      )`;
  }
}
