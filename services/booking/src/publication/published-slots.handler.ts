import { Injectable } from '@nestjs/common';
import {
  CONSULTATION_TIMES,
  minuteOfSlot,
  publishedWindowAt,
  type PublicationRanges,
  type PublicationRangesQuery,
  type PublishedSlots,
  type PublishedSlotsQuery,
} from '@hp/contracts';
import { PublishedSlotsRepository, type SlotWindow } from './published-slots.repository.js';

const SLOT_MINUTES = CONSULTATION_TIMES.map(minuteOfSlot);

/**
 * booking.query.published-slots.v1 and published-clinic-ranges.v1: the slots booking offers (from now to the end of
 * the PUBLISHED_SLOT_DAYS-th day, today counted) with their places left, as the gateway's FHIR layer reads them.
 */
@Injectable()
export class PublishedSlotsHandler {
  constructor(private readonly slots: PublishedSlotsRepository) {}

  async page(query: PublishedSlotsQuery, now = new Date()): Promise<PublishedSlots> {
    const window = windowOf(query, now);
    const rows = await this.slots.find(window, query.after, query.limit + 1);
    const hasMore = rows.length > query.limit;
    const slots = hasMore ? rows.slice(0, query.limit) : rows;
    const last = slots.at(-1);
    return {
      slots,
      next: hasMore && last ? { clinicId: last.clinicId, date: last.date, minute: last.minute } : null,
      total: query.withTotal ? await this.slots.count(window) : null,
    };
  }

  async ranges(query: PublicationRangesQuery): Promise<PublicationRanges> {
    return { starts: await this.slots.clinicRangeStarts(query.size) };
  }
}

/** The query's window within what is offered: never before now, never past the published days. */
export function windowOf(query: PublishedSlotsQuery, now: Date): SlotWindow {
  const { firstDay, lastDay, before: horizon } = publishedWindowAt(now);
  const from = query.startFrom ? new Date(Math.max(now.getTime(), Date.parse(query.startFrom))) : now;
  const before = query.startBefore
    ? new Date(Math.min(horizon.getTime(), Date.parse(query.startBefore)))
    : horizon;
  return {
    clinicIds: query.clinicIds,
    clinicsFrom: query.clinicsFrom,
    clinicsBefore: query.clinicsBefore,
    firstDay,
    lastDay,
    minutes: SLOT_MINUTES,
    from,
    before,
    status: query.status,
  };
}
