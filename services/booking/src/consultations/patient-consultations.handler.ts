import { Injectable } from '@nestjs/common';
import {
  type ConsultationAnswer,
  type ConsultationDetailResponse,
  type ConsultationListResponse,
  type MyConsultationsQuerySchema,
} from '@hp/contracts';
import { DomainError, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import type { z } from 'zod/mini';
import { patientOf } from './actors.js';
import { alternativeSettledEvent } from './consultation-events.js';
import { consultationView } from './consultation-view.js';
import { ConsultationsRepository, type Refusal } from './consultations.repository.js';

const notFound = () => new DomainError('NOT_FOUND', 'Consultation not found.');

/**
 * The patient's side (role 300): their own consultations only (another patient's is NOT_FOUND, never FORBIDDEN, so
 * that ids cannot be probed), and the answer to an alternative time an admin offered.
 */
@Injectable()
export class PatientConsultationsHandler {
  constructor(
    private readonly consultations: ConsultationsRepository,
    private readonly relay: OutboxRelay,
  ) {}

  /** booking.query.my-consultations.v1: newest first, keyset pages. */
  async list(
    query: z.output<typeof MyConsultationsQuerySchema>,
    meta: RpcMeta,
  ): Promise<ConsultationListResponse> {
    const patientId = patientOf(meta);
    const rows = await this.consultations.listForPatient(patientId, query.limit + 1, query.cursor);
    const page = rows.slice(0, query.limit);
    return {
      success: true,
      consultations: page.map(consultationView),
      nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
    };
  }

  /** booking.query.my-consultation.v1 */
  async detail({ id }: { id: string }, meta: RpcMeta): Promise<ConsultationDetailResponse> {
    const row = await this.consultations.findForPatient(id, patientOf(meta));
    if (!row) throw notFound();
    return { success: true, consultation: consultationView(row) };
  }

  /** booking.cmd.accept-alternative.v1 / decline-alternative.v1 */
  async answer(
    { id }: { id: string },
    answer: 'accepted' | 'declined',
    meta: RpcMeta,
    now = new Date(),
  ): Promise<ConsultationAnswer> {
    const patientId = patientOf(meta);
    const outcome = await this.consultations.answerAlternative(id, patientId, answer, now, (row) =>
      alternativeSettledEvent(row, answer, meta.correlationId, now),
    );
    if (typeof outcome === 'string') throw refusal(outcome);
    this.relay.nudge();
    const consultation = consultationView(outcome);
    return {
      success: true,
      message:
        answer === 'accepted'
          ? `You accepted the alternative time: ${consultation.alternativeTime}.`
          : 'You declined the alternative time. The consultation is cancelled.',
      consultation,
    };
  }
}

function refusal(outcome: Refusal): DomainError {
  switch (outcome) {
    case 'not-found':
      return notFound();
    case 'no-open-alternative':
      return new DomainError('BOOKING.NO_OPEN_ALTERNATIVE');
    case 'not-pending':
    case 'slot-full':
    case 'not-cancellable':
      return new DomainError('INTERNAL');
  }
}
