import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { OutboxRelay, SERVICE_CONFIG } from '@hp/service-platform';
import type { BookingConfig } from '../config.js';
import { alternativeSettledEvent } from './consultation-events.js';
import { ConsultationsRepository } from './consultations.repository.js';

const BATCH = 100;

/**
 * Lets alternative times lapse that the patient did not answer within 24 h: the consultation is cancelled, its place
 * freed, booking.evt.consultation-alternative-expired.v1 published. The deadline is a column
 * (`alternative_expires_at`), so nothing is lost in a restart: every BOOKING_ALTERNATIVE_SWEEP_SECONDS each replica
 * sweeps what is due (rows another replica holds are skipped). A patient's answer after the deadline is refused
 * whether or not the sweep has run yet.
 */
@Injectable()
export class AlternativeExpiryJob implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AlternativeExpiryJob.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly consultations: ConsultationsRepository,
    private readonly relay: OutboxRelay,
    @Inject(SERVICE_CONFIG) private readonly config: BookingConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.running ??= this.expireOnce()
        .catch((error: unknown) => this.logger.error({ err: error }, 'Alternative-time sweep failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.config.BOOKING_ALTERNATIVE_SWEEP_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One sweep; answers how many alternatives lapsed. */
  async expireOnce(now = new Date()): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await this.consultations.expireAlternatives(now, BATCH, (row) =>
        alternativeSettledEvent(row, 'expired', `expiry-${row.id}`, now),
      );
      expired += batch;
      if (batch < BATCH) break;
    }
    if (expired) {
      this.relay.nudge();
      this.logger.log({ expired }, 'Alternative times lapsed');
    }
    return expired;
  }
}
