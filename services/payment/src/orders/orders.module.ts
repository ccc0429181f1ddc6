import { Module } from '@nestjs/common';
import { LinksModule } from '../links/links.module.js';
import { PluralModule } from '../plural/plural.module.js';
import { CheckoutHandler } from './checkout.handler.js';
import { OrderStatusHandler } from './order-status.handler.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { ReceiveWebhookHandler } from './receive-webhook.handler.js';
import { ReconcileOrdersJob } from './reconcile-orders.job.js';

@Module({
  imports: [PluralModule, LinksModule],
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    CheckoutHandler,
    ReceiveWebhookHandler,
    OrderStatusHandler,
    ReconcileOrdersJob,
  ],
})
export class OrdersModule {}
