import { Injectable } from '@nestjs/common';
import {
  isConsultationTime,
  type AdminConsultationDetailResponse,
  type AdminConsultationsQuerySchema,
  type AdminConsultationsResponse,
  type UpdateConsultationStatus,
  type UpdateConsultationStatusResponse,
} from '@hp/contracts';
import { DomainError, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import type { z } from 'zod/mini';
import type { ConsultationDecision } from '../generated/prisma/client.js';
import { adminOf } from './actors.js';
import { decisionEvent } from './consultation-events.js';
import { consultationView } from './consultation-view.js';
import { ConsultationsRepository, type Decision, type Refusal } from './consultations.repository.js';
import { describeSlot, slotKeyOf } from './schedule.js';

const notFound = () => new DomainError('NOT_FOUND', 'Consultation not found.');

/**
 * The admins' side (role 500, checked by the gateway and again here): the list with search, status filter,
 * counters and keyset pages; one consultation with its audit trail; and the decision on a pending one.
 */
@Injectable()
export class AdminConsultationsHandler {
  constructor(
    private readonly consultations: ConsultationsRepository,
    private readonly relay: OutboxRelay,
  ) {}

  /** booking.query.admin-consultations.v1 (GET /api/admin/pending-clinic-requests) */
  async list(
    query: z.output<typeof AdminConsultationsQuerySchema>,
    meta: RpcMeta,
  ): Promise<AdminConsultationsResponse> {
    adminOf(meta);
    const [rows, counts] = await Promise.all([
      this.consultations.listForAdmin(
        { search: query.search || undefined, status: query.status },
        query.limit + 1,
        query.cursor,
      ),
      this.consultations.counts(),
    ]);
    const page = rows.slice(0, query.limit);
    return {
      success: true,
      consultations: page.map(consultationView),
      counts,
      nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
    };
  }

  /** booking.query.admin-consultation.v1 */
  async detail({ id }: { id: string }, meta: RpcMeta): Promise<AdminConsultationDetailResponse> {
    adminOf(meta);
    const [row, decisions] = await Promise.all([
      this.consultations.findById(id),
      this.consultations.decisions(id),
    ]);
    if (!row) throw notFound();
    return { success: true, consultation: consultationView(row), decisions: decisions.map(decisionView) };
  }

  /**
   * booking.cmd.update-consultation-status.v1 (PATCH /api/admin/update-status): approve (an alternative time moves
   * the place to that slot and holds it 24 h for the patient) or reject with the reason; only a pending
   * consultation; audited with the admin's own id from the token.
   */
  async decide(
    body: UpdateConsultationStatus,
    meta: RpcMeta,
    now = new Date(),
  ): Promise<UpdateConsultationStatusResponse> {
    const admin = adminOf(meta);
    const outcome = await this.consultations.decide(
      body.consultationId,
      decisionOf(body),
      { id: admin.id, role: admin.role },
      now,
      (row) => decisionEvent(row, meta.correlationId, now),
    );
    if (typeof outcome === 'string') throw refusal(outcome);
    this.relay.nudge();
    return {
      success: true,
      message: `Consultation ${outcome.status} successfully!`,
      consultation: consultationView(outcome),
    };
  }
}

/** The request's decision (the schema made sure a rejection has its reason and an alternative both parts). */
function decisionOf(body: UpdateConsultationStatus): Decision {
  if (body.status === 'rejected') return { status: 'rejected', reason: body.adminNote ?? '' };
  const { alternativeDate: date, alternativeTime: time } = body;
  return {
    status: 'approved',
    note: body.adminNote,
    alternative: date && time && isConsultationTime(time) ? slotKeyOf(date, time) : undefined,
  };
}

function refusal(outcome: Refusal): DomainError {
  switch (outcome) {
    case 'not-found':
      return notFound();
    case 'not-pending':
      return new DomainError('BOOKING.DECISION_NOT_ALLOWED');
    case 'slot-full':
      return new DomainError(
        'BOOKING.SLOT_FULL',
        'The alternative time is full. Please choose another time.',
      );
    case 'no-open-alternative':
    case 'not-cancellable':
      return new DomainError('INTERNAL');
  }
}

const decisionView = (decision: ConsultationDecision) => ({
  action: decision.action,
  fromStatus: decision.fromStatus,
  toStatus: decision.toStatus,
  note: decision.note,
  alternativeTime:
    decision.alternativeDay && decision.alternativeMinute !== null
      ? describeSlot(decision.alternativeDay, decision.alternativeMinute).consultationTime
      : null,
  actorId: decision.actorId,
  actorRole: decision.actorRole,
  at: decision.at.toISOString(),
});
