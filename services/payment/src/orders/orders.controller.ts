import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { paymentCommands } from '@hp/contracts';
import { OnCommand, type CommandRequest } from '@hp/service-platform';
import { CheckoutHandler } from './checkout.handler.js';
import { OrderStatusHandler } from './order-status.handler.js';
import { ReceiveWebhookHandler } from './receive-webhook.handler.js';

@Controller()
export class OrdersController {
  constructor(
    private readonly checkout: CheckoutHandler,
    private readonly webhook: ReceiveWebhookHandler,
    private readonly status: OrderStatusHandler,
  ) {}

  @OnCommand(paymentCommands.checkout)
  startCheckout(@Payload() request: CommandRequest<typeof paymentCommands.checkout>) {
    return this.checkout.execute(request.data, request.meta);
  }

  @OnCommand(paymentCommands.receiveWebhook)
  receiveWebhook(@Payload() request: CommandRequest<typeof paymentCommands.receiveWebhook>) {
    return this.webhook.execute(request.data, request.meta);
  }

  @OnCommand(paymentCommands.orderStatus)
  orderStatus(@Payload() request: CommandRequest<typeof paymentCommands.orderStatus>) {
    return this.status.execute(request.data.reference);
  }
}
