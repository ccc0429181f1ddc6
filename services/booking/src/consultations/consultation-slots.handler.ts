import { Injectable } from '@nestjs/common';
import {
  CONSULTATION_TIMES,
  consultationTimeText,
  minuteOfSlot,
  slotStartsAt,
  type ConsultationSlotsQuery,
  type ConsultationSlotsResponse,
} from '@hp/contracts';
import { DomainError, type RpcMeta } from '@hp/service-platform';
import { ClinicsRepository } from '../clinics/clinics.repository.js';
import { patientOf } from './actors.js';
import { ConsultationsRepository } from './consultations.repository.js';

/**
 * booking.query.consultation-slots.v1: a clinic's slots of one day for the form's dropdown, each with its places
 * left (the clinic's doctors less the bookings holding one), full, or past (today, already begun).
 */
@Injectable()
export class ConsultationSlotsHandler {
  constructor(
    private readonly clinics: ClinicsRepository,
    private readonly consultations: ConsultationsRepository,
  ) {}

  async execute(
    query: Required<ConsultationSlotsQuery>,
    meta: RpcMeta,
    now = new Date(),
  ): Promise<ConsultationSlotsResponse> {
    patientOf(meta);
    const clinic = await this.clinics.findBookable(query.service);
    if (!clinic) throw new DomainError('NOT_FOUND', 'This clinic is not available for booking.');
    const taken = await this.consultations.placesTaken(clinic.providerId, query.date);
    const capacity = Math.max(0, clinic.numberOfDoctors);
    return {
      success: true,
      service: clinic.providerId,
      clinicName: clinic.name,
      date: query.date,
      slots: CONSULTATION_TIMES.map((time) => {
        const startsAt = slotStartsAt(query.date, time);
        const placesLeft = Math.max(0, capacity - (taken.get(minuteOfSlot(time)) ?? 0));
        return {
          time,
          consultationTime: consultationTimeText(query.date, time),
          startsAt: startsAt.toISOString(),
          capacity,
          placesLeft,
          state: startsAt.getTime() <= now.getTime() ? 'past' : placesLeft > 0 ? 'free' : 'full',
        };
      }),
    };
  }
}
