import { Injectable } from '@nestjs/common';
import {
  consultationDateProblem,
  consultationSlotProblem,
  isConsultationTime,
  splitConsultationTime,
  type ConsultationAnswer,
  type ConsultationBooking,
} from '@hp/contracts';
import { DomainError, OutboxRelay, type RpcMeta } from '@hp/service-platform';
import { ClinicsRepository } from '../clinics/clinics.repository.js';
import { patientOf } from './actors.js';
import { requestedEvent } from './consultation-events.js';
import { consultationView } from './consultation-view.js';
import { ConsultationsRepository } from './consultations.repository.js';
import { slotKeyOf } from './schedule.js';

/** The answer's message: the spec's success toast. */
export const bookedMessage = (clinic: string, date: string, time: string) =>
  `Consultation request submitted successfully for ${clinic} on ${date} at ${time}! Your request is now under admin review.`;

/**
 * booking.cmd.book-consultation.v1: the signed-in patient books a half-hour slot at an approved clinic. A place of
 * the slot is taken in the database (never more than the clinic's doctors, whatever runs at once), the
 * consultation is stored pending with the caller as its patient, and booking.evt.consultation-requested.v1 goes out.
 */
@Injectable()
export class BookConsultationHandler {
  constructor(
    private readonly clinics: ClinicsRepository,
    private readonly consultations: ConsultationsRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(booking: ConsultationBooking, meta: RpcMeta, now = new Date()): Promise<ConsultationAnswer> {
    const patientId = patientOf(meta);
    // The schema checked the time on arrival; a slot of today may have begun since, so check against now.
    const { date, time } = splitConsultationTime(booking.consultationTime);
    const problem = consultationDateProblem(date, now) ?? consultationSlotProblem(date, time, now);
    if (problem || !isConsultationTime(time))
      throw new DomainError('VALIDATION.FAILED', undefined, {
        consultationTime: problem ?? 'Consultation time is required',
      });
    const clinic = await this.clinics.findBookable(booking.service);
    if (!clinic) throw new DomainError('NOT_FOUND', 'This clinic is not available for booking.');

    const booked = await this.consultations.book(
      {
        patientId,
        clinic,
        fullName: booking.fullName,
        phone: booking.phoneNumber,
        purpose: booking.purpose,
        slot: slotKeyOf(date, time),
        correlationId: meta.correlationId,
      },
      (row) => requestedEvent(row, meta.correlationId, now),
    );
    if (booked === 'slot-full') throw new DomainError('BOOKING.SLOT_FULL');
    if (typeof booked === 'string') throw new Error(`unexpected refusal ${booked}`);
    this.relay.nudge();
    return {
      success: true,
      message: bookedMessage(clinic.name, date, time),
      consultation: consultationView(booked),
    };
  }
}
