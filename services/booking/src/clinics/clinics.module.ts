import { Module } from '@nestjs/common';
import { ClinicApprovedConsumer, ClinicRejectedConsumer } from './clinic-events.consumer.js';
import { ClinicsRepository } from './clinics.repository.js';

/** booking's replica of the approved clinics, fed by verification's decisions. */
@Module({
  providers: [ClinicsRepository, ClinicApprovedConsumer, ClinicRejectedConsumer],
  exports: [ClinicsRepository],
})
export class ClinicsModule {}
