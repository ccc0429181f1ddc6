import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { OutboxRelay, SERVICE_CONFIG } from '@hp/service-platform';
import type { PaymentConfig } from '../config.js';
import { PluralClient, PluralError } from '../plural/plural-client.js';
import { settledEvent } from './order-events.js';
import { outcomeOfStatus, type Outcome } from './order-transitions.js';
import { OrdersRepository, type Order } from './orders.repository.js';

/**
 * Settles orders whose webhook never came: every PAYMENT_RECONCILE_INTERVAL_SECONDS, orders still open
 * PAYMENT_RECONCILE_AFTER_MINUTES after they were made are looked up at Plural and moved like a webhook would.
 * An order Plural never made (its creation failed) or does not know cannot have been paid and is failed; one
 * Plural still reports open PAYMENT_ORDER_GIVE_UP_HOURS after it was made is failed too, so that open orders do
 * not pile up and get asked about forever. A payment Plural confirms later still moves a failed order to paid
 * (MOVES_FROM). Each pass asks about at most 100 orders, those asked about longest ago first. Safe with several
 * replicas: a move happens only from an open status, in one transaction.
 */
@Injectable()
export class ReconcileOrdersJob implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReconcileOrdersJob.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly orders: OrdersRepository,
    private readonly plural: PluralClient,
    private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.running ??= this.reconcileOnce()
        .catch((error: unknown) => this.logger.error({ err: error }, 'Reconciliation failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.config.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; answers how many orders it settled. */
  async reconcileOnce(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
    let settled = 0;
    for (const order of await this.orders.findUnsettled(before)) {
      const correlationId = `reconcile-${order.reference}`;
      try {
        const { outcome, reason } = await this.lookUp(order, now);
        if (!outcome) {
          await this.orders.markChecked(order.reference, now);
          continue;
        }
        const moved = await this.orders.settle(order.reference, outcome, reason, (o) =>
          settledEvent(o, outcome, correlationId, now),
        );
        if (moved && moved !== 'duplicate') {
          settled++;
          this.logger.log(
            { reference: order.reference, status: moved.status },
            'Order settled by reconciliation',
          );
        }
      } catch (error) {
        if (error instanceof PluralError && error.retryable) {
          // Plural is down or slow: asking about the rest now would only wait out each one's time limit.
          this.logger.warn(
            { reference: order.reference, err: error },
            'Plural unavailable; reconciliation resumes next pass',
          );
          break;
        }
        this.logger.warn(
          { reference: order.reference, err: error },
          'Could not reconcile the order; next pass',
        );
        await this.orders.markChecked(order.reference, now);
      }
    }
    if (settled) this.relay.nudge();
    return settled;
  }

  /** What Plural says of the order; no outcome while it is open there and not yet given up. */
  private async lookUp(order: Order, now: Date): Promise<{ outcome?: Outcome; reason?: string }> {
    if (!order.pluralOrderId) return { outcome: 'failed', reason: 'The payment was never started at Plural' };
    let status: string;
    try {
      status = (await this.plural.getOrder(order.pluralOrderId)).status;
    } catch (error) {
      if (error instanceof PluralError && error.status === 404)
        return { outcome: 'failed', reason: 'Plural does not know this order' };
      throw error;
    }
    const outcome = outcomeOfStatus(status);
    if (outcome) return { outcome, reason: `Plural order ${status}` };
    const giveUpAt = order.createdAt.getTime() + this.config.PAYMENT_ORDER_GIVE_UP_HOURS * 3_600_000;
    if (now.getTime() >= giveUpAt) {
      return {
        outcome: 'failed',
        reason: `Not paid within ${this.config.PAYMENT_ORDER_GIVE_UP_HOURS} hours (Plural order ${status})`,
      };
    }
    return {};
  }
}
