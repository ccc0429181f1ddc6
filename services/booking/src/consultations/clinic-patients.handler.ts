import { Injectable } from '@nestjs/common';
import { type ClinicPatientsQuerySchema, type ClinicPatientsResponse } from '@hp/contracts';
import type { RpcMeta } from '@hp/service-platform';
import type { z } from 'zod/mini';
import { ClinicsRepository } from '../clinics/clinics.repository.js';
import { clinicAccountOf } from './actors.js';
import { consultationView } from './consultation-view.js';
import { ConsultationsRepository } from './consultations.repository.js';

/**
 * booking.query.clinic-patients.v1 (GET /api/clinic/my-patients): the signed-in clinic's own consultations, found by
 * its login (the token's subject), never by anything the request says. A pharmacy's or lab's token is refused.
 */
@Injectable()
export class ClinicPatientsHandler {
  constructor(
    private readonly clinics: ClinicsRepository,
    private readonly consultations: ConsultationsRepository,
  ) {}

  async execute(
    query: z.output<typeof ClinicPatientsQuerySchema>,
    meta: RpcMeta,
  ): Promise<ClinicPatientsResponse> {
    const clinic = await this.clinics.findByAccount(clinicAccountOf(meta));
    // Not (yet) known here: approved a moment ago and the event still on its way. It has no consultations.
    if (!clinic)
      return { success: true, message: 'No consultations yet', consultations: [], nextCursor: null };
    const rows = await this.consultations.listForClinic(
      clinic.providerId,
      query.status,
      query.limit + 1,
      query.cursor,
    );
    const page = rows.slice(0, query.limit);
    return {
      success: true,
      message: page.length ? 'Consultations retrieved successfully' : 'No consultations yet',
      consultations: page.map(consultationView),
      nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
    };
  }
}
