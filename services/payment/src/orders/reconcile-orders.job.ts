import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { OutboxRelay, SERVICE_CONFIG } from '@hp/service-platform';
import type { PaymentConfig } from '../config.js';
import { PluralClient } from '../plural/plural-client.js';
import { settledEvent } from './order-events.js';
import { outcomeOfStatus } from './order-transitions.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * Settles orders whose webhook never came: every PAYMENT_RECONCILE_INTERVAL_SECONDS, orders still open
 * PAYMENT_RECONCILE_AFTER_MINUTES after they were made are looked up at Plural and moved like a webhook would.
 * An order Plural never made (its creation failed) cannot have been paid and is failed. Safe with several
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
        let outcome: 'paid' | 'failed' | undefined;
        let reason: string | undefined;
        if (!order.pluralOrderId) {
          outcome = 'failed';
          reason = 'The payment was never started at Plural';
        } else {
          const pluralOrder = await this.plural.getOrder(order.pluralOrderId);
          outcome = outcomeOfStatus(pluralOrder.status);
          reason = `Plural order ${pluralOrder.status}`;
        }
        if (!outcome) continue;
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
        this.logger.warn(
          { reference: order.reference, err: error },
          'Could not reconcile the order; next pass',
        );
      }
    }
    if (settled) this.relay.nudge();
    return settled;
  }
}
