import { Injectable } from '@nestjs/common';
import { authEventDefinitions, MEMBERSHIP_SERVICE, paymentEvents, type OrderPaidEvent } from '@hp/contracts';
import { newEvent, type EventContext, type EventHandler } from '@hp/service-platform';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { membershipActivation, normalisedEmail } from './membership-activation.js';
import { MembershipsRepository, type Tx } from './memberships.repository.js';

/**
 * Makes the buyer of a paid membership order a member (payment.evt.order-paid.v1, a durable consumer): starts a
 * membership for a year from the payment, or extends one still active then by a year from its end, and announces
 * it as auth.evt.membership-activated.v1 (which the confirmation mail follows), all in the transaction that records
 * the event as processed. Every other service's orders are ignored. An order counts once: its purchase is keyed by
 * the order reference, so the same order under another event id changes nothing either.
 */
@Injectable()
export class ActivateMembershipConsumer implements EventHandler<typeof paymentEvents.orderPaid, Tx> {
  readonly event = paymentEvents.orderPaid;
  readonly name = 'membership-activation';

  constructor(
    private readonly memberships: MembershipsRepository,
    @InjectPinoLogger(ActivateMembershipConsumer.name) private readonly logger: PinoLogger,
  ) {}

  async handle(order: OrderPaidEvent, { envelope, tx }: EventContext<OrderPaidEvent, Tx>): Promise<void> {
    if (order.service !== MEMBERSHIP_SERVICE) return;
    const log = { orderReference: order.orderReference, correlationId: envelope.correlationId };
    if (await this.memberships.hasPurchase(tx, order.orderReference)) {
      this.logger.info(log, 'Membership order already counted; nothing changes');
      return;
    }
    const current = await this.memberships.lockByEmail(tx, normalisedEmail(order.email));
    const activation = membershipActivation(order, current);
    const activated = newEvent(
      authEventDefinitions.membershipActivated,
      activation.activated,
      envelope.correlationId,
    );
    await this.memberships.recordPurchase(tx, activation, activated);
    // The outbox relay publishes the event on its next pass (within a second), once this transaction committed.
    this.logger.info(
      {
        ...log,
        activeUntil: activation.activated.activeUntil,
        previousActiveUntil: activation.activated.previousActiveUntil,
      },
      activation.membership.previousActiveUntil ? 'Membership extended' : 'Membership started',
    );
  }
}
