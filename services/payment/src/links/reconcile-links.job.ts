import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { PaymentConfig } from '../config.js';
import { PluralError } from '../plural/plural-client.js';
import { LinkSettlement } from './link-settlement.js';
import { LinksRepository } from './links.repository.js';

/**
 * Settles payment links whose webhook never came, beside the orders' reconciliation and on the same settings: every
 * PAYMENT_RECONCILE_INTERVAL_SECONDS, links still pending PAYMENT_RECONCILE_AFTER_MINUTES after they were made are
 * looked up at Plural (PROCESSED: paid; EXPIRED, CANCELLED or unknown there: failed). At most 100 a pass, those
 * asked longest ago first; stops at the first lookup that finds Plural unavailable. Safe with several replicas.
 */
@Injectable()
export class ReconcileLinksJob implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReconcileLinksJob.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly links: LinksRepository,
    private readonly settlement: LinkSettlement,
    @Inject(SERVICE_CONFIG) private readonly config: PaymentConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.running ??= this.reconcileOnce()
        .catch((error: unknown) => this.logger.error({ err: error }, 'Link reconciliation failed'))
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

  /** One pass; answers how many links it moved. */
  async reconcileOnce(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
    let moved = 0;
    for (const link of await this.links.findPending(before)) {
      try {
        const after = await this.settlement.refresh(link, `reconcile-${link.reference}`, now);
        if (after.status !== 'pending') moved++;
      } catch (error) {
        if (error instanceof PluralError && error.retryable) {
          this.logger.warn({ reference: link.reference, err: error }, 'Plural unavailable; next pass');
          break;
        }
        this.logger.warn(
          { reference: link.reference, err: error },
          'Could not reconcile the link; next pass',
        );
        await this.links.markChecked(link.reference, now);
      }
    }
    return moved;
  }
}
