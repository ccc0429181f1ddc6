import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { bookingCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { AdminConsultationsHandler } from './admin-consultations.handler.js';
import { BookConsultationHandler } from './book-consultation.handler.js';
import { CancelForPatientHandler } from './cancel-for-patient.handler.js';
import { ClinicConsultationHandler } from './clinic-consultation.handler.js';
import { ClinicPatientsHandler } from './clinic-patients.handler.js';
import { ConsultationSlotsHandler } from './consultation-slots.handler.js';
import { PatientConsultationsHandler } from './patient-consultations.handler.js';

type Request<K extends keyof typeof bookingCommands> = CommandRequest<(typeof bookingCommands)[K]>;

@Controller()
export class ConsultationsController {
  constructor(
    private readonly booking: BookConsultationHandler,
    private readonly slots: ConsultationSlotsHandler,
    private readonly patients: PatientConsultationsHandler,
    private readonly admins: AdminConsultationsHandler,
    private readonly clinics: ClinicPatientsHandler,
    private readonly clinicConsultation: ClinicConsultationHandler,
    private readonly cancelling: CancelForPatientHandler,
  ) {}

  @OnCommand(bookingCommands.bookConsultation)
  book(@Payload() request: Request<'bookConsultation'>) {
    return this.booking.execute(request.data, request.meta);
  }

  @OnCommand(bookingCommands.consultationSlots)
  consultationSlots(@Payload() request: Request<'consultationSlots'>) {
    return this.slots.execute(request.data, request.meta);
  }

  @OnCommand(bookingCommands.myConsultations)
  myConsultations(@Payload() request: Request<'myConsultations'>) {
    return this.patients.list(request.data, request.meta);
  }

  @OnCommand(bookingCommands.myConsultation)
  myConsultation(@Payload() request: Request<'myConsultation'>) {
    return this.patients.detail(request.data, request.meta);
  }

  @OnCommand(bookingCommands.acceptAlternative)
  acceptAlternative(@Payload() request: Request<'acceptAlternative'>) {
    return this.patients.answer(request.data, 'accepted', request.meta);
  }

  @OnCommand(bookingCommands.declineAlternative)
  declineAlternative(@Payload() request: Request<'declineAlternative'>) {
    return this.patients.answer(request.data, 'declined', request.meta);
  }

  @OnCommand(bookingCommands.adminConsultations)
  adminConsultations(@Payload() request: Request<'adminConsultations'>) {
    return this.admins.list(request.data, request.meta);
  }

  @OnCommand(bookingCommands.adminConsultation)
  adminConsultation(@Payload() request: Request<'adminConsultation'>) {
    return this.admins.detail(request.data, request.meta);
  }

  @OnCommand(bookingCommands.updateConsultationStatus)
  updateStatus(@Payload() request: Request<'updateConsultationStatus'>) {
    return this.admins.decide(request.data, request.meta);
  }

  @OnCommand(bookingCommands.clinicPatients)
  clinicPatients(@Payload() request: Request<'clinicPatients'>) {
    return this.clinics.execute(request.data, request.meta);
  }

  @OnCommand(bookingCommands.clinicConsultation)
  clinicConsultationOf(@Payload() request: Request<'clinicConsultation'>) {
    return this.clinicConsultation.execute(request.data);
  }

  @OnCommand(bookingCommands.cancelForPatient)
  cancelForPatient(@Payload() request: Request<'cancelForPatient'>) {
    return this.cancelling.execute(request.data, request.meta);
  }
}
