import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { paymentCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { CreatePaymentLinkHandler } from './create-payment-link.handler.js';
import { PaymentLinkStatusHandler } from './payment-link-status.handler.js';

@Controller()
export class LinksController {
  constructor(
    private readonly create: CreatePaymentLinkHandler,
    private readonly status: PaymentLinkStatusHandler,
  ) {}

  @OnCommand(paymentCommands.createPaymentLink)
  createLink(@Payload() request: CommandRequest<typeof paymentCommands.createPaymentLink>) {
    return this.create.execute(request.data, request.meta);
  }

  @OnCommand(paymentCommands.paymentLinkStatus)
  linkStatus(@Payload() request: CommandRequest<typeof paymentCommands.paymentLinkStatus>) {
    return this.status.execute(request.data.paymentLinkId, request.meta);
  }
}
