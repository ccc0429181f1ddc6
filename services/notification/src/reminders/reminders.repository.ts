import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { planReminders, type ReminderKind } from './reminder-schedule.js';

export type Tx = Prisma.TransactionClient;

/** What booking's events say about a consultation that gets reminders. */
export interface ConsultationFacts {
  consultationId: string;
  patientId: string;
  clinicName: string;
  fullName: string;
  phone: string;
  date: string;
  time: string;
  startsAt: Date;
}

/** A due reminder, locked for its sender, with what its messages need. */
export interface DueReminder extends ConsultationFacts {
  id: string;
  kind: ReminderKind;
  email: string | null;
}

export interface DeliveryRecord {
  channel: 'email' | 'whatsapp' | 'sms';
  status: 'accepted' | 'failed';
  providerMessageId?: string;
  error?: string;
  fallbackDueAt?: Date;
  fallbackAt?: Date;
}

export interface LinkRow extends ConsultationFacts {
  answer: 'confirmed' | 'cancelled' | null;
}

const STATUS_RANK: Record<string, number> = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

/** Reminders, their deliveries and the patients' contacts (Prisma only here). */
@Injectable()
export class RemindersRepository {
  constructor(private readonly prisma: PrismaService) {}

  async saveContact(tx: Tx, contact: { userId: string; name: string; email: string; phone: string }) {
    await tx.contact.upsert({
      where: { userId: contact.userId },
      create: contact,
      update: { name: contact.name, email: contact.email, phone: contact.phone },
    });
  }

  /**
   * Plans the consultation's reminders (replacing the ones still scheduled for an earlier time: the consultation
   * moved). Reminders already sent stay as they are; `tokenHash` names the confirm/cancel link.
   */
  async schedule(tx: Tx, facts: ConsultationFacts, tokenHash: string, now: Date): Promise<number> {
    const { consultationId, ...rest } = facts;
    const existing = await tx.remindedConsultation.findUnique({ where: { consultationId } });
    if (existing?.closedAt) return 0;
    await tx.remindedConsultation.upsert({
      where: { consultationId },
      create: { consultationId, ...rest, tokenHash },
      update: { ...rest, tokenHash },
    });
    await tx.reminder.updateMany({
      where: { consultationId, status: 'scheduled' },
      data: { status: 'cancelled' },
    });
    const sent = new Set(
      (await tx.reminder.findMany({ where: { consultationId, status: 'sent' }, select: { kind: true } })).map(
        (reminder) => reminder.kind,
      ),
    );
    let planned = 0;
    for (const { kind, dueAt } of planReminders(facts.startsAt, now)) {
      if (sent.has(kind)) continue;
      await tx.reminder.upsert({
        where: { consultationId_kind: { consultationId, kind } },
        create: { consultationId, kind, dueAt },
        update: { dueAt, status: 'scheduled', sentAt: null },
      });
      planned++;
    }
    return planned;
  }

  /**
   * Closes the consultation for reminders (rejected, cancelled, its alternative declined or lapsed): the ones not
   * sent are cancelled, and none is planned again. Known only by this event, it is recorded closed all the same, so
   * that an approval handled later plans nothing.
   */
  async close(tx: Tx, facts: ConsultationFacts, tokenHash: string, now: Date): Promise<number> {
    const { consultationId, ...rest } = facts;
    await tx.remindedConsultation.upsert({
      where: { consultationId },
      create: { consultationId, ...rest, tokenHash, closedAt: now },
      update: { closedAt: now },
    });
    return this.cancel(tx, consultationId);
  }

  /** Cancels the reminders not sent yet. */
  async cancel(tx: Tx, consultationId: string): Promise<number> {
    const { count } = await tx.reminder.updateMany({
      where: { consultationId, status: 'scheduled' },
      data: { status: 'cancelled' },
    });
    return count;
  }

  /**
   * Takes the oldest due reminder that no other sweeper holds (FOR UPDATE SKIP LOCKED), lets `send` deliver it,
   * records its deliveries and marks it sent, all in one transaction: two sweepers never take the same reminder,
   * and one that dies mid-way leaves it due for the next. Answers false when nothing is due.
   */
  sendOneDue(now: Date, send: (reminder: DueReminder) => Promise<DeliveryRecord[]>): Promise<boolean> {
    return this.prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<DueReminder[]>`
          SELECT r.id::text AS id, r.kind::text AS kind, c.consultation_id::text AS "consultationId",
                 c.patient_id::text AS "patientId", c.clinic_name AS "clinicName", c.full_name AS "fullName",
                 c.phone, c.date, c.time, c.starts_at AS "startsAt", k.email
          FROM reminders r
          JOIN reminded_consultations c ON c.consultation_id = r.consultation_id
          LEFT JOIN contacts k ON k.user_id = c.patient_id
          WHERE r.status = 'scheduled' AND r.due_at <= ${now}
          ORDER BY r.due_at
          LIMIT 1
          FOR UPDATE OF r SKIP LOCKED`;
        const due = rows[0];
        if (!due) return false;
        const cancelled = await tx.remindedConsultation.count({
          where: { consultationId: due.consultationId, closedAt: { not: null } },
        });
        if (cancelled || due.startsAt.getTime() <= now.getTime()) {
          await tx.reminder.update({ where: { id: due.id }, data: { status: 'skipped' } });
          return true;
        }
        const deliveries = await send(due);
        for (const delivery of deliveries) {
          const created = await tx.delivery.create({ data: { reminderId: due.id, ...delivery } });
          if (created.providerMessageId)
            await this.applyEarlyStatuses(tx, created.id, created.providerMessageId);
        }
        await tx.reminder.update({ where: { id: due.id }, data: { status: 'sent', sentAt: now } });
        return true;
      },
      { timeout: 60_000, maxWait: 10_000 },
    );
  }

  /**
   * Takes one WhatsApp delivery that needs the SMS fallback (failed, or not delivered by its deadline) and not
   * taken yet, and sends it by `send` in the same transaction; `fallback_at` marks it taken, so the SMS goes once.
   */
  fallBackOne(
    now: Date,
    send: (reminder: DueReminder) => Promise<DeliveryRecord>,
    deliveryId?: string,
  ): Promise<boolean> {
    return this.prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<(DueReminder & { deliveryId: string; answer: string | null })[]>`
          SELECT d.id::text AS "deliveryId", r.id::text AS id, r.kind::text AS kind,
                 c.consultation_id::text AS "consultationId", c.patient_id::text AS "patientId",
                 c.clinic_name AS "clinicName", c.full_name AS "fullName", c.phone, c.date, c.time,
                 c.starts_at AS "startsAt",
                 CASE WHEN c.closed_at IS NOT NULL THEN 'cancelled' ELSE c.answer::text END AS answer, NULL AS email
          FROM deliveries d
          JOIN reminders r ON r.id = d.reminder_id
          JOIN reminded_consultations c ON c.consultation_id = r.consultation_id
          WHERE d.channel = 'whatsapp' AND d.fallback_at IS NULL
            AND (d.status = 'failed' OR (d.status IN ('accepted', 'sent') AND d.fallback_due_at <= ${now}))
            AND (${deliveryId ?? null}::uuid IS NULL OR d.id = ${deliveryId ?? null}::uuid)
          ORDER BY d.created_at
          LIMIT 1
          FOR UPDATE OF d SKIP LOCKED`;
        const due = rows[0];
        if (!due) return false;
        await tx.delivery.update({ where: { id: due.deliveryId }, data: { fallbackAt: now } });
        if (due.answer === 'cancelled' || due.startsAt.getTime() <= now.getTime()) return true;
        const sms = await send(due);
        await tx.delivery.create({ data: { reminderId: due.id, ...sms } });
        return true;
      },
      { timeout: 30_000, maxWait: 10_000 },
    );
  }

  /**
   * Records one status callback of a WhatsApp message (once per message and status, even for a message whose
   * sending transaction has not committed yet) and moves the delivery's status forward (sent < delivered < read;
   * failed). Answers the delivery's id when the status is `failed` and the delivery is known (the caller then falls
   * back to SMS); a failure that came first is applied by the sender (`applyEarlyStatuses`) and fallen back on in
   * the same sweep.
   */
  async recordStatus(status: {
    messageId: string;
    status: string;
    at: Date;
    errorCode?: number;
    errorTitle?: string;
  }): Promise<{ known: boolean; failedDeliveryId: string | null }> {
    return this.prisma.$transaction(async (tx) => {
      await tx.deliveryStatusEvent.createMany({
        data: [
          {
            providerMessageId: status.messageId,
            status: status.status,
            occurredAt: status.at,
            errorCode: status.errorCode ?? null,
            errorTitle: status.errorTitle ?? null,
          },
        ],
        skipDuplicates: true,
      });
      const delivery = await tx.delivery.findUnique({ where: { providerMessageId: status.messageId } });
      if (!delivery || delivery.channel !== 'whatsapp') return { known: false, failedDeliveryId: null };
      await this.moveStatus(tx, delivery, status.status, status.errorCode, status.errorTitle);
      return { known: true, failedDeliveryId: status.status === 'failed' ? delivery.id : null };
    });
  }

  /** Statuses that arrived before the delivery was recorded. */
  private async applyEarlyStatuses(tx: Tx, deliveryId: string, messageId: string): Promise<void> {
    const early = await tx.deliveryStatusEvent.findMany({ where: { providerMessageId: messageId } });
    for (const status of early) {
      const delivery = await tx.delivery.findUniqueOrThrow({ where: { id: deliveryId } });
      await this.moveStatus(
        tx,
        delivery,
        status.status,
        status.errorCode ?? undefined,
        status.errorTitle ?? undefined,
      );
    }
  }

  private async moveStatus(
    tx: Tx,
    delivery: { id: string; status: string },
    status: string,
    errorCode?: number,
    errorTitle?: string,
  ): Promise<void> {
    const rank = STATUS_RANK[status];
    if (rank === undefined || rank <= STATUS_RANK[delivery.status]!) return;
    await tx.delivery.update({
      where: { id: delivery.id },
      data: {
        status: status as 'sent' | 'delivered' | 'read' | 'failed',
        ...(errorTitle ? { error: `${errorCode ?? ''} ${errorTitle}`.trim() } : {}),
      },
    });
  }

  findLink(tokenHash: string): Promise<LinkRow | null> {
    return this.prisma.remindedConsultation.findUnique({
      where: { tokenHash },
      select: {
        consultationId: true,
        patientId: true,
        clinicName: true,
        fullName: true,
        phone: true,
        date: true,
        time: true,
        startsAt: true,
        answer: true,
      },
    });
  }

  /** Records the patient's answer (the first one wins; a cancel after a confirm still cancels). */
  async answer(consultationId: string, answer: 'confirmed' | 'cancelled', now: Date): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.remindedConsultation.updateMany({
        where: {
          consultationId,
          ...(answer === 'confirmed'
            ? { answer: null }
            : { OR: [{ answer: null }, { answer: 'confirmed' }] }),
        },
        data: { answer, answeredAt: now, ...(answer === 'cancelled' ? { closedAt: now } : {}) },
      });
      if (answer === 'cancelled') await this.cancel(tx, consultationId);
    });
  }
}
