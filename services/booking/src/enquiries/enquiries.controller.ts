import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { bookingCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { ReceiveEnquiryHandler } from './receive-enquiry.handler.js';

@Controller()
export class EnquiriesController {
  constructor(private readonly receive: ReceiveEnquiryHandler) {}

  @OnCommand(bookingCommands.submitAppointmentRequest)
  appointment(@Payload() request: CommandRequest<typeof bookingCommands.submitAppointmentRequest>) {
    return this.receive.execute({ kind: 'appointment', data: request.data }, request.meta);
  }

  @OnCommand(bookingCommands.submitInsuranceQuoteRequest)
  insurance(@Payload() request: CommandRequest<typeof bookingCommands.submitInsuranceQuoteRequest>) {
    return this.receive.execute({ kind: 'insurance', data: request.data }, request.meta);
  }

  @OnCommand(bookingCommands.submitFeedback)
  feedback(@Payload() request: CommandRequest<typeof bookingCommands.submitFeedback>) {
    return this.receive.execute({ kind: 'feedback', data: request.data }, request.meta);
  }

  @OnCommand(bookingCommands.submitConsultationRequest)
  consultation(@Payload() request: CommandRequest<typeof bookingCommands.submitConsultationRequest>) {
    return this.receive.execute({ kind: 'consultation', data: request.data }, request.meta);
  }
}
