import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { JetStreamConnection } from './jetstream.connection.js';
import { OutboxRepository, type DueEvent } from './outbox.repository.js';

const POLL_INTERVAL_MS = 1000;
const BATCH_SIZE = 50;
const LEASE_SECONDS = 30;
const MAX_BACKOFF_MS = 5 * 60 * 1000;

/** Retry later, doubling from 1 s up to 5 min. */
export function nextAttemptDelayMs(attemptsSoFar: number): number {
  return Math.min(1000 * 2 ** attemptsSoFar, MAX_BACKOFF_MS);
}

/**
 * Publishes outbox rows to JetStream (at least once: a row is marked published only after JetStream acked it;
 * the event id is the message id, so a re-publish inside the duplicate window is dropped by the stream).
 * Polls every second; `nudge()` publishes right after a write instead of waiting for the next poll.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly jetStream: JetStreamConnection,
    @InjectPinoLogger(OutboxRelay.name) private readonly logger: PinoLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.nudge(), POLL_INTERVAL_MS);
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again && this.timer) {
          this.again = false;
          this.nudge();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const due = await this.outbox.claimDue(BATCH_SIZE, LEASE_SECONDS);
      for (const event of due) await this.publishOne(event);
      if (due.length < BATCH_SIZE) return;
    }
  }

  private async publishOne(event: DueEvent): Promise<void> {
    try {
      await this.jetStream.publish(
        event.subject,
        JSON.stringify(event.payload),
        event.id,
        event.payload.correlationId,
      );
      await this.outbox.markPublished(event.id);
    } catch (error) {
      const retryAt = new Date(Date.now() + nextAttemptDelayMs(event.attempts));
      this.logger.warn(
        { err: error, eventId: event.id, subject: event.subject, retryAt },
        'Event not published yet',
      );
      await this.outbox.markFailed(event.id, String(error), retryAt);
    }
  }
}
