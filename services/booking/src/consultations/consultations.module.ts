import { Module } from '@nestjs/common';
import { ClinicsModule } from '../clinics/clinics.module.js';
import { AdminConsultationsHandler } from './admin-consultations.handler.js';
import { AlternativeExpiryJob } from './alternative-expiry.job.js';
import { BookConsultationHandler } from './book-consultation.handler.js';
import { CancelForPatientHandler } from './cancel-for-patient.handler.js';
import { ClinicConsultationHandler } from './clinic-consultation.handler.js';
import { PaymentStatusConsumer } from './payment-status.consumer.js';
import { ClinicPatientsHandler } from './clinic-patients.handler.js';
import { ConsultationSlotsHandler } from './consultation-slots.handler.js';
import { ConsultationsController } from './consultations.controller.js';
import { ConsultationsRepository } from './consultations.repository.js';
import { PatientConsultationsHandler } from './patient-consultations.handler.js';

/** Patients' consultations at approved clinics: booking real slots, the admins' review, the clinics' view. */
@Module({
  imports: [ClinicsModule],
  controllers: [ConsultationsController],
  providers: [
    ConsultationsRepository,
    BookConsultationHandler,
    ConsultationSlotsHandler,
    PatientConsultationsHandler,
    AdminConsultationsHandler,
    ClinicPatientsHandler,
    ClinicConsultationHandler,
    CancelForPatientHandler,
    PaymentStatusConsumer,
    AlternativeExpiryJob,
  ],
})
export class ConsultationsModule {}
