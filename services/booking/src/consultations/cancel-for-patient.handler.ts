import { Injectable } from '@nestjs/common';
import type { CancelForPatient, CancelForPatientReply } from '@hp/contracts';
import { DomainError, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import { cancelledEvent } from './consultation-events.js';
import { ConsultationsRepository } from './consultations.repository.js';

/**
 * booking.cmd.cancel-for-patient.v1 (only the notification service may send it, after the patient followed the
 * cancel link of a reminder): cancels the patient's approved consultation and frees its place, with the same place
 * release as a declined alternative time; booking.evt.consultation-cancelled.v1 tells the others.
 */
@Injectable()
export class CancelForPatientHandler {
  constructor(
    private readonly consultations: ConsultationsRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(command: CancelForPatient, meta: RpcMeta, now = new Date()): Promise<CancelForPatientReply> {
    const outcome = await this.consultations.cancelForPatient(
      command.consultationId,
      command.patientId,
      now,
      (row) => cancelledEvent(row, meta.correlationId, now),
    );
    if (outcome === 'not-found') throw new DomainError('NOT_FOUND', 'Consultation not found.');
    if (typeof outcome === 'string') throw new DomainError('BOOKING.NOT_CANCELLABLE');
    if (outcome.cancelled) this.relay.nudge();
    return { consultationId: outcome.row.id, status: outcome.row.status, cancelled: outcome.cancelled };
  }
}
