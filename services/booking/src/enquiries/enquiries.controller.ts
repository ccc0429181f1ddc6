import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { bookingCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { ListEnquiriesHandler } from './list-enquiries.handler.js';
import { ReceiveEnquiryHandler } from './receive-enquiry.handler.js';

@Controller()
export class EnquiriesController {
  constructor(
    private readonly receive: ReceiveEnquiryHandler,
    private readonly listing: ListEnquiriesHandler,
  ) {}

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

  @OnCommand(bookingCommands.listEnquiries)
  list(@Payload() request: CommandRequest<typeof bookingCommands.listEnquiries>) {
    return this.listing.execute(request.data, request.meta);
  }
}
