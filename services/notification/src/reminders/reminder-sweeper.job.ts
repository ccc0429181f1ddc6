import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hp/service-platform';
import type { NotificationConfig } from '../config.js';
import { ReminderSender } from './reminder-sender.js';
import { RemindersRepository } from './reminders.repository.js';

/**
 * Every REMINDER_SWEEP_INTERVAL_MS, sends the reminders that are due and the SMS fallbacks of WhatsApp messages
 * that failed or were not delivered in time. The schedule is rows (`due_at`), so a restart loses nothing; each row
 * is taken under FOR UPDATE SKIP LOCKED, so any number of sweepers (replicas) send each reminder once.
 */
@Injectable()
export class ReminderSweeperJob implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReminderSweeperJob.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly reminders: RemindersRepository,
    private readonly sender: ReminderSender,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweepInBackground(), this.config.REMINDER_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Starts a sweep unless one runs (answers the running one). */
  sweepInBackground(): Promise<unknown> {
    this.running ??= this.sweep()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Reminder sweep failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** One sweep: every due reminder, then every due fallback. Answers how many of each were handled. */
  async sweep(now = new Date()): Promise<{ reminders: number; fallbacks: number }> {
    let reminders = 0;
    while (await this.reminders.sendOneDue(now, (due) => this.sender.send(due, now))) reminders++;
    let fallbacks = 0;
    while (await this.reminders.fallBackOne(now, (due) => this.sender.fallBack(due))) fallbacks++;
    if (reminders || fallbacks) this.logger.log({ reminders, fallbacks }, 'Reminders sent');
    return { reminders, fallbacks };
  }
}
