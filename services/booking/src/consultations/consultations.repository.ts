import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CONSULTATION_STATUSES,
  Role,
  type ConsultationCounts,
  type ConsultationDecisionAction,
  type ConsultationStatus,
} from '@hp/contracts';
import { writeToOutbox, type PendingEvent } from '@hp/service-platform';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma, type Clinic, type ConsultationDecision } from '../generated/prisma/client.js';
import type { ConsultationRow } from './consultation-view.js';
import { alternativeExpiry, dateOfDay, describeSlot, sameSlot, type SlotKey } from './schedule.js';

type Tx = Prisma.TransactionClient;

/** Builds the event a change announces from the row as it is after the change (written in the same transaction). */
export type EventOf = (row: ConsultationRow) => PendingEvent;

export interface NewConsultation {
  patientId: string;
  /** The bookable clinic, as just read (its row joins the answer without reading it again). */
  clinic: Clinic;
  fullName: string;
  phone: string;
  purpose: string;
  slot: SlotKey;
  correlationId: string;
}

export interface AdminFilter {
  search?: string | undefined;
  status?: ConsultationStatus | undefined;
}

export type Decision =
  | { status: 'approved'; alternative?: SlotKey | undefined; note?: string | undefined }
  | { status: 'rejected'; reason: string };

export interface DecidingActor {
  id: string;
  role: string;
}

/** Why a change was not made (nothing was written). */
export type Refusal = 'not-found' | 'not-pending' | 'slot-full' | 'no-open-alternative' | 'not-cancellable';

/** A consultation as locked for a decision (FOR UPDATE): what the decision needs to know. */
interface Locked {
  id: string;
  patientId: string;
  clinicId: string;
  status: ConsultationStatus;
  heldDay: string | null;
  heldMinute: number | null;
  alternativeStatus: string | null;
  alternativeExpiresAt: Date | null;
}

/** A search first looks among this many of the newest consultations (after the cursor); see listForAdmin. */
export const SEARCH_WINDOW = 2000;
/** ...and walks on at most this many more when the matches it saw say the page's rest lies within them. */
export const SEARCH_WALK_MAX = 20_000;

/** Counters are spread over this many rows per status, so that concurrent writes rarely wait for one another. */
const COUNTER_SHARDS = 8;

const withClinic = { clinic: true } as const;

/** Thrown inside a transaction to roll it back and answer a refusal. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal);
  }
}

async function refusalOr<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** Lower-cased text the admins' search looks in: the patient's name and phone, the clinic's name. */
export const searchTextOf = (fullName: string, phone: string, clinicName: string) =>
  `${fullName} ${phone} ${clinicName}`.toLowerCase();

/** A LIKE pattern that finds `text` anywhere (its own % _ \ taken literally). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Consultations, their slots' places, audit trail and counters. Every change that moves a place or a status is one
 * transaction with its audit line, its counters and its event (outbox).
 */
@Injectable()
export class ConsultationsRepository {
  constructor(private readonly prisma: PrismaService) {}

  // ---- places -------------------------------------------------------------------------------------

  /**
   * Takes one place of the slot if one is left: one statement, under the slot row's lock (a concurrent booking of
   * the same slot waits, then sees the new count). The clinic's number of doctors is read in the statement; the
   * foreign key to clinic_places refuses a count above it in any case. False when the slot is full (or the clinic
   * closed meanwhile).
   */
  private async takePlace(tx: Tx, clinicId: string, slot: SlotKey): Promise<boolean> {
    const rows = await tx.$queryRaw<{ taken: number }[]>`
      INSERT INTO slot_places (clinic_id, day, start_minute, taken)
      SELECT c.provider_id, ${slot.day}::date, ${slot.minute}::smallint, 1
      FROM clinics c WHERE c.provider_id = ${clinicId}::uuid AND c.active AND c.number_of_doctors >= 1
      ON CONFLICT (clinic_id, day, start_minute) DO UPDATE SET taken = slot_places.taken + 1
      WHERE slot_places.taken < (
        SELECT c.number_of_doctors FROM clinics c WHERE c.provider_id = slot_places.clinic_id AND c.active
      )
      RETURNING taken`;
    return rows.length === 1;
  }

  private async releasePlace(tx: Tx, clinicId: string, slot: SlotKey): Promise<void> {
    await tx.$executeRaw`
      UPDATE slot_places SET taken = taken - 1
      WHERE clinic_id = ${clinicId}::uuid AND day = ${slot.day}::date AND start_minute = ${slot.minute}::smallint
        AND taken > 0`;
  }

  /** Places taken in each slot of the clinic's day (a slot no one booked has no row: none taken). */
  async placesTaken(clinicId: string, day: string): Promise<Map<number, number>> {
    const rows = await this.prisma.slotPlaces.findMany({
      where: { clinicId, day: dateOfDay(day) },
      select: { startMinute: true, taken: true },
    });
    return new Map(rows.map((row) => [row.startMinute, row.taken]));
  }

  // ---- counters -----------------------------------------------------------------------------------

  /** Adds to the status counters (in the caller's transaction), always in the same status order (no deadlocks). */
  private async count(tx: Tx, changes: Partial<Record<ConsultationStatus, number>>): Promise<void> {
    const shard = randomInt(COUNTER_SHARDS);
    const rows = CONSULTATION_STATUSES.filter((status) => changes[status]).map(
      (status) =>
        Prisma.sql`(${status}::"ConsultationStatus", ${shard}::smallint, ${changes[status]}::bigint)`,
    );
    if (rows.length === 0) return;
    await tx.$executeRaw`
      INSERT INTO consultation_counters (status, shard, count) VALUES ${Prisma.join(rows)}
      ON CONFLICT (status, shard) DO UPDATE SET count = consultation_counters.count + EXCLUDED.count`;
  }

  private moved = (tx: Tx, from: ConsultationStatus, to: ConsultationStatus) =>
    from === to ? Promise.resolve() : this.count(tx, { [from]: -1, [to]: 1 });

  /** Every consultation by status (the dashboard's counters): a sum over a few rows, whatever the table's size. */
  async counts(): Promise<ConsultationCounts> {
    const rows = await this.prisma.$queryRaw<{ status: ConsultationStatus; count: bigint }[]>`
      SELECT status::text AS status, sum(count)::bigint AS count FROM consultation_counters GROUP BY status`;
    const counts: ConsultationCounts = { all: 0, pending: 0, approved: 0, rejected: 0, cancelled: 0 };
    for (const row of rows) {
      counts[row.status] = Number(row.count);
      counts.all += Number(row.count);
    }
    return counts;
  }

  // ---- booking ------------------------------------------------------------------------------------

  /**
   * Books a place of the slot and stores the consultation (pending), its counter and its event, in one transaction;
   * 'slot-full' (nothing written) when no place is left.
   */
  book(consultation: NewConsultation, event: EventOf): Promise<ConsultationRow | Refusal> {
    return refusalOr(() =>
      this.prisma.$transaction(async (tx) => {
        const { clinic, slot } = consultation;
        if (!(await this.takePlace(tx, clinic.providerId, slot))) throw new Refused('slot-full');
        const created = await tx.consultation.create({
          data: {
            patientId: consultation.patientId,
            clinicId: clinic.providerId,
            fullName: consultation.fullName,
            phone: consultation.phone,
            purpose: consultation.purpose,
            day: dateOfDay(slot.day),
            startMinute: slot.minute,
            heldDay: dateOfDay(slot.day),
            heldMinute: slot.minute,
            searchText: searchTextOf(consultation.fullName, consultation.phone, clinic.name),
            correlationId: consultation.correlationId,
          },
        });
        const row = { ...created, clinic };
        await this.count(tx, { pending: 1 });
        await writeToOutbox(tx, event(row));
        return row;
      }),
    );
  }

  // ---- reading ------------------------------------------------------------------------------------

  findById(id: string): Promise<ConsultationRow | null> {
    return this.prisma.consultation.findUnique({ where: { id }, include: withClinic });
  }

  /** The patient's own consultation, or null (another patient's is as good as absent). */
  findForPatient(id: string, patientId: string): Promise<ConsultationRow | null> {
    return this.prisma.consultation.findFirst({ where: { id, patientId }, include: withClinic });
  }

  /** Newest first (ids are UUID v7); the page after `cursor` holds the older ones. */
  listForPatient(patientId: string, limit: number, cursor?: string): Promise<ConsultationRow[]> {
    return this.prisma.consultation.findMany({
      where: { patientId, ...(cursor ? { id: { lt: cursor } } : {}) },
      orderBy: { id: 'desc' },
      take: limit,
      include: withClinic,
    });
  }

  listForClinic(
    clinicId: string,
    status: ConsultationStatus | undefined,
    limit: number,
    cursor?: string,
  ): Promise<ConsultationRow[]> {
    return this.prisma.consultation.findMany({
      where: { clinicId, ...(status ? { status } : {}), ...(cursor ? { id: { lt: cursor } } : {}) },
      orderBy: { id: 'desc' },
      take: limit,
      include: withClinic,
    });
  }

  /**
   * The admins' page, newest first: the ids by plain SQL, then the rows with their clinics. Without a search, the
   * status and the keyset walk (status, id) or the primary key backwards: a page costs its rows. A search (a LIKE on
   * the lower-cased search text) costs what finding its page's matches costs, not the table's size, where it can:
   * - it walks the newest SEARCH_WINDOW consultations after the cursor (a common text fills the page there);
   * - from the matches seen it reckons how far the rest of the page lies, and walks on that far (twice the reckoning,
   *   at most SEARCH_WALK_MAX rows), so that a text one consultation in a hundred has is found walking;
   * - what is still missing (a rare text: none or few matches in the walk) comes from the trigram index, among the
   *   matches older than what was walked: a cost that grows with the rare text's matches (and its trigrams'), the
   *   only part that grows with the table.
   * Left to itself the planner walks the whole primary key for a text it believes common when the status filter then
   * leaves nothing, or reads every match of a common text through the index to sort them.
   */
  async listForAdmin(filter: AdminFilter, limit: number, cursor?: string): Promise<ConsultationRow[]> {
    const status = filter.status
      ? Prisma.sql`AND status = ${filter.status}::"ConsultationStatus"`
      : Prisma.empty;
    const before = (id: string | undefined) => (id ? Prisma.sql`AND id < ${id}::uuid` : Prisma.empty);
    // `id` is selected as it is (a uuid, which the driver answers as text): `id::text` would make ORDER BY id sort
    // by that text column, without the index.
    let ids: string[];
    if (!filter.search) {
      const rows = await this.prisma.$queryRaw<{ id: string }[]>`
        SELECT id FROM consultations WHERE true ${status} ${before(cursor)} ORDER BY id DESC LIMIT ${limit}`;
      ids = rows.map((row) => row.id);
    } else {
      const pattern = containsPattern(filter.search);
      ids = [];
      let boundary = cursor;
      let walked = 0;
      let window = SEARCH_WINDOW;
      for (;;) {
        // The window's matches (newest first, at most what the page lacks) and its oldest row with the rows walked.
        const rows = await this.prisma.$queryRaw<{ id: string; oldest: boolean; walked: bigint | null }[]>`
          WITH recent AS MATERIALIZED (
            SELECT id, status, search_text FROM consultations WHERE true ${before(boundary)}
            ORDER BY id DESC LIMIT ${window}
          )
          (SELECT id, false AS oldest, NULL::bigint AS walked FROM recent
            WHERE search_text LIKE ${pattern} ${status} ORDER BY id DESC LIMIT ${limit - ids.length})
          UNION ALL
          (SELECT id, true, (SELECT count(*) FROM recent) FROM recent ORDER BY id ASC LIMIT 1)`;
        const oldest = rows.find((row) => row.oldest);
        ids.push(...rows.filter((row) => !row.oldest).map((row) => row.id));
        const scanned = Number(oldest?.walked ?? 0);
        walked += scanned;
        // A full page, or nothing older left.
        if (ids.length >= limit || scanned < window) break;
        boundary = oldest!.id;
        const reckoned = ids.length ? Math.ceil(((limit - ids.length) * walked) / ids.length) : Infinity;
        if (walked > SEARCH_WINDOW || reckoned > SEARCH_WALK_MAX) {
          // Sparse: the older matches through the trigram index.
          const older = await this.prisma.$queryRaw<{ id: string }[]>`
            WITH matches AS MATERIALIZED (
              SELECT id FROM consultations WHERE search_text LIKE ${pattern} ${status} ${before(boundary)}
            )
            SELECT id FROM matches ORDER BY id DESC LIMIT ${limit - ids.length}`;
          ids.push(...older.map((row) => row.id));
          break;
        }
        window = Math.min(SEARCH_WALK_MAX, 2 * reckoned);
      }
    }
    if (ids.length === 0) return [];
    const rows = await this.prisma.consultation.findMany({ where: { id: { in: ids } }, include: withClinic });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  }

  decisions(consultationId: string): Promise<ConsultationDecision[]> {
    return this.prisma.consultationDecision.findMany({ where: { consultationId }, orderBy: { at: 'asc' } });
  }

  // ---- decisions ----------------------------------------------------------------------------------

  private async lock(tx: Tx, id: string): Promise<Locked | undefined> {
    const rows = await tx.$queryRaw<Locked[]>`
      SELECT id::text, patient_id::text AS "patientId", clinic_id::text AS "clinicId", status::text AS status,
        to_char(held_day, 'YYYY-MM-DD') AS "heldDay", held_minute AS "heldMinute",
        alternative_status::text AS "alternativeStatus", alternative_expires_at AS "alternativeExpiresAt"
      FROM consultations WHERE id = ${id}::uuid FOR UPDATE`;
    return rows[0];
  }

  private heldSlot = (locked: Locked): SlotKey | null =>
    locked.heldDay !== null && locked.heldMinute !== null
      ? { day: locked.heldDay, minute: locked.heldMinute }
      : null;

  private async audit(
    tx: Tx,
    consultationId: string,
    action: ConsultationDecisionAction,
    from: ConsultationStatus,
    to: ConsultationStatus,
    actor: DecidingActor | null,
    at: Date,
    extra: { note?: string | undefined; alternative?: SlotKey | undefined } = {},
  ): Promise<void> {
    await tx.consultationDecision.create({
      data: {
        consultationId,
        action,
        fromStatus: from,
        toStatus: to,
        note: extra.note ?? null,
        alternativeDay: extra.alternative ? dateOfDay(extra.alternative.day) : null,
        alternativeMinute: extra.alternative?.minute ?? null,
        actorId: actor?.id ?? null,
        actorRole: actor?.role ?? null,
        at,
      },
    });
  }

  /**
   * An admin's decision on a pending consultation, with its audit line (the admin's own id), counters and event.
   * Approving with an alternative time moves the consultation's place to that slot (held for the patient's answer
   * until `now` + 24 h); rejecting frees the place. Refused: 'not-found', 'not-pending', 'slot-full' (the
   * alternative slot has no place left).
   */
  decide(
    id: string,
    decision: Decision,
    actor: DecidingActor,
    now: Date,
    event: EventOf,
  ): Promise<ConsultationRow | Refusal> {
    return refusalOr(() =>
      this.prisma.$transaction(async (tx) => {
        const locked = await this.lock(tx, id);
        if (!locked) throw new Refused('not-found');
        if (locked.status !== 'pending') throw new Refused('not-pending');
        const held = this.heldSlot(locked)!;
        let data: Prisma.ConsultationUpdateInput;
        if (decision.status === 'rejected') {
          await this.releasePlace(tx, locked.clinicId, held);
          data = { status: 'rejected', adminNote: decision.reason, heldDay: null, heldMinute: null };
        } else if (decision.alternative && !sameSlot(decision.alternative, held)) {
          await this.movePlace(tx, locked.clinicId, held, decision.alternative);
          data = {
            status: 'approved',
            adminNote: decision.note ?? null,
            heldDay: dateOfDay(decision.alternative.day),
            heldMinute: decision.alternative.minute,
            alternativeDay: dateOfDay(decision.alternative.day),
            alternativeMinute: decision.alternative.minute,
            alternativeStatus: 'offered',
            alternativeExpiresAt: alternativeExpiry(now),
          };
        } else {
          data = { status: 'approved', adminNote: decision.note ?? null };
        }
        const row = await tx.consultation.update({
          where: { id },
          data: { ...data, decidedAt: now, decidedBy: actor.id },
          include: withClinic,
        });
        await this.audit(tx, id, decision.status, 'pending', row.status, actor, now, {
          note: decision.status === 'rejected' ? decision.reason : decision.note,
          alternative: decision.status === 'approved' ? decision.alternative : undefined,
        });
        await this.moved(tx, 'pending', row.status);
        await writeToOutbox(tx, event(row));
        return row;
      }),
    );
  }

  /** Frees `from` and takes a place of `to` (in the slots' key order, so two such moves never wait on each other in a circle). */
  private async movePlace(tx: Tx, clinicId: string, from: SlotKey, to: SlotKey): Promise<void> {
    const fromFirst = from.day < to.day || (from.day === to.day && from.minute < to.minute);
    if (fromFirst) await this.releasePlace(tx, clinicId, from);
    if (!(await this.takePlace(tx, clinicId, to))) throw new Refused('slot-full');
    if (!fromFirst) await this.releasePlace(tx, clinicId, from);
  }

  /**
   * The patient's answer to the alternative time waiting for them (before it lapses): accepted keeps the place of
   * the alternative slot; declined cancels the consultation and frees it. Refused: 'not-found' (also another
   * patient's), 'no-open-alternative'.
   */
  answerAlternative(
    id: string,
    patientId: string,
    answer: 'accepted' | 'declined',
    now: Date,
    event: EventOf,
  ): Promise<ConsultationRow | Refusal> {
    return refusalOr(() =>
      this.prisma.$transaction(async (tx) => {
        const locked = await this.lock(tx, id);
        if (!locked || locked.patientId !== patientId) throw new Refused('not-found');
        if (
          locked.alternativeStatus !== 'offered' ||
          !locked.alternativeExpiresAt ||
          locked.alternativeExpiresAt.getTime() <= now.getTime()
        )
          throw new Refused('no-open-alternative');
        const row = await this.settle(tx, locked, answer, { id: patientId, role: Role.User }, now);
        await writeToOutbox(tx, event(row));
        return row;
      }),
    );
  }

  /**
   * The patient cancels their approved consultation (from a reminder's link, through the notification service):
   * its place is freed, the audit names the patient, the event tells the others. One already cancelled answers
   * `cancelled: false` and writes nothing. Refused: 'not-found' (also another patient's), 'not-cancellable' (not
   * approved, an alternative time still unanswered, or started).
   */
  cancelForPatient(
    id: string,
    patientId: string,
    now: Date,
    event: EventOf,
  ): Promise<{ row: ConsultationRow; cancelled: boolean } | Refusal> {
    return refusalOr(() =>
      this.prisma.$transaction(async (tx) => {
        const locked = await this.lock(tx, id);
        if (!locked || locked.patientId !== patientId) throw new Refused('not-found');
        if (locked.status === 'cancelled') {
          const row = await tx.consultation.findUniqueOrThrow({ where: { id }, include: withClinic });
          return { row, cancelled: false };
        }
        const held = this.heldSlot(locked);
        if (locked.status !== 'approved' || locked.alternativeStatus === 'offered' || !held)
          throw new Refused('not-cancellable');
        if (new Date(describeSlot(held.day, held.minute).startsAt).getTime() <= now.getTime())
          throw new Refused('not-cancellable');
        await this.releasePlace(tx, locked.clinicId, held);
        const row = await tx.consultation.update({
          where: { id },
          data: { status: 'cancelled', heldDay: null, heldMinute: null },
          include: withClinic,
        });
        await this.audit(
          tx,
          id,
          'patient_cancelled',
          locked.status,
          row.status,
          { id: patientId, role: Role.User },
          now,
        );
        await this.moved(tx, locked.status, row.status);
        await writeToOutbox(tx, event(row));
        return { row, cancelled: true };
      }),
    );
  }

  /** Writes the outcome of an offered alternative (answer or lapse) with its audit line and counters. */
  private async settle(
    tx: Tx,
    locked: Locked,
    outcome: 'accepted' | 'declined' | 'expired',
    actor: DecidingActor | null,
    now: Date,
  ): Promise<ConsultationRow> {
    const cancelled = outcome !== 'accepted';
    const held = this.heldSlot(locked);
    if (cancelled && held) await this.releasePlace(tx, locked.clinicId, held);
    const row = await tx.consultation.update({
      where: { id: locked.id },
      data: {
        alternativeStatus: outcome,
        alternativeAnsweredAt: outcome === 'expired' ? null : now,
        ...(cancelled ? { status: 'cancelled', heldDay: null, heldMinute: null } : {}),
      },
      include: withClinic,
    });
    await this.audit(tx, locked.id, `alternative_${outcome}`, locked.status, row.status, actor, now);
    await this.moved(tx, locked.status, row.status);
    return row;
  }

  /**
   * Lets alternatives that were not answered by their expiry lapse: the consultation is cancelled and its place
   * freed. One transaction for up to `limit` of them, skipping rows another replica (or a patient's answer) holds.
   * Answers how many lapsed.
   */
  expireAlternatives(now: Date, limit: number, event: EventOf): Promise<number> {
    return this.prisma.$transaction(async (tx) => {
      const due = await tx.$queryRaw<{ id: string }[]>`
        SELECT id::text FROM consultations
        WHERE alternative_status = 'offered' AND alternative_expires_at <= ${now}
        ORDER BY alternative_expires_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED`;
      for (const { id } of due) {
        const locked = (await this.lock(tx, id))!;
        const row = await this.settle(tx, locked, 'expired', null, now);
        await writeToOutbox(tx, event(row));
      }
      return due.length;
    });
  }
}
