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

  async count(window: SlotWindow): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ total: number }[]>`
      ${this.offered(window)} SELECT count(*)::int AS total FROM offered`;
    return row?.total ?? 0;
  }

  /** The first id of every `size` bookable clinics in id order. */
  async clinicRangeStarts(size: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT id FROM (
        SELECT provider_id AS id, row_number() OVER (ORDER BY provider_id) AS n FROM clinics WHERE active
      ) numbered WHERE (n - 1) % ${size}::int = 0 ORDER BY id`;
    return rows.map((row) => row.id);
  }

  /** `WITH offered AS (...)`: the window's slots with their places taken and status, clinics from `fromClinic` on. */
  private offered(window: SlotWindow, fromClinic?: string): Prisma.Sql {
    const clinicFilters = [
      window.clinicIds ? Prisma.sql`AND c.provider_id = ANY(${window.clinicIds}::uuid[])` : Prisma.empty,
      window.clinicsFrom ? Prisma.sql`AND c.provider_id >= ${window.clinicsFrom}::uuid` : Prisma.empty,
      window.clinicsBefore ? Prisma.sql`AND c.provider_id < ${window.clinicsBefore}::uuid` : Prisma.empty,
      fromClinic ? Prisma.sql`AND c.provider_id >= ${fromClinic}::uuid` : Prisma.empty,
    ];
    const status =
      window.status === 'free'
        ? Prisma.sql`AND coalesce(p.taken, 0) < c.number_of_doctors`
        : window.status === 'busy'
          ? Prisma.sql`AND coalesce(p.taken, 0) >= c.number_of_doctors`
          : Prisma.empty;
    return Prisma.sql`
      WITH offered AS (
        SELECT c.provider_id AS clinic_id, d.day, m.minute, c.number_of_doctors AS capacity, c.phone,
          coalesce(p.taken, 0) AS taken
        FROM clinics c
        CROSS JOIN (SELECT day::date FROM generate_series(${window.firstDay}::date, ${window.lastDay}::date,
          interval '1 day') AS day) d
        CROSS JOIN unnest(${[...window.minutes]}::int[]) AS m(minute)
        LEFT JOIN slot_places p ON p.clinic_id = c.provider_id AND p.day = d.day AND p.start_minute = m.minute
        WHERE c.active ${Prisma.join(clinicFilters, ' ')}
          AND ((d.day + m.minute * interval '1 minute') AT TIME ZONE 'Asia/Kolkata') >= ${window.from}
          AND ((d.day + m.minute * interval '1 minute') AT TIME ZONE 'Asia/Kolkata') < ${window.before}
          ${status}
      )`;
  }
}
