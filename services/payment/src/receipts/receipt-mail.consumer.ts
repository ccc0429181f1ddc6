import { Injectable } from '@nestjs/common';
import { paymentEvents, type OrderPaidEvent } from '@hp/contracts';
import { Mailer, type EventHandler } from '@hp/service-platform';
import { receiptMail } from './receipt-mail.js';

/**
 * Mails the receipt of a paid order. A durable consumer of payment's own order-paid event, so an SMTP failure is
 * retried later and never holds up the webhook that settled the order.
 */
@Injectable()
export class ReceiptMailConsumer implements EventHandler<typeof paymentEvents.orderPaid, unknown> {
  readonly event = paymentEvents.orderPaid;
  readonly name = 'receipt-mail';

  constructor(private readonly mailer: Mailer) {}

  async handle(order: OrderPaidEvent): Promise<void> {
    await this.mailer.send(receiptMail(order));
  }
}
