import { Injectable, Logger } from '@nestjs/common';
import { paymentEvents, type PaymentLinkStatusEvent } from '@hp/contracts';
import type { EventContext, EventHandler } from '@hp/service-platform';
import type { Prisma } from '../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/**
 * payment.evt.payment-link-status.v1: the consultation shows its payment link and where its payment stands
 * (pending, paid, partial, failed). Durable consumer `booking-payment-status`; a redelivered event is dropped by its
 * id, and an older move than the one recorded (events may arrive out of order) changes nothing. The event must
 * name the consultation's own clinic, or it is ignored.
 */
@Injectable()
export class PaymentStatusConsumer implements EventHandler<typeof paymentEvents.paymentLinkStatus, Tx> {
  readonly event = paymentEvents.paymentLinkStatus;
  readonly name = 'payment-status';
  private readonly logger = new Logger(PaymentStatusConsumer.name);

  async handle(event: PaymentLinkStatusEvent, { envelope, tx }: EventContext<PaymentLinkStatusEvent, Tx>) {
    const at = new Date(event.at);
    const moved = await tx.consultation.updateMany({
      where: {
        id: event.consultationId,
        clinicId: event.clinicId,
        OR: [{ paymentUpdatedAt: null }, { paymentUpdatedAt: { lte: at } }],
      },
      data: { paymentLinkId: event.paymentLinkId, paymentStatus: event.status, paymentUpdatedAt: at },
    });
    this.logger.log(
      {
        consultationId: event.consultationId,
        paymentLinkId: event.paymentLinkId,
        status: event.status,
        correlationId: envelope.correlationId,
      },
      moved.count ? 'Consultation payment recorded' : 'Payment event older than the one recorded, or unknown',
    );
  }
}
