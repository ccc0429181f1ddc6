import { Injectable } from '@nestjs/common';
import type { ClinicConsultationQuery, ClinicConsultationReply } from '@hp/contracts';
import { DomainError } from '@hp/service-platform';
import { ClinicsRepository } from '../clinics/clinics.repository.js';
import { ConsultationsRepository } from './consultations.repository.js';

/**
 * booking.query.clinic-consultation.v1 (only the payment service may send it; NATS permissions): one consultation,
 * if it is at the clinic whose login is `clinicAccountId`. Another clinic's, an unknown one, or a login booking
 * knows no clinic of are all the same NOT_FOUND, so nothing tells one from the other.
 */
@Injectable()
export class ClinicConsultationHandler {
  constructor(
    private readonly clinics: ClinicsRepository,
    private readonly consultations: ConsultationsRepository,
  ) {}

  async execute(query: ClinicConsultationQuery): Promise<ClinicConsultationReply> {
    const clinic = await this.clinics.findByAccount(query.clinicAccountId);
    const row = clinic ? await this.consultations.findById(query.consultationId) : null;
    if (!clinic || !row || row.clinicId !== clinic.providerId)
      throw new DomainError('NOT_FOUND', 'Consultation not found.');
    return {
      consultationId: row.id,
      clinicId: row.clinicId,
      fullName: row.fullName,
      phoneNumber: row.phone,
      purpose: row.purpose,
      serviceType: 'Clinic',
      status: row.status,
    };
  }
}
