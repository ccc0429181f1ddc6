import { z } from '../common/zod.js';
import { startOfIndianDay, todayInIndia } from '../common/india-time.js';
import { pageLimitField, publishedIdsField } from '../common/publication.js';
import { addDays } from './choices.js';

/**
 * booking.query.published-slots.v1: every half-hour slot the booking service offers from now to PUBLISHED_SLOT_DAYS
 * days ahead (India's calendar, today included) at its bookable clinics, with the places left, in the order clinic,
 * day, minute. The gateway's FHIR layer makes Slots of them (issue 17); nothing about a patient is in a row.
 */
export const PUBLISHED_SLOT_DAYS = 14;

/**
 * What is published at `now`: the slots starting from `now` up to the end of the PUBLISHED_SLOT_DAYS-th day in India,
 * today counted; `firstDay` and `lastDay` are those days (YYYY-MM-DD).
 */
export function publishedWindowAt(now: Date) {
  const firstDay = todayInIndia(now);
  return {
    firstDay,
    lastDay: addDays(firstDay, PUBLISHED_SLOT_DAYS - 1),
    from: now,
    before: startOfIndianDay(addDays(firstDay, PUBLISHED_SLOT_DAYS)),
  };
}
export const PUBLISHED_SLOTS_PAGE_MAX = 2000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A slot's key: its clinic, its day in India (YYYY-MM-DD) and its start in minutes after midnight there. */
export const PublishedSlotKeySchema = z.object({
  clinicId: z.uuid(),
  date: z.string().check(z.regex(ISO_DATE)),
  minute: z.number().check(z.int(), z.gte(0), z.lt(24 * 60)),
});
export type PublishedSlotKey = z.infer<typeof PublishedSlotKeySchema>;

export const PublishedSlotsQuerySchema = z.object({
  clinicIds: publishedIdsField,
  /** Only clinics from this id (inclusive) up to `clinicsBefore` (exclusive): a feed file's range. */
  clinicsFrom: z.optional(z.uuid()),
  clinicsBefore: z.optional(z.uuid()),
  /** Slots starting at or after this instant (never before now). */
  startFrom: z.optional(z.iso.datetime({ offset: true })),
  /** Slots starting before this instant (never past the published days). */
  startBefore: z.optional(z.iso.datetime({ offset: true })),
  /** free: a place is left; busy: every place is taken. */
  status: z.optional(z.enum(['free', 'busy'])),
  /** Only slots after this one: the keyset of the next page. */
  after: z.optional(PublishedSlotKeySchema),
  limit: pageLimitField(PUBLISHED_SLOTS_PAGE_MAX),
  withTotal: z.optional(z.boolean()),
});
export type PublishedSlotsQuery = z.infer<typeof PublishedSlotsQuerySchema>;

export const PublishedSlotSchema = z.object({
  clinicId: z.string(),
  date: z.string(),
  minute: z.number().check(z.int()),
  /** The clinic's doctors: a slot's places. */
  capacity: z.number().check(z.int()),
  placesLeft: z.number().check(z.int()),
  /** The clinic's number, for booking by phone. */
  phone: z.string(),
});
export type PublishedSlot = z.infer<typeof PublishedSlotSchema>;

export const PublishedSlotsSchema = z.object({
  slots: z.array(PublishedSlotSchema),
  next: z.nullable(PublishedSlotKeySchema),
  total: z.nullable(z.number().check(z.int())),
});
export type PublishedSlots = z.infer<typeof PublishedSlotsSchema>;
